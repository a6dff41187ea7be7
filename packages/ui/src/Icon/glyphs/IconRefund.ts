import { Undo2 } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconRefund = /* @__PURE__ */ createIcon(Undo2, 'IconRefund');
