import { useLingui } from '@lingui/react/macro';
import type { Customer } from '@paydesk/api-client';
import { Text } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatAmounts, formatCount, formatRate } from '../../shared/figures/format';
import { useIntlLocale } from '../../shared/i18n/useIntlLocale';
import { useListColumns } from '../../shared/lists/columns';
import { valueListControls } from '../../shared/lists/listSearch';
import { ListPage } from '../../shared/lists/ListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useInfiniteList } from '../../shared/lists/useInfiniteList';
import { customerQueries } from './queries';
import { customerSearchSchema } from './search';

const route = getRouteApi('/_dashboard/customers/');

/** The organization's customers, searched by name or email, with their figures. */
export function CustomersPage() {
  const { t } = useLingui();
  const { organizationId, search, setSearch } = useListRoute(route);
  const locale = useIntlLocale();
  const column = useListColumns<Customer>();

  const table = useInfiniteList(
    customerQueries.pages(organizationId, search.q ?? ''),
    t`The customers could not be loaded.`,
  );

  const columns = useMemo(
    () => [
      column.name('name', t`Name`, (row) => row.attributes.name, { width: 180, grow: 2 }),
      column.text('email', t`Email`, (row) => row.attributes.email ?? '', {
        width: 220,
        grow: 2,
      }),
      column.custom(
        'totalTransactions',
        t`Transactions`,
        (row) => row.attributes.totalTransactions,
        (count) => formatCount(count, locale),
        { numeric: true, width: 130, grow: 0 },
      ),
      column.custom(
        'failedRate',
        t`Failed rate`,
        (row) => row.attributes.failedRate,
        (rate) => formatRate(rate, locale),
        { numeric: true, width: 120, grow: 0 },
      ),
      column.custom(
        'totalSpent',
        t`Total spent`,
        (row) => row.attributes.totalSpent,
        (spent) => <Text truncate>{formatAmounts(spent, locale).join(', ')}</Text>,
        { numeric: true, width: 200 },
      ),
      column.dateTime('createdAt', t`Created`, (row) => row.attributes.createdAt),
    ],
    [t, locale, column],
  );

  return (
    <ListPage
      title={t`Customers`}
      description={t`The people who paid you, with what they spent and how often their payments failed.`}
      searchLabel={t`Search customers`}
      controls={valueListControls(search, setSearch, { fields: [], schema: customerSearchSchema })}
      columns={columns}
      table={table}
      getRowHref={(row) => `/customers/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No customers yet`,
        description: t`Customers appear here after their first payment.`,
      }}
      filteredEmptyTitle={t`No customers match this search`}
    />
  );
}
