import { LayoutDashboard } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconDashboard: IconComponent = /* @__PURE__ */ createIcon(
  LayoutDashboard,
  'IconDashboard',
);
