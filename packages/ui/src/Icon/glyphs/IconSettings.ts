import { Settings } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconSettings: IconComponent = /* @__PURE__ */ createIcon(Settings, 'IconSettings');
