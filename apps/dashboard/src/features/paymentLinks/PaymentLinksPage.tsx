import { useLingui } from '@lingui/react/macro';
import { paymentLinkStatuses, type PaymentLink } from '@paydesk/api-client';
import {
  Button,
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  FiltersPanel,
  PageHeader,
  Stack,
  Text,
  type FilterDefinition,
  type ListFilter,
} from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import {
  isListFiltered,
  panelFiltersOf,
  searchFromPanel,
  sortingOf,
  sortOf,
} from '../../shared/lists/listSearch';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat, widestDateTime } from '../../shared/preferences';
import { ProviderStatus, useStatusLabel } from '../../shared/status';
import { PaymentLinkFormModal } from './PaymentLinkFormModal';
import { paymentLinkListAttributes, paymentLinkQueries } from './queries';
import {
  PAYMENT_LINK_DATE_FIELD,
  PAYMENT_LINK_TEXT_FIELD,
  paymentLinkSearchSchema,
  type PaymentLinkSearch,
} from './search';

const route = getRouteApi('/_dashboard/payment-links/');
const col = createDataTableColumnHelper<PaymentLink>();

/** The panel's filters plus the text search, which the shared money-list helpers do not know. */
function withText(filters: ListFilter[], q: string | undefined): ListFilter[] {
  return q
    ? [...filters, { field: PAYMENT_LINK_TEXT_FIELD, operator: 'contains', value: q }]
    : filters;
}

/** The payment links of the selected organization: filters and sort in the URL, cursor pages. */
export function PaymentLinksPage() {
  const { t } = useLingui();
  const { organization } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { formatDateTime, timeZone } = useDateFormat();
  const formatAmount = useFormatAmount();
  const statusLabel = useStatusLabel();
  const [isCreating, setCreating] = useState(false);
  const organizationId = organization.selected?.id ?? '';

  const attributes = paymentLinkListAttributes(search, organizationId, timeZone);
  const list = useInfiniteQuery(paymentLinkQueries.pages(attributes));
  const table = useInfiniteTable(list, {
    errorText: t`The payment links could not be loaded.`,
    rowsOf: pageRows,
  });

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'text',
        field: PAYMENT_LINK_TEXT_FIELD,
        label: t`Search`,
        placeholder: t`Description, customer email or link id`,
      },
      { type: 'date', field: PAYMENT_LINK_DATE_FIELD, label: t`Created` },
      {
        type: 'enum',
        field: 'status',
        label: t`Status`,
        options: paymentLinkStatuses.map((value) => ({
          value,
          label: statusLabel(value, 'paymentLink'),
        })),
      },
    ],
    [t, statusLabel],
  );

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.createdAt, {
          id: PAYMENT_LINK_DATE_FIELD,
          header: t`Created`,
          cell: (info) => formatDateTime(info.getValue()),
          meta: {
            numeric: true,
            align: 'start',
            width: 180,
            grow: 0,
            minContent: widestDateTime(formatDateTime),
          },
        }),
        col.accessor((row) => row.attributes.description, {
          id: 'description',
          header: t`Description`,
          enableSorting: false,
          cell: (info) => <Text truncate>{info.getValue()}</Text>,
          meta: { isRowHeader: true, width: 260, grow: 2 },
        }),
        col.accessor((row) => row.attributes.status, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: (info) => (
            <ProviderStatus vocabulary="paymentLink" status={info.getValue()} size="sm" />
          ),
          meta: { width: 150, grow: 0 },
        }),
        col.accessor((row) => row.attributes.amount, {
          id: 'amount',
          header: t`Amount`,
          enableSorting: false,
          cell: ({ row }) => {
            const { amount, currencies, adjustableAmount } = row.original.attributes;
            const text = formatAmount(amount, currencies[0] ?? 'EUR');
            return adjustableAmount ? t`${text}, adjustable` : text;
          },
          meta: { numeric: true, width: 170, grow: 0 },
        }),
        col.accessor((row) => row.attributes.expiresAt, {
          id: 'expiresAt',
          header: t`Expires`,
          enableSorting: false,
          cell: (info) => {
            const at = info.getValue();
            return at ? formatDateTime(at) : t`Never`;
          },
          meta: { numeric: true, align: 'start', width: 180, grow: 0 },
        }),
        col.accessor((row) => row.attributes.paidCount, {
          id: 'paidCount',
          header: t`Payments`,
          enableSorting: false,
          cell: (info) => info.getValue(),
          meta: { numeric: true, width: 110, grow: 0 },
        }),
      ]),
    [t, formatDateTime, formatAmount],
  );

  const setSearch = (next: PaymentLinkSearch) => void navigate({ search: next, replace: true });
  const clearFilters = () => setSearch({ sort: search.sort });
  const filtered = isListFiltered(search) || Boolean(search.q);
  const onPanelChange = (next: ListFilter[]) => {
    const text = next.find((filter) => filter.field === PAYMENT_LINK_TEXT_FIELD)?.value;
    const q = typeof text === 'string' && text.trim() ? text.trim() : undefined;
    setSearch({
      ...searchFromPanel(
        next,
        PAYMENT_LINK_DATE_FIELD,
        timeZone,
        paymentLinkSearchSchema,
        search.sort,
      ),
      ...(q ? { q } : {}),
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Payment links`}
        description={t`Pages where your customers pay you without any code: share the link by email, SMS or QR code.`}
        actions={
          <Button variant="primary" onPress={() => setCreating(true)}>
            {t`Create payment link`}
          </Button>
        }
      />
      <FiltersPanel
        filters={filterDefinitions}
        value={withText(panelFiltersOf(search, PAYMENT_LINK_DATE_FIELD, timeZone), search.q)}
        onChange={onPanelChange}
        timeZone={timeZone}
      />
      <DataTable
        aria-label={t`Payment links`}
        columns={columns}
        {...table}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/payment-links/${encodeURIComponent(row.id)}`}
        sorting={sortingOf(search.sort, PAYMENT_LINK_DATE_FIELD)}
        onSortingChange={(sorting) =>
          setSearch({ ...search, sort: sortOf(sorting, PAYMENT_LINK_DATE_FIELD) })
        }
        manualSorting
        loadMoreMode="infinite"
        isFiltered={filtered}
        onClearFilters={clearFilters}
        emptyState={
          <EmptyState
            title={t`No payment links yet`}
            description={t`Create a link, send it to a customer, and see here when it is paid.`}
          />
        }
        filteredEmptyState={
          <EmptyState
            variant="filtered"
            title={t`No payment links match these filters`}
            onClearFilters={clearFilters}
          />
        }
      />
      {isCreating && (
        <PaymentLinkFormModal organizationId={organizationId} isOpen onOpenChange={setCreating} />
      )}
    </Stack>
  );
}
