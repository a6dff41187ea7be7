import { Landmark } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconAccounts: IconComponent = /* @__PURE__ */ createIcon(Landmark, 'IconAccounts');
