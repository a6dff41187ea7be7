import { Sun } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconSun: IconComponent = /* @__PURE__ */ createIcon(Sun, 'IconSun');
