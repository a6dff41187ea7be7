import { EyeOff } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconEyeOff = /* @__PURE__ */ createIcon(EyeOff, 'IconEyeOff');
