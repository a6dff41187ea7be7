import { ChevronUp } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconChevronUp: IconComponent = /* @__PURE__ */ createIcon(ChevronUp, 'IconChevronUp');
