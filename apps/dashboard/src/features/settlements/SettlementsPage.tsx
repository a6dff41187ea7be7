import { useLingui } from '@lingui/react/macro';
import { paymentCurrencies, type Settlement } from '@paydesk/api-client';
import { createDataTableColumnHelper, IdText, type FilterDefinition } from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { datedListControls } from '../../shared/lists/listSearch';
import { ListPage } from '../../shared/lists/ListPage';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat } from '../../shared/preferences';
import { settlementDay } from './period';
import { settlementQueries } from './queries';
import { SETTLEMENT_DATE_FIELD, settlementSearchSchema, type SettlementSearch } from './search';

const route = getRouteApi('/_dashboard/settlement/');
const col = createDataTableColumnHelper<Settlement>();

type Figure = 'gross' | 'fees' | 'refunds' | 'chargebacks' | 'reserveHeld' | 'net';
/** Deductions are shown below zero, so a sign (not only a colour) says which way they go. */
const deductions: readonly Figure[] = ['fees', 'refunds', 'chargebacks', 'reserveHeld'];

/**
 * The settlements of the selected organization: one per day and currency, newest period first. When each was
 * settled is on its page (always a fixed delay after its period), so the figures fit beside the sidebar.
 */
export function SettlementsPage() {
  const { t } = useLingui();
  const { organization } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { timeZone } = useDateFormat();
  const formatAmount = useFormatAmount();

  const attributes = settlementQueries.attributesOf(
    search,
    organization.selected?.id ?? '',
    timeZone,
  );
  const list = useInfiniteQuery(settlementQueries.pages(attributes));
  const table = useInfiniteTable(list, {
    errorText: t`The settlements could not be loaded.`,
    rowsOf: pageRows,
  });

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      { type: 'date', field: SETTLEMENT_DATE_FIELD, label: t`Period` },
      {
        type: 'enum',
        field: 'currency',
        label: t`Currency`,
        options: paymentCurrencies.map((value) => ({ value, label: value })),
      },
    ],
    [t],
  );

  const columns = useMemo(() => {
    const figure = (id: Figure, header: string) =>
      col.accessor((row) => row.attributes[id], {
        id,
        header,
        enableSorting: false,
        cell: ({ row }) => {
          const value = row.original.attributes[id];
          const signed = deductions.includes(id) && value > 0 ? -value : value;
          return formatAmount(signed, row.original.attributes.currency);
        },
        meta: { numeric: true, width: 140, grow: 0 },
      });
    return col.columns([
      col.accessor(settlementDay, {
        id: SETTLEMENT_DATE_FIELD,
        header: t`Period`,
        meta: { numeric: true, align: 'start', width: 120, grow: 0 },
      }),
      col.accessor((row) => row.id, {
        id: 'id',
        header: t`Settlement`,
        enableSorting: false,
        cell: (info) => (
          <IdText value={info.getValue()} label={t`settlement id`} size="sm" copyable={false} />
        ),
        meta: { isRowHeader: true, width: 170 },
      }),
      figure('gross', t`Gross`),
      figure('fees', t`Fees`),
      figure('refunds', t`Refunds`),
      figure('chargebacks', t`Chargebacks`),
      figure('reserveHeld', t`Reserve held`),
      figure('net', t`Net paid`),
    ]);
  }, [t, formatAmount]);

  const setSearch = (next: SettlementSearch) => void navigate({ search: next, replace: true });

  return (
    <ListPage
      title={t`Settlement payouts`}
      description={t`Each day's payments per currency: what was captured, what was deducted, and the net paid out to you.`}
      filters={filterDefinitions}
      controls={datedListControls(search, setSearch, {
        dateField: SETTLEMENT_DATE_FIELD,
        schema: settlementSearchSchema,
        timeZone,
      })}
      timeZone={timeZone}
      columns={columns}
      table={table}
      getRowId={(row) => row.id}
      getRowHref={(row) => `/settlement/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No settlements yet`,
        description: t`A day's captured payments are settled a few days later and listed here.`,
      }}
      filteredEmptyTitle={t`No settlements match these filters`}
    />
  );
}
