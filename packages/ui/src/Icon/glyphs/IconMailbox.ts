import { Inbox } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconMailbox: IconComponent = /* @__PURE__ */ createIcon(Inbox, 'IconMailbox');
