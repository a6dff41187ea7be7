import { Bell } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconNotifications: IconComponent = /* @__PURE__ */ createIcon(
  Bell,
  'IconNotifications',
);
