import { Wallet } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconPayouts: IconComponent = /* @__PURE__ */ createIcon(Wallet, 'IconPayouts');
