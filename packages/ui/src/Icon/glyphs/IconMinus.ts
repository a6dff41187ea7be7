import { Minus } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconMinus = /* @__PURE__ */ createIcon(Minus, 'IconMinus');
