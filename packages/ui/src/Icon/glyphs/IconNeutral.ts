import { Circle } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconNeutral: IconComponent = /* @__PURE__ */ createIcon(Circle, 'IconNeutral');
