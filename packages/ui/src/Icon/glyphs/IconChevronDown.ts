import { ChevronDown } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconChevronDown = /* @__PURE__ */ createIcon(ChevronDown, 'IconChevronDown');
