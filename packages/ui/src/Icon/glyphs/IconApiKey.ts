import { KeyRound } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconApiKey = /* @__PURE__ */ createIcon(KeyRound, 'IconApiKey');
