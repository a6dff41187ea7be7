import { Moon } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconMoon: IconComponent = /* @__PURE__ */ createIcon(Moon, 'IconMoon');
