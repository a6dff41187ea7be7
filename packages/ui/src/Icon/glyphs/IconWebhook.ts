import { Webhook } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconWebhook = /* @__PURE__ */ createIcon(Webhook, 'IconWebhook');
