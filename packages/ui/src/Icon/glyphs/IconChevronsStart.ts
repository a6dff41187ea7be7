import { ChevronsLeft } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconChevronsStart: IconComponent = /* @__PURE__ */ createIcon(
  ChevronsLeft,
  'IconChevronsStart',
  {
    mirrorInRtl: true,
  },
);
