import { useLingui } from '@lingui/react/macro';
import { subscriptionStatuses, type Subscription } from '@paydesk/api-client';
import { Button, IconPlus, Stack, Text, type FilterDefinition } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useListColumns } from '../../shared/lists/columns';
import { useListFilters } from '../../shared/lists/filters';
import { valueListControls } from '../../shared/lists/listSearch';
import { ListPage } from '../../shared/lists/ListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useQueryTable } from '../../shared/lists/useQueryTable';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { readPlans, writeSubscriptions } from './permissions';
import { subscriptionQueries } from './queries';
import { subscriptionSearchSchema } from './search';
import { SubscriptionFormModal } from './SubscriptionFormModal';
import { useBillingPeriod } from './useBillingPeriod';

const route = getRouteApi('/_dashboard/subscriptions/');

/** When a live subscription bills next: the trial's end while trialling. */
const nextInvoiceOf = ({ attributes: a }: Subscription) =>
  a.status === 'trialling' ? a.trialEndsAt : a.status === 'active' ? a.nextBillingAt : null;

/** The organization's subscriptions, newest first, filtered by status, plan and customer in the URL. */
export function SubscriptionsPage() {
  const { t } = useLingui();
  const { organization, search, setSearch } = useListRoute(route);
  const organizationId = organization.selected?.id ?? '';
  const formatAmount = useFormatAmount();
  const billingPeriod = useBillingPeriod();
  const column = useListColumns<Subscription>();
  const filter = useListFilters();
  const [creating, setCreating] = useState(false);
  const table = useQueryTable(useQuery(subscriptionQueries.list(organizationId, search)), {
    errorText: t`The subscriptions could not be loaded.`,
  });
  const canReadPlans = organization.permissions.allows(readPlans);
  const plans = useQuery({ ...subscriptionQueries.plans(organizationId), enabled: canReadPlans });

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      filter.status('filter', subscriptionStatuses),
      ...(canReadPlans
        ? [
            {
              type: 'enum' as const,
              field: 'planId',
              label: t`Plan`,
              options: (plans.data ?? []).map((plan) => ({
                value: plan.id,
                label: plan.attributes.name,
              })),
            },
          ]
        : []),
    ],
    [t, filter, canReadPlans, plans.data],
  );

  const columns = useMemo(
    () => [
      column.custom(
        'customer',
        t`Customer`,
        (row) => row.attributes.customerName,
        (customerName, row) => (
          <Stack gap="none">
            <Text truncate>{customerName}</Text>
            <Text size="sm" tone="muted" truncate>
              {row.attributes.customerEmail}
            </Text>
          </Stack>
        ),
        { isRowHeader: true, width: 240 },
      ),
      column.text('plan', t`Plan`, (row) => row.attributes.planName, { width: 160 }),
      column.text(
        'amount',
        t`Price`,
        ({ attributes: { amount, currency, interval, intervalCount } }) =>
          `${formatAmount(amount, currency)} · ${billingPeriod(interval, intervalCount)}`,
        { numeric: true, width: 250, grow: 0 },
      ),
      column.status(t`Status`, 'filter', (row) => row.attributes.status, { width: 120 }),
      column.dateTime('next', t`Next invoice`, nextInvoiceOf),
    ],
    [t, column, formatAmount, billingPeriod],
  );

  return (
    <ListPage
      title={t`Subscriptions`}
      description={t`Customers billed by a plan every period: trials, renewals, failed payments and their reminders.`}
      actions={
        organization.permissions.allows(writeSubscriptions) && (
          <Button variant="primary" icon={<IconPlus size="sm" />} onPress={() => setCreating(true)}>
            {t`Create subscription`}
          </Button>
        )
      }
      filters={filterDefinitions}
      extraFilters={
        search.customerId && (
          <Button
            variant="secondary"
            size="sm"
            onPress={() => setSearch({ ...search, customerId: undefined })}
          >
            {t`Clear customer filter (${search.customerId})`}
          </Button>
        )
      }
      controls={valueListControls(search, setSearch, {
        fields: ['status', 'planId'],
        schema: subscriptionSearchSchema,
      })}
      columns={columns}
      table={table}
      getRowHref={(row) => `/subscriptions/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No subscriptions yet`,
        description: t`Create a subscription to bill a customer by one of your plans.`,
      }}
      filteredEmptyTitle={t`No subscriptions match these filters`}
    >
      {creating && (
        <SubscriptionFormModal organizationId={organizationId} onOpenChange={setCreating} />
      )}
    </ListPage>
  );
}
