import { CircleX } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconError: IconComponent = /* @__PURE__ */ createIcon(CircleX, 'IconError');
