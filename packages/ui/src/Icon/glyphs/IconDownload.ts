import { Download } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconDownload = /* @__PURE__ */ createIcon(Download, 'IconDownload');
