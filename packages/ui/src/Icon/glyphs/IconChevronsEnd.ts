import { ChevronsRight } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconChevronsEnd = /* @__PURE__ */ createIcon(ChevronsRight, 'IconChevronsEnd', {
  mirrorInRtl: true,
});
