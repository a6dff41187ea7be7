import { ChevronLeft } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconChevronStart: IconComponent = /* @__PURE__ */ createIcon(
  ChevronLeft,
  'IconChevronStart',
  {
    mirrorInRtl: true,
  },
);
