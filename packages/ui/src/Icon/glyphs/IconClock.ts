import { Clock } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconClock = /* @__PURE__ */ createIcon(Clock, 'IconClock');
