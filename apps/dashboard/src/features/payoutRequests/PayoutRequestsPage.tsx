import { useLingui } from '@lingui/react/macro';
import { walletPayoutRequestStatuses, type WalletPayoutRequest } from '@paydesk/api-client';
import { Button, DescriptionItem, DescriptionList, Text, type FilterDefinition } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useListColumns } from '../../shared/lists/columns';
import { useListFilters } from '../../shared/lists/filters';
import { ListPage, type ListControls } from '../../shared/lists/ListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useInfiniteList } from '../../shared/lists/useInfiniteList';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { maskedDetails, payoutMethodQueries } from '../requisites';
import { LegacyPayoutRequests } from './LegacyPayoutRequests';
import { readLegacyPayoutRequests, requestPayouts } from './permissions';
import { walletPayoutRequestQueries } from './queries';
import { RequestPayoutDialog } from './RequestPayoutDialog';
import { fromPanelFilters, payoutRequestFilters, toPanelFilters } from './search';

const route = getRouteApi('/_dashboard/payout-requests');

/**
 * Payout requests made from the dashboard (filters in the URL, cursor pages), what is available to pay out, and
 * "Request payout" for those who may; below, the legacy requests when the organization has any.
 */
export function PayoutRequestsPage() {
  const { t } = useLingui();
  const { organizationId, organization, search, setSearch } = useListRoute(route);
  const formatAmount = useFormatAmount();
  const column = useListColumns<WalletPayoutRequest>();
  const filter = useListFilters();
  const canRequest = organization.permissions.allows(requestPayouts);
  const [requesting, setRequesting] = useState(false);

  const filters = useMemo(() => payoutRequestFilters(search), [search]);
  const table = useInfiniteList(
    walletPayoutRequestQueries.pages(organizationId, filters),
    t`The payout requests could not be loaded.`,
  );
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
    () => [filter.status('walletPayoutRequest', walletPayoutRequestStatuses), filter.currency()],
    [filter],
  );

  const columns = useMemo(
    () => [
      column.dateTime('createdAt', t`Created`, (row) => row.attributes.createdAt),
      column.id(t`Request`, t`payout request id`, 180),
      column.status(t`Status`, 'walletPayoutRequest', (row) => row.attributes.status, {
        width: 140,
      }),
      column.amount(t`Amount`, (row) => row.attributes),
      column.reference(t`Payout method`, (row) => methodText(row.attributes.payoutMethodId), {
        id: 'method',
        width: 240,
      }),
      column.text(
        'rejectionReason',
        t`Rejection reason`,
        (row) => row.attributes.rejectionReason ?? '',
        {
          width: 220,
          grow: 1,
        },
      ),
    ],
    // methodText reads the methods, which arrive after the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, column, methods.data],
  );

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
      columns={columns}
      table={table}
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
