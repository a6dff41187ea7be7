import { FolderKanban } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconProjects = /* @__PURE__ */ createIcon(FolderKanban, 'IconProjects');
