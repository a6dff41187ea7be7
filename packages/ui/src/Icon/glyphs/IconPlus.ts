import { Plus } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconPlus: IconComponent = /* @__PURE__ */ createIcon(Plus, 'IconPlus');
