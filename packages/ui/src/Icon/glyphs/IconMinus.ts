import { Minus } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconMinus: IconComponent = /* @__PURE__ */ createIcon(Minus, 'IconMinus');
