import { Ellipsis } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconMore = /* @__PURE__ */ createIcon(Ellipsis, 'IconMore');
