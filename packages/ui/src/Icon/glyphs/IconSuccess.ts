import { CircleCheck } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconSuccess: IconComponent = /* @__PURE__ */ createIcon(CircleCheck, 'IconSuccess');
