import { Monitor } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconMonitor: IconComponent = /* @__PURE__ */ createIcon(Monitor, 'IconMonitor');
