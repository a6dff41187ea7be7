/**
 * The transfers' one query-options factory: the list's cursor pages and one transfer. A new transfer invalidates
 * the whole area (`actionKeys.area('transfers')`).
 */
import { transfers } from '@paydesk/api-client';
import { datedListQueries } from '../../shared/lists/datedListQueries';
import { transferFields } from './search';

export const transferQueries = datedListQueries(
  { list: transfers.actions['transfers/list'], get: transfers.actions['transfers/get'] },
  transferFields,
);
