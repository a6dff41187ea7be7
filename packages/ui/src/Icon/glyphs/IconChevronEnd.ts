import { ChevronRight } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconChevronEnd = /* @__PURE__ */ createIcon(ChevronRight, 'IconChevronEnd', {
  mirrorInRtl: true,
});
