import { Settings } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconSettings = /* @__PURE__ */ createIcon(Settings, 'IconSettings');
