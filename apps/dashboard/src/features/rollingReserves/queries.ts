/** The rolling reserves' one query-options factory: the list's cursor pages and one reserve. */
import { money } from '@paydesk/api-client';
import { datedListQueries } from '../../shared/lists/datedListQueries';
import { rollingReserveFields } from './search';

export const rollingReserveQueries = datedListQueries(
  { list: money.actions['rolling-reserves/list'], get: money.actions['rolling-reserves/get'] },
  rollingReserveFields,
);
