import { Trash2 } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconDelete = /* @__PURE__ */ createIcon(Trash2, 'IconDelete');
