import { X } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconClose = /* @__PURE__ */ createIcon(X, 'IconClose');
