import { Clock } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconClock: IconComponent = /* @__PURE__ */ createIcon(Clock, 'IconClock');
