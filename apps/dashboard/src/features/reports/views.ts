import { msg } from '@lingui/core/macro';
import * as v from 'valibot';

/** The reports page's tabs: the files made, and the schedules that make them. Kept in the URL (`?view=`). */
export const reportViews = ['reports', 'schedules'] as const;
export type ReportView = (typeof reportViews)[number];

export const reportViewLabels = {
  reports: msg`Reports`,
  schedules: msg`Schedules`,
} as const;

export const defaultReportsSearch = { view: 'reports' } as const satisfies { view: ReportView };

export const reportsSearchSchema = v.object({
  view: v.fallback(
    v.optional(v.picklist(reportViews), defaultReportsSearch.view),
    defaultReportsSearch.view,
  ),
});
