import { Users } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconTeam: IconComponent = /* @__PURE__ */ createIcon(Users, 'IconTeam');
