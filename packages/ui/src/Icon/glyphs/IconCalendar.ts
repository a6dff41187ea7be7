import { Calendar } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconCalendar = /* @__PURE__ */ createIcon(Calendar, 'IconCalendar');
