import { User } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconUser = /* @__PURE__ */ createIcon(User, 'IconUser');
