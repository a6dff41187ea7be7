import { CodeXml } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconDevelopers: IconComponent = /* @__PURE__ */ createIcon(CodeXml, 'IconDevelopers');
