import { Wallet } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconPayouts = /* @__PURE__ */ createIcon(Wallet, 'IconPayouts');
