import { Users } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconTeam = /* @__PURE__ */ createIcon(Users, 'IconTeam');
