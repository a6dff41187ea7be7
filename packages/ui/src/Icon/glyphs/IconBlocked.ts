import { Ban } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconBlocked: IconComponent = /* @__PURE__ */ createIcon(Ban, 'IconBlocked');
