import { Pencil } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconEdit = /* @__PURE__ */ createIcon(Pencil, 'IconEdit');
