import { Info } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconInfo = /* @__PURE__ */ createIcon(Info, 'IconInfo');
