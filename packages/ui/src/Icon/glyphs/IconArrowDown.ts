import { ArrowDown } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconArrowDown = /* @__PURE__ */ createIcon(ArrowDown, 'IconArrowDown');
