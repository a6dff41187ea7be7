import { Upload } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconUpload: IconComponent = /* @__PURE__ */ createIcon(Upload, 'IconUpload');
