import { LogOut } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconLogout = /* @__PURE__ */ createIcon(LogOut, 'IconLogout', { mirrorInRtl: true });
