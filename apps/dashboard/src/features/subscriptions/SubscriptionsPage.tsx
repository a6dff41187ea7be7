import { useLingui } from '@lingui/react/macro';
import { subscriptionStatuses, type Subscription } from '@paydesk/api-client';
import {
  Button,
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  IconPlus,
  Inline,
  PageHeader,
  Select,
  SelectItem,
  Stack,
  Text,
} from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat, widestDateTime } from '../../shared/preferences';
import { ProviderStatus, useStatusLabel } from '../../shared/status';
import { readPlans, writeSubscriptions } from './permissions';
import { subscriptionQueries } from './queries';
import { isSubscriptionSearchFiltered, type SubscriptionSearch } from './search';
import { StatusFilter } from './StatusFilter';
import { SubscriptionFormModal } from './SubscriptionFormModal';
import { useBillingPeriod } from './useBillingPeriod';

const route = getRouteApi('/_dashboard/subscriptions/');
const col = createDataTableColumnHelper<Subscription>();
const ALL = 'all';

/** The organization's subscriptions, newest first, filtered by status, plan and customer in the URL. */
export function SubscriptionsPage() {
  const { t } = useLingui();
  const { organization } = route.useRouteContext();
  const organizationId = organization.selected?.id ?? '';
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const formatAmount = useFormatAmount();
  const billingPeriod = useBillingPeriod();
  const statusLabel = useStatusLabel();
  const { formatDateTime } = useDateFormat();
  const [creating, setCreating] = useState(false);
  const list = useQuery(subscriptionQueries.list(organizationId, search));
  const canReadPlans = organization.permissions.allows(readPlans);
  const plans = useQuery({
    ...subscriptionQueries.plans(organizationId),
    enabled: canReadPlans,
  });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.customerName, {
          id: 'customer',
          header: t`Customer`,
          enableSorting: false,
          cell: ({ row }) => (
            <Stack gap="none">
              <Text truncate>{row.original.attributes.customerName}</Text>
              <Text size="sm" tone="muted" truncate>
                {row.original.attributes.customerEmail}
              </Text>
            </Stack>
          ),
          meta: { isRowHeader: true, width: 240 },
        }),
        col.accessor((row) => row.attributes.planName, {
          id: 'plan',
          header: t`Plan`,
          enableSorting: false,
          cell: (info) => <Text truncate>{info.getValue()}</Text>,
          meta: { width: 160 },
        }),
        col.accessor((row) => row.attributes.amount, {
          id: 'amount',
          header: t`Price`,
          enableSorting: false,
          cell: ({ row }) => {
            const { amount, currency, interval, intervalCount } = row.original.attributes;
            return `${formatAmount(amount, currency)} · ${billingPeriod(interval, intervalCount)}`;
          },
          meta: { numeric: true, width: 250, grow: 0 },
        }),
        col.accessor((row) => row.attributes.status, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: (info) => <ProviderStatus vocabulary="filter" status={info.getValue()} size="sm" />,
          meta: { width: 120, grow: 0 },
        }),
        col.accessor((row) => row.attributes.nextBillingAt, {
          id: 'next',
          header: t`Next invoice`,
          enableSorting: false,
          cell: ({ row }) => {
            const { status, nextBillingAt, trialEndsAt } = row.original.attributes;
            const at = status === 'trialling' ? trialEndsAt : nextBillingAt;
            return status === 'trialling' || status === 'active'
              ? at
                ? formatDateTime(at)
                : '—'
              : '—';
          },
          meta: {
            numeric: true,
            align: 'start',
            width: 180,
            grow: 0,
            minContent: widestDateTime(formatDateTime),
          },
        }),
      ]),
    [t, formatAmount, billingPeriod, formatDateTime],
  );

  const setSearch = (next: SubscriptionSearch) =>
    void navigate({
      search: Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)),
      replace: true,
    });
  const clearFilters = () => setSearch({});

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Subscriptions`}
        description={t`Customers billed by a plan every period: trials, renewals, failed payments and their reminders.`}
        actions={
          organization.permissions.allows(writeSubscriptions) && (
            <Button
              variant="primary"
              icon={<IconPlus size="sm" />}
              onPress={() => setCreating(true)}
            >
              {t`Create subscription`}
            </Button>
          )
        }
      />
      <Inline gap="md" align="end">
        <StatusFilter
          label={t`Status`}
          statuses={subscriptionStatuses}
          labelOf={(status) => statusLabel(status, 'filter')}
          value={search.status}
          onChange={(status) => setSearch({ ...search, status })}
        />
        {canReadPlans && (
          <Select
            label={t`Plan`}
            size="sm"
            selectedKey={search.planId ?? ALL}
            onSelectionChange={(key) =>
              setSearch({
                ...search,
                planId: key === ALL || key === null ? undefined : String(key),
              })
            }
          >
            {[
              <SelectItem key={ALL} id={ALL}>
                {t`All`}
              </SelectItem>,
              ...(plans.data ?? []).map((plan) => (
                <SelectItem key={plan.id} id={plan.id}>
                  {plan.attributes.name}
                </SelectItem>
              )),
            ]}
          </Select>
        )}
        {search.customerId && (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => setSearch({ ...search, customerId: undefined })}
          >
            {t`Clear customer filter (${search.customerId})`}
          </Button>
        )}
      </Inline>
      <DataTable
        aria-label={t`Subscriptions`}
        columns={columns}
        data={list.data ?? []}
        isLoading={list.isPending}
        error={list.isError ? t`The subscriptions could not be loaded.` : undefined}
        onRetry={() => void list.refetch()}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/subscriptions/${encodeURIComponent(row.id)}`}
        isFiltered={isSubscriptionSearchFiltered(search)}
        onClearFilters={clearFilters}
        emptyState={
          <EmptyState
            title={t`No subscriptions yet`}
            description={t`Create a subscription to bill a customer by one of your plans.`}
          />
        }
        filteredEmptyState={
          <EmptyState
            variant="filtered"
            title={t`No subscriptions match these filters`}
            onClearFilters={clearFilters}
          />
        }
      />
      {creating && (
        <SubscriptionFormModal organizationId={organizationId} onOpenChange={setCreating} />
      )}
    </Stack>
  );
}
