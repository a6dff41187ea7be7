import { Menu } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconMenu: IconComponent = /* @__PURE__ */ createIcon(Menu, 'IconMenu');
