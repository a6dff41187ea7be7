import { Sun } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconSun = /* @__PURE__ */ createIcon(Sun, 'IconSun');
