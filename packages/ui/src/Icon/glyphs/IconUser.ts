import { User } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconUser: IconComponent = /* @__PURE__ */ createIcon(User, 'IconUser');
