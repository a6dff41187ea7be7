import { ExternalLink } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconExternalLink: IconComponent = /* @__PURE__ */ createIcon(
  ExternalLink,
  'IconExternalLink',
);
