import { useLingui } from '@lingui/react/macro';
import type { FilterDefinition } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListPage } from '../../shared/lists/ListPage';
import { useDatedListPage } from '../../shared/lists/useDatedListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { settlementDay } from './period';
import { settlementQueries } from './queries';
import { SETTLEMENT_DATE_FIELD, settlementSearchSchema } from './search';

const route = getRouteApi('/_dashboard/settlement/');

type Figure = 'gross' | 'fees' | 'refunds' | 'chargebacks' | 'reserveHeld' | 'net';
/** Deductions are shown below zero, so a sign (not only a colour) says which way they go. */
const deductions: readonly Figure[] = ['fees', 'refunds', 'chargebacks', 'reserveHeld'];

/**
 * The settlements of the selected organization: one per day and currency, newest period first. When each was
 * settled is on its page (always a fixed delay after its period), so the figures fit beside the sidebar.
 */
export function SettlementsPage() {
  const { t } = useLingui();
  const { column, filter, tableProps } = useDatedListPage(
    useListRoute(route),
    { queries: settlementQueries, schema: settlementSearchSchema },
    t`The settlements could not be loaded.`,
  );

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [filter.period(SETTLEMENT_DATE_FIELD, t`Period`), filter.currency()],
    [t, filter],
  );

  const columns = useMemo(() => {
    const figure = (id: Figure, header: string) =>
      column.amount(
        header,
        ({ attributes }) => {
          const value = attributes[id];
          const signed = deductions.includes(id) && value > 0 ? -value : value;
          return { amount: signed, currency: attributes.currency };
        },
        { id, width: 140 },
      );
    return [
      column.text(SETTLEMENT_DATE_FIELD, t`Period`, settlementDay, {
        numeric: true,
        align: 'start',
        width: 120,
        grow: 0,
      }),
      column.id(t`Settlement`, t`settlement id`, 170),
      figure('gross', t`Gross`),
      figure('fees', t`Fees`),
      figure('refunds', t`Refunds`),
      figure('chargebacks', t`Chargebacks`),
      figure('reserveHeld', t`Reserve held`),
      figure('net', t`Net paid`),
    ];
  }, [t, column]);

  return (
    <ListPage
      title={t`Settlement payouts`}
      description={t`Each day's payments per currency: what was captured, what was deducted, and the net paid out to you.`}
      filters={filterDefinitions}
      columns={columns}
      {...tableProps}
      getRowHref={(row) => `/settlement/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No settlements yet`,
        description: t`A day's captured payments are settled a few days later and listed here.`,
      }}
      filteredEmptyTitle={t`No settlements match these filters`}
    />
  );
}
