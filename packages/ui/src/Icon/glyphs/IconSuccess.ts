import { CircleCheck } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconSuccess = /* @__PURE__ */ createIcon(CircleCheck, 'IconSuccess');
