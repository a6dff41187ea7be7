import { ListFilter } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconFilter = /* @__PURE__ */ createIcon(ListFilter, 'IconFilter');
