import { Copy } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconCopy = /* @__PURE__ */ createIcon(Copy, 'IconCopy');
