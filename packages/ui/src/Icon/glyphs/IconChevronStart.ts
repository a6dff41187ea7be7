import { ChevronLeft } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconChevronStart = /* @__PURE__ */ createIcon(ChevronLeft, 'IconChevronStart', {
  mirrorInRtl: true,
});
