import { RefreshCw } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconRefresh: IconComponent = /* @__PURE__ */ createIcon(RefreshCw, 'IconRefresh');
