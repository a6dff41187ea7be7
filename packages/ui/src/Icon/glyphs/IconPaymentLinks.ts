import { Link2 } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconPaymentLinks: IconComponent = /* @__PURE__ */ createIcon(
  Link2,
  'IconPaymentLinks',
);
