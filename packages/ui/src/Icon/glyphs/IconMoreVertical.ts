import { EllipsisVertical } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconMoreVertical: IconComponent = /* @__PURE__ */ createIcon(
  EllipsisVertical,
  'IconMoreVertical',
);
