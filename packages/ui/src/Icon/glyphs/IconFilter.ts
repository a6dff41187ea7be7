import { ListFilter } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconFilter: IconComponent = /* @__PURE__ */ createIcon(ListFilter, 'IconFilter');
