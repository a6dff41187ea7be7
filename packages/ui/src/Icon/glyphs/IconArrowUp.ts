import { ArrowUp } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconArrowUp: IconComponent = /* @__PURE__ */ createIcon(ArrowUp, 'IconArrowUp');
