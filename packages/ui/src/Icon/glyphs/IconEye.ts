import { Eye } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconEye = /* @__PURE__ */ createIcon(Eye, 'IconEye');
