/** The transaction statistics resource's one query-options factory: key figures of a period, with a daily series. */
import { payments } from '@paydesk/api-client';
import { actionQueryOptions } from '@paydesk/api-client/query';
import { Temporal } from 'temporal-polyfill';
import { api } from '../../shared/api/client';
import { periodOf } from '../../shared/periods/periods';
import { defaultHomePeriod, type HomeSearch } from './search';

export interface StatisticsAttributes {
  resourceId: string;
  /** One project of the organization, or all of them. */
  projectId?: string;
  from: string;
  to: string;
}

export const statisticsQueries = {
  figures: ({ projectId, ...attributes }: StatisticsAttributes) =>
    actionQueryOptions(api, payments.actions['transactions/statistics'], {
      payload: {
        data: {
          type: 'statistics-request',
          attributes: { ...attributes, ...(projectId ? { projectId } : {}), bucket: 'day' },
        },
      },
    }),
};

/**
 * The key figures the home page shows for its URL: the period (today's, in `timeZone`) and project of `search`.
 * The page and its route's loader build the query here, so the loader's prefetch is the page's query.
 */
export function homeFiguresQuery(organizationId: string, search: HomeSearch, timeZone: string) {
  const period = periodOf(search.period ?? defaultHomePeriod, Temporal.Now.instant(), timeZone);
  return statisticsQueries.figures({
    resourceId: organizationId,
    projectId: search.project,
    ...period,
  });
}
