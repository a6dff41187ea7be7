import { CreditCard } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconCard: IconComponent = /* @__PURE__ */ createIcon(CreditCard, 'IconCard');
