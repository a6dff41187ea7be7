import { Search } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconSearch: IconComponent = /* @__PURE__ */ createIcon(Search, 'IconSearch');
