import { Pencil } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconEdit: IconComponent = /* @__PURE__ */ createIcon(Pencil, 'IconEdit');
