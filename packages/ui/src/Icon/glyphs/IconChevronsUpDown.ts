import { ChevronsUpDown } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconChevronsUpDown = /* @__PURE__ */ createIcon(ChevronsUpDown, 'IconChevronsUpDown');
