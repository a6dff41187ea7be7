import { LogOut } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconLogout: IconComponent = /* @__PURE__ */ createIcon(LogOut, 'IconLogout', {
  mirrorInRtl: true,
});
