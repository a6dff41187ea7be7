import { Calendar } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconCalendar: IconComponent = /* @__PURE__ */ createIcon(Calendar, 'IconCalendar');
