import { RefreshCw } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconRefresh = /* @__PURE__ */ createIcon(RefreshCw, 'IconRefresh');
