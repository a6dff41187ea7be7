import { Trash2 } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconDelete: IconComponent = /* @__PURE__ */ createIcon(Trash2, 'IconDelete');
