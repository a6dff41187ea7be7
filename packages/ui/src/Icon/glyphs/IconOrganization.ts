import { Building2 } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconOrganization: IconComponent = /* @__PURE__ */ createIcon(
  Building2,
  'IconOrganization',
);
