import { CodeXml } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconDevelopers = /* @__PURE__ */ createIcon(CodeXml, 'IconDevelopers');
