import { ChevronDown } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconChevronDown: IconComponent = /* @__PURE__ */ createIcon(
  ChevronDown,
  'IconChevronDown',
);
