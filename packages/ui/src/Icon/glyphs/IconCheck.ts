import { Check } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconCheck: IconComponent = /* @__PURE__ */ createIcon(Check, 'IconCheck');
