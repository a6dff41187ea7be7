import { KeyRound } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconApiKey: IconComponent = /* @__PURE__ */ createIcon(KeyRound, 'IconApiKey');
