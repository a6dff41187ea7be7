import { Info } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconInfo: IconComponent = /* @__PURE__ */ createIcon(Info, 'IconInfo');
