import { Lock } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconLock = /* @__PURE__ */ createIcon(Lock, 'IconLock');
