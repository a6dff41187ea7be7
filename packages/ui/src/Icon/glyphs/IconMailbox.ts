import { Inbox } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconMailbox = /* @__PURE__ */ createIcon(Inbox, 'IconMailbox');
