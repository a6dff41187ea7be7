import { ArrowDown } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconArrowDown: IconComponent = /* @__PURE__ */ createIcon(ArrowDown, 'IconArrowDown');
