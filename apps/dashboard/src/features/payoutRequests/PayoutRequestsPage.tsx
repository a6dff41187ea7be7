import { useLingui } from '@lingui/react/macro';
import {
  walletPayoutRequestStatuses,
  paymentCurrencies,
  type WalletPayoutRequest,
} from '@paydesk/api-client';
import {
  Button,
  createDataTableColumnHelper,
  DescriptionItem,
  DescriptionList,
  IdText,
  Text,
  type FilterDefinition,
} from '@paydesk/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ListPage, type ListControls } from '../../shared/lists/ListPage';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat, widestDateTime } from '../../shared/preferences';
import { ProviderStatus, useStatusLabel } from '../../shared/status';
import { maskedDetails, payoutMethodQueries } from '../requisites';
import { LegacyPayoutRequests } from './LegacyPayoutRequests';
import { readLegacyPayoutRequests, requestPayouts } from './permissions';
import { walletPayoutRequestQueries } from './queries';
import { RequestPayoutDialog } from './RequestPayoutDialog';
import { fromPanelFilters, payoutRequestFilters, toPanelFilters } from './search';

const route = getRouteApi('/_dashboard/payout-requests');
const col = createDataTableColumnHelper<WalletPayoutRequest>();

/**
 * Payout requests made from the dashboard (filters in the URL, cursor pages), what is available to pay out, and
 * "Request payout" for those who may; below, the legacy requests when the organization has any.
 */
export function PayoutRequestsPage() {
  const { t } = useLingui();
  const { organizationId, organization } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { formatDateTime, timeZone } = useDateFormat();
  const formatAmount = useFormatAmount();
  const statusLabel = useStatusLabel();
  const canRequest = organization.permissions.allows(requestPayouts);
  const [requesting, setRequesting] = useState(false);

  const filters = useMemo(() => payoutRequestFilters(search), [search]);
  const list = useInfiniteQuery(walletPayoutRequestQueries.pages(organizationId, filters));
  const table = useInfiniteTable(list, {
    errorText: t`The payout requests could not be loaded.`,
    rowsOf: pageRows,
  });
  const balances = useQuery({
    ...walletPayoutRequestQueries.balances(organizationId),
    enabled: canRequest,
  });
  const methods = useQuery({
    ...payoutMethodQueries.ofOrganization(organizationId),
    enabled: canRequest,
  });
  const methodText = (id: string) => {
    const method = methods.data?.find((candidate) => candidate.id === id);
    return method ? maskedDetails(method) : id;
  };
  const currencies = balances.data?.data.attributes.currencies ?? [];

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'enum',
        field: 'status',
        label: t`Status`,
        options: walletPayoutRequestStatuses.map((status) => ({
          value: status,
          label: statusLabel(status, 'walletPayoutRequest'),
        })),
      },
      {
        type: 'enum',
        field: 'currency',
        label: t`Currency`,
        options: paymentCurrencies.map((currency) => ({ value: currency, label: currency })),
      },
    ],
    [t, statusLabel],
  );

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.createdAt, {
          id: 'createdAt',
          header: t`Created`,
          enableSorting: false,
          cell: (info) => formatDateTime(info.getValue()),
          meta: {
            numeric: true,
            align: 'start',
            width: 180,
            grow: 0,
            minContent: widestDateTime(formatDateTime),
          },
        }),
        col.accessor((row) => row.id, {
          id: 'id',
          header: t`Request`,
          enableSorting: false,
          cell: (info) => <IdText value={info.getValue()} label={t`payout request id`} size="sm" />,
          meta: { isRowHeader: true, width: 180 },
        }),
        col.accessor((row) => row.attributes.status, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: (info) => (
            <ProviderStatus vocabulary="walletPayoutRequest" status={info.getValue()} size="sm" />
          ),
          meta: { width: 140, grow: 0 },
        }),
        col.accessor((row) => row.attributes.amount, {
          id: 'amount',
          header: t`Amount`,
          enableSorting: false,
          cell: ({ row }) =>
            formatAmount(row.original.attributes.amount, row.original.attributes.currency),
          meta: { numeric: true, width: 150, grow: 0 },
        }),
        col.accessor((row) => row.attributes.payoutMethodId, {
          id: 'method',
          header: t`Payout method`,
          enableSorting: false,
          cell: (info) => (
            <Text mono size="sm" truncate>
              {methodText(info.getValue())}
            </Text>
          ),
          meta: { width: 240, grow: 1 },
        }),
        col.accessor((row) => row.attributes.rejectionReason ?? '', {
          id: 'rejectionReason',
          header: t`Rejection reason`,
          enableSorting: false,
          meta: { width: 220, grow: 1 },
        }),
      ]),
    // methodText reads the methods, which arrive after the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, formatDateTime, formatAmount, methods.data],
  );

  const setSearch = (next: typeof search) => void navigate({ search: next, replace: true });
  const controls: ListControls = {
    filterValue: toPanelFilters(search),
    onFilterChange: (next) => setSearch(fromPanelFilters(next)),
    isFiltered: filters.length > 0,
    clearFilters: () => setSearch({}),
  };

  return (
    <ListPage
      title={t`Payout requests`}
      description={t`Payouts you asked for from your available balance, and whether we approved them.`}
      actions={
        canRequest && (
          <Button
            variant="primary"
            onPress={() => setRequesting(true)}
            isDisabled={currencies.length === 0}
          >
            {t`Request payout`}
          </Button>
        )
      }
      summary={
        canRequest &&
        currencies.length > 0 && (
          <DescriptionList layout="stacked" columns={4} aria-label={t`Available to pay out`}>
            {currencies.map((row) => (
              <DescriptionItem key={row.currency} term={t`Available ${row.currency}`}>
                <Text tabular>{formatAmount(row.available, row.currency)}</Text>
              </DescriptionItem>
            ))}
          </DescriptionList>
        )
      }
      filters={filterDefinitions}
      controls={controls}
      timeZone={timeZone}
      columns={columns}
      table={table}
      getRowId={(row) => row.id}
      empty={{
        title: t`No payout requests`,
        description: t`Request a payout to move money from your available balance to a payout method.`,
      }}
      filteredEmptyTitle={t`No payout requests match these filters`}
    >
      {organization.permissions.allows(readLegacyPayoutRequests) && (
        <LegacyPayoutRequests organizationId={organizationId} />
      )}
      {requesting && (
        <RequestPayoutDialog
          organizationId={organizationId}
          balances={currencies}
          isOpen
          onOpenChange={setRequesting}
        />
      )}
    </ListPage>
  );
}
