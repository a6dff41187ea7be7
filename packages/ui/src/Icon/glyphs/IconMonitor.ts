import { Monitor } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconMonitor = /* @__PURE__ */ createIcon(Monitor, 'IconMonitor');
