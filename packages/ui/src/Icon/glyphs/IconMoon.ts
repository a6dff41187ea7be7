import { Moon } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconMoon = /* @__PURE__ */ createIcon(Moon, 'IconMoon');
