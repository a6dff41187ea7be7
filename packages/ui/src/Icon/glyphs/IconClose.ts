import { X } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconClose: IconComponent = /* @__PURE__ */ createIcon(X, 'IconClose');
