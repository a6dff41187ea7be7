import { Receipt } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconBilling = /* @__PURE__ */ createIcon(Receipt, 'IconBilling');
