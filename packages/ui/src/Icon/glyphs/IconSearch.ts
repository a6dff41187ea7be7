import { Search } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconSearch = /* @__PURE__ */ createIcon(Search, 'IconSearch');
