import { Undo2 } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconRefund: IconComponent = /* @__PURE__ */ createIcon(Undo2, 'IconRefund');
