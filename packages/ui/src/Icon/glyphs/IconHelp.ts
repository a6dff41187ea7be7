import { CircleHelp } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconHelp: IconComponent = /* @__PURE__ */ createIcon(CircleHelp, 'IconHelp');
