import { ExternalLink } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconExternalLink = /* @__PURE__ */ createIcon(ExternalLink, 'IconExternalLink');
