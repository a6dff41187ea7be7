import { ChartColumn } from 'lucide-react';
import { createIcon } from '../Icon';

export const IconReports = /* @__PURE__ */ createIcon(ChartColumn, 'IconReports');
