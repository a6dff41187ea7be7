import { Scale } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconDisputes = /* @__PURE__ */ createIcon(Scale, 'IconDisputes');
