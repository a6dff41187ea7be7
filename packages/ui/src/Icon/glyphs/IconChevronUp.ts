import { ChevronUp } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconChevronUp = /* @__PURE__ */ createIcon(ChevronUp, 'IconChevronUp');
