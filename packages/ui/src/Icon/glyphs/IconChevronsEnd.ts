import { ChevronsRight } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconChevronsEnd: IconComponent = /* @__PURE__ */ createIcon(
  ChevronsRight,
  'IconChevronsEnd',
  {
    mirrorInRtl: true,
  },
);
