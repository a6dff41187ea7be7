import { Globe } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconLanguage = /* @__PURE__ */ createIcon(Globe, 'IconLanguage');
