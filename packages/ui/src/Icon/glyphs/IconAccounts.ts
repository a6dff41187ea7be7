import { Landmark } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconAccounts = /* @__PURE__ */ createIcon(Landmark, 'IconAccounts');
