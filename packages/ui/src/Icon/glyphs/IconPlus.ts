import { Plus } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconPlus = /* @__PURE__ */ createIcon(Plus, 'IconPlus');
