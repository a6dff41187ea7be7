import { ChartColumn } from 'lucide-react';
import { createIcon, type IconComponent } from '../Icon';

export const IconReports: IconComponent = /* @__PURE__ */ createIcon(ChartColumn, 'IconReports');
