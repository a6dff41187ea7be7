import { Building2 } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconOrganization = /* @__PURE__ */ createIcon(Building2, 'IconOrganization');
