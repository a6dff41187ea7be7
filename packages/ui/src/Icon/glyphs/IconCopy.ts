import { Copy } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconCopy: IconComponent = /* @__PURE__ */ createIcon(Copy, 'IconCopy');
