import { Scale } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconDisputes: IconComponent = /* @__PURE__ */ createIcon(Scale, 'IconDisputes');
