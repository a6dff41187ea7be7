import { TriangleAlert } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconWarning = /* @__PURE__ */ createIcon(TriangleAlert, 'IconWarning');
