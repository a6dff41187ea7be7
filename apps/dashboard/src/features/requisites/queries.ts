/**
 * The payout methods resource's one query-options factory: every method of an organization (a few; read whole).
 * A change invalidates `keys.all()`.
 */
import { money } from '@paydesk/api-client';
import { actionKeys } from '@paydesk/api-client/query';
import { listAll } from '../../shared/api/listQueries';

const list = money.actions['payout-methods/list'];

export const payoutMethodQueries = {
  keys: { all: () => actionKeys.action(list) },

  /** Default methods first, then oldest first. */
  ofOrganization: (resourceId: string) => listAll(list, { resourceId }),
};
