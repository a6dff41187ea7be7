import { useLingui } from '@lingui/react/macro';
import { rollingReserveStatuses } from '@paydesk/api-client';
import type { FilterDefinition } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListPage } from '../../shared/lists/ListPage';
import { useDatedListPage } from '../../shared/lists/useDatedListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { rollingReserveQueries } from './queries';
import { RESERVE_DATE_FIELD, rollingReserveSearchSchema } from './search';

const route = getRouteApi('/_dashboard/rollings/');

/** The rolling reserves of the selected organization: held from each settlement, latest release first. */
export function RollingReservesPage() {
  const { t } = useLingui();
  const { column, filter, tableProps } = useDatedListPage(
    useListRoute(route),
    { queries: rollingReserveQueries, schema: rollingReserveSearchSchema },
    t`The rolling reserves could not be loaded.`,
  );

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      filter.period(RESERVE_DATE_FIELD, t`Release date`),
      filter.status('rollingReserve', rollingReserveStatuses),
      filter.currency(),
    ],
    [t, filter],
  );

  const columns = useMemo(
    () => [
      column.dateTime(RESERVE_DATE_FIELD, t`Release date`, (row) => row.attributes.releaseAt, {
        sortable: true,
      }),
      column.id(t`Reserve`, t`reserve id`, 170),
      column.status(t`Status`, 'rollingReserve', (row) => row.attributes.status, { width: 120 }),
      column.amount(t`Amount`, (row) => row.attributes),
      column.text(
        'period',
        t`Held from the settlement of`,
        (row) => row.attributes.periodStart.slice(0, 10),
        { numeric: true, align: 'start', width: 200, grow: 0 },
      ),
      column.dateTime('heldAt', t`Held`, (row) => row.attributes.heldAt),
    ],
    [t, column],
  );

  return (
    <ListPage
      title={t`Rolling reserves`}
      description={t`A share of each settlement held back for a while, and when it is released to your available balance.`}
      filters={filterDefinitions}
      columns={columns}
      {...tableProps}
      getRowHref={(row) => `/rollings/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No rolling reserves`,
        description: t`When your contract holds back a share of each settlement, the amounts held and their release dates appear here.`,
      }}
      filteredEmptyTitle={t`No rolling reserves match these filters`}
    />
  );
}
