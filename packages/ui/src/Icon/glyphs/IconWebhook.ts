import { Webhook } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconWebhook: IconComponent = /* @__PURE__ */ createIcon(Webhook, 'IconWebhook');
