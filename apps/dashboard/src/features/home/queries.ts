/** The transaction statistics resource's one query-options factory: key figures of a period, with a daily series. */
import { payments } from '@paydesk/api-client';
import { actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';

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
