import { EyeOff } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconEyeOff: IconComponent = /* @__PURE__ */ createIcon(EyeOff, 'IconEyeOff');
