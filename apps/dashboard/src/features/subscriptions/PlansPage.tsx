import { useLingui } from '@lingui/react/macro';
import { planStatuses, type Plan } from '@paydesk/api-client';
import {
  Button,
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  IconPlus,
  Inline,
  PageHeader,
  Stack,
  Text,
} from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { ProviderStatus, useStatusLabel } from '../../shared/status';
import { PlanFormModal } from './PlanFormModal';
import { writePlans } from './permissions';
import { subscriptionQueries } from './queries';
import type { PlanSearch } from './search';
import { StatusFilter } from './StatusFilter';
import { useBillingPeriod } from './useBillingPeriod';

const route = getRouteApi('/_dashboard/plans/');
const col = createDataTableColumnHelper<Plan>();

/** The organization's plans, newest first, with the status filter in the URL; create one. */
export function PlansPage() {
  const { t } = useLingui();
  const { organization } = route.useRouteContext();
  const organizationId = organization.selected?.id ?? '';
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const formatAmount = useFormatAmount();
  const billingPeriod = useBillingPeriod();
  const statusLabel = useStatusLabel();
  const [creating, setCreating] = useState(false);
  const list = useQuery(subscriptionQueries.plans(organizationId, search));

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.name, {
          id: 'name',
          header: t`Plan`,
          enableSorting: false,
          cell: (info) => <Text truncate>{info.getValue()}</Text>,
          meta: { isRowHeader: true, width: 220 },
        }),
        col.accessor((row) => row.attributes.amount, {
          id: 'amount',
          header: t`Price`,
          enableSorting: false,
          cell: ({ row }) =>
            formatAmount(row.original.attributes.amount, row.original.attributes.currency),
          meta: { numeric: true, width: 140, grow: 0 },
        }),
        col.accessor((row) => row.attributes.interval, {
          id: 'period',
          header: t`Billing period`,
          enableSorting: false,
          cell: ({ row }) =>
            billingPeriod(row.original.attributes.interval, row.original.attributes.intervalCount),
          meta: { width: 150, grow: 0 },
        }),
        col.accessor((row) => row.attributes.trialDays, {
          id: 'trial',
          header: t`Trial`,
          enableSorting: false,
          cell: (info) => (info.getValue() > 0 ? t`${info.getValue()} days` : t`None`),
          meta: { numeric: true, width: 100, grow: 0 },
        }),
        col.accessor((row) => row.attributes.subscriptionCount, {
          id: 'subscriptions',
          header: t`Subscriptions`,
          enableSorting: false,
          cell: (info) => <Text tabular>{info.getValue()}</Text>,
          meta: { numeric: true, width: 130, grow: 0 },
        }),
        col.accessor((row) => row.attributes.status, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: (info) => <ProviderStatus vocabulary="plan" status={info.getValue()} size="sm" />,
          meta: { width: 120, grow: 0 },
        }),
      ]),
    [t, formatAmount, billingPeriod],
  );

  const setSearch = (next: PlanSearch) => void navigate({ search: next, replace: true });
  const clearFilters = () => setSearch({});

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Plans`}
        description={t`What customers subscribe to: a price billed every period, with an optional trial, discount and one-time fee.`}
        actions={
          organization.permissions.allows(writePlans) && (
            <Button
              variant="primary"
              icon={<IconPlus size="sm" />}
              onPress={() => setCreating(true)}
            >
              {t`Create plan`}
            </Button>
          )
        }
      />
      <Inline gap="md">
        <StatusFilter
          label={t`Status`}
          statuses={planStatuses}
          labelOf={(status) => statusLabel(status, 'plan')}
          value={search.status}
          onChange={(status) => setSearch({ ...search, status })}
        />
      </Inline>
      <DataTable
        aria-label={t`Plans`}
        columns={columns}
        data={list.data ?? []}
        isLoading={list.isPending}
        error={list.isError ? t`The plans could not be loaded.` : undefined}
        onRetry={() => void list.refetch()}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/plans/${encodeURIComponent(row.id)}`}
        isFiltered={Boolean(search.status?.length)}
        onClearFilters={clearFilters}
        emptyState={
          <EmptyState
            title={t`No plans yet`}
            description={t`Create a plan to let customers subscribe to it.`}
          />
        }
        filteredEmptyState={
          <EmptyState
            variant="filtered"
            title={t`No plans match these filters`}
            onClearFilters={clearFilters}
          />
        }
      />
      {creating && <PlanFormModal organizationId={organizationId} onOpenChange={setCreating} />}
    </Stack>
  );
}
