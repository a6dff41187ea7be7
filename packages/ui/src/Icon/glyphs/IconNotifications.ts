import { Bell } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconNotifications = /* @__PURE__ */ createIcon(Bell, 'IconNotifications');
