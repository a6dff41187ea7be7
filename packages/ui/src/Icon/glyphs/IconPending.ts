import { Hourglass } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconPending = /* @__PURE__ */ createIcon(Hourglass, 'IconPending');
