import { ChevronsLeft } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconChevronsStart = /* @__PURE__ */ createIcon(ChevronsLeft, 'IconChevronsStart', {
  mirrorInRtl: true,
});
