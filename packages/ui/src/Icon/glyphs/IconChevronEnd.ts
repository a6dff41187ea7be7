import { ChevronRight } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconChevronEnd: IconComponent = /* @__PURE__ */ createIcon(
  ChevronRight,
  'IconChevronEnd',
  {
    mirrorInRtl: true,
  },
);
