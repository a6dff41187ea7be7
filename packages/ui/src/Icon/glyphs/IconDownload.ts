import { Download } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconDownload: IconComponent = /* @__PURE__ */ createIcon(Download, 'IconDownload');
