import { EllipsisVertical } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconMoreVertical = /* @__PURE__ */ createIcon(EllipsisVertical, 'IconMoreVertical');
