/**
 * The reports resource's one query-options factory: an organization's reports (cursor pages), one report, and an
 * account's monthly statements. A pushed `reportChanged` invalidates the list and the report (useReportChanges).
 */
import { reports } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { listAll, listPages } from '../../shared/api/listQueries';

const list = reports.actions['reports/list'];
const get = reports.actions['reports/get'];
const statements = reports.actions['statements/list'];
const schedules = reports.actions['report-schedules/list'];

export const reportQueries = {
  keys: {
    list: () => actionKeys.action(list),
    detail: () => actionKeys.action(get),
    statements: () => actionKeys.action(statements),
    schedules: () => actionKeys.action(schedules),
  },

  /** The organization's reports, newest first. */
  pages: (organizationId: string) => listPages(list, { resourceId: organizationId }),

  detail: (id: string) => actionQueryOptions(api, get, { id }),

  /** Every month of an account (a few dozen at most). */
  statements: (accountId: string) => listAll(statements, { resourceId: accountId }),

  /** The organization's report schedules with their last runs (a handful). */
  schedules: (organizationId: string) => listAll(schedules, { resourceId: organizationId }),
};
