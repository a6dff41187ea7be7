import { ArrowUp } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconArrowUp = /* @__PURE__ */ createIcon(ArrowUp, 'IconArrowUp');
