import { Circle } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconNeutral = /* @__PURE__ */ createIcon(Circle, 'IconNeutral');
