import { Receipt } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconBilling: IconComponent = /* @__PURE__ */ createIcon(Receipt, 'IconBilling');
