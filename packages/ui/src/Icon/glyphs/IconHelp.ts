import { CircleHelp } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconHelp = /* @__PURE__ */ createIcon(CircleHelp, 'IconHelp');
