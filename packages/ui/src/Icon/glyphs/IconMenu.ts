import { Menu } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconMenu = /* @__PURE__ */ createIcon(Menu, 'IconMenu');
