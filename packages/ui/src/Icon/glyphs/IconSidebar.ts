import { PanelLeft } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconSidebar = /* @__PURE__ */ createIcon(PanelLeft, 'IconSidebar', {
  mirrorInRtl: true,
});
