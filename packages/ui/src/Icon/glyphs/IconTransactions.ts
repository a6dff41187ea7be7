import { ArrowLeftRight } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconTransactions: IconComponent = /* @__PURE__ */ createIcon(
  ArrowLeftRight,
  'IconTransactions',
);
