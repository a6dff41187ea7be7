import { payoutRequests } from '@paydesk/api-client';
import { actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';

/** Legacy payout requests of an organization, newest first, `size` per page. */
export const payoutRequestsQueryOptions = (organizationId: string, size: number) =>
  actionQueryOptions(api, payoutRequests.actions['payout-requests/externalList'], {
    payload: {
      data: { type: 'list-request', attributes: { resourceId: organizationId, page: { size } } },
    },
  });
