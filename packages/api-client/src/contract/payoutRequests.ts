/** The payout-requests area (SPEC §7 "Payout requests endpoint"): legacy payout requests of an organization. */
import { defineArea } from './action.js';
import { listDocument, ScopedListRequestSchema } from './jsonapi.js';
import { PayoutRequestSchema } from './resources.js';

export const payoutRequests = defineArea('payout-requests', {
  'payout-requests/externalList': {
    description: 'Legacy payout requests of an organization (resourceId), newest first.',
    payload: ScopedListRequestSchema,
    answer: listDocument(PayoutRequestSchema),
  },
});
