import { Ellipsis } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconMore: IconComponent = /* @__PURE__ */ createIcon(Ellipsis, 'IconMore');
