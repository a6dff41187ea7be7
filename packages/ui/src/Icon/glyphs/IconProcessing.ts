import { LoaderCircle } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconProcessing = /* @__PURE__ */ createIcon(LoaderCircle, 'IconProcessing');
