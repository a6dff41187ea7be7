import { CreditCard } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconCard = /* @__PURE__ */ createIcon(CreditCard, 'IconCard');
