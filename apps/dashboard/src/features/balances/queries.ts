/**
 * The balances resource's one query-options factory: an organization's balances per currency with a daily
 * history and what moves next. A posted entry (`ledgerChanged`) invalidates it (`accounts/ledgerUpdates.ts`).
 */
import { money } from '@paydesk/api-client';
import { actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';

const get = money.actions['balances/get'];

/** The chart's span: a month of end-of-day balances. */
export const HISTORY_DAYS = 30;

export const balanceQueries = {
  ofOrganization: (organizationId: string) =>
    actionQueryOptions(api, get, {
      payload: {
        data: {
          type: 'balances-request',
          attributes: { resourceId: organizationId, days: HISTORY_DAYS },
        },
      },
    }),
};
