import { ChevronsUpDown } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconChevronsUpDown: IconComponent = /* @__PURE__ */ createIcon(
  ChevronsUpDown,
  'IconChevronsUpDown',
);
