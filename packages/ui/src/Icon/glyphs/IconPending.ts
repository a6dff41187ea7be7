import { Hourglass } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconPending: IconComponent = /* @__PURE__ */ createIcon(Hourglass, 'IconPending');
