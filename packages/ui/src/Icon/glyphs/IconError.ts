import { CircleX } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconError = /* @__PURE__ */ createIcon(CircleX, 'IconError');
