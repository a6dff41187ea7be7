import { useLingui } from '@lingui/react/macro';
import { planStatuses, type Plan } from '@paydesk/api-client';
import { Button, IconPlus, type FilterDefinition } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useListColumns } from '../../shared/lists/columns';
import { useListFilters } from '../../shared/lists/filters';
import { valueListControls } from '../../shared/lists/listSearch';
import { ListPage } from '../../shared/lists/ListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useQueryTable } from '../../shared/lists/useQueryTable';
import { PlanFormModal } from './PlanFormModal';
import { writePlans } from './permissions';
import { subscriptionQueries } from './queries';
import { planSearchSchema } from './search';
import { useBillingPeriod } from './useBillingPeriod';

const route = getRouteApi('/_dashboard/plans/');

/** The organization's plans, newest first, with the status filter in the URL; create one. */
export function PlansPage() {
  const { t } = useLingui();
  const { organization, search, setSearch } = useListRoute(route);
  const organizationId = organization.selected?.id ?? '';
  const billingPeriod = useBillingPeriod();
  const column = useListColumns<Plan>();
  const filter = useListFilters();
  const [creating, setCreating] = useState(false);
  const table = useQueryTable(useQuery(subscriptionQueries.plans(organizationId, search)), {
    errorText: t`The plans could not be loaded.`,
  });

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [filter.status('plan', planStatuses)],
    [filter],
  );

  const columns = useMemo(
    () => [
      column.text('name', t`Plan`, (row) => row.attributes.name, { isRowHeader: true, width: 220 }),
      column.amount(t`Price`, (row) => row.attributes, { width: 140 }),
      column.text(
        'period',
        t`Billing period`,
        (row) => billingPeriod(row.attributes.interval, row.attributes.intervalCount),
        { width: 150, grow: 0 },
      ),
      column.text(
        'trial',
        t`Trial`,
        ({ attributes: { trialDays } }) => (trialDays > 0 ? t`${trialDays} days` : t`None`),
        { numeric: true, width: 100, grow: 0 },
      ),
      column.text(
        'subscriptions',
        t`Subscriptions`,
        (row) => String(row.attributes.subscriptionCount),
        {
          numeric: true,
          width: 130,
          grow: 0,
        },
      ),
      column.status(t`Status`, 'plan', (row) => row.attributes.status, { width: 120 }),
    ],
    [t, column, billingPeriod],
  );

  return (
    <ListPage
      title={t`Plans`}
      description={t`What customers subscribe to: a price billed every period, with an optional trial, discount and one-time fee.`}
      actions={
        organization.permissions.allows(writePlans) && (
          <Button variant="primary" icon={<IconPlus size="sm" />} onPress={() => setCreating(true)}>
            {t`Create plan`}
          </Button>
        )
      }
      filters={filterDefinitions}
      controls={valueListControls(search, setSearch, {
        fields: ['status'],
        schema: planSearchSchema,
      })}
      columns={columns}
      table={table}
      getRowHref={(row) => `/plans/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No plans yet`,
        description: t`Create a plan to let customers subscribe to it.`,
      }}
      filteredEmptyTitle={t`No plans match these filters`}
    >
      {creating && <PlanFormModal organizationId={organizationId} onOpenChange={setCreating} />}
    </ListPage>
  );
}
