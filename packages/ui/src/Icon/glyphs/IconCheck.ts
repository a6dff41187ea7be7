import { Check } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconCheck = /* @__PURE__ */ createIcon(Check, 'IconCheck');
