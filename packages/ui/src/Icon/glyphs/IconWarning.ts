import { TriangleAlert } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconWarning: IconComponent = /* @__PURE__ */ createIcon(TriangleAlert, 'IconWarning');
