import { FolderKanban } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconProjects: IconComponent = /* @__PURE__ */ createIcon(FolderKanban, 'IconProjects');
