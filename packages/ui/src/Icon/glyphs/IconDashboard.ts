import { LayoutDashboard } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconDashboard = /* @__PURE__ */ createIcon(LayoutDashboard, 'IconDashboard');
