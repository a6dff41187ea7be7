import { PanelLeft } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconSidebar: IconComponent = /* @__PURE__ */ createIcon(PanelLeft, 'IconSidebar', {
  mirrorInRtl: true,
});
