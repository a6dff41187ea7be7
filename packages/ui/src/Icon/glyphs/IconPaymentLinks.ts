import { Link2 } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconPaymentLinks = /* @__PURE__ */ createIcon(Link2, 'IconPaymentLinks');
