import { LoaderCircle } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconProcessing: IconComponent = /* @__PURE__ */ createIcon(
  LoaderCircle,
  'IconProcessing',
);
