import { Ban } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconBlocked = /* @__PURE__ */ createIcon(Ban, 'IconBlocked');
