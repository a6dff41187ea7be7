import { Globe } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconLanguage: IconComponent = /* @__PURE__ */ createIcon(Globe, 'IconLanguage');
