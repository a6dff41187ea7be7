import { ArrowLeftRight } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconTransactions = /* @__PURE__ */ createIcon(ArrowLeftRight, 'IconTransactions');
