import { Lock } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconLock: IconComponent = /* @__PURE__ */ createIcon(Lock, 'IconLock');
