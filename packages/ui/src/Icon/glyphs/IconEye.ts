import { Eye } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconEye: IconComponent = /* @__PURE__ */ createIcon(Eye, 'IconEye');
