import { Upload } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconUpload = /* @__PURE__ */ createIcon(Upload, 'IconUpload');
