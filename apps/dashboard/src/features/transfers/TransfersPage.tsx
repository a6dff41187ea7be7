import { useLingui } from '@lingui/react/macro';
import { transferStatuses, type Transaction } from '@paydesk/api-client';
import {
  Button,
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  FiltersPanel,
  IdText,
  Inline,
  PageHeader,
  Stack,
  Text,
  type FilterDefinition,
} from '@paydesk/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { panelFiltersOf, searchFromPanel, sortingOf, sortOf } from '../../shared/lists/listSearch';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { useDateFormat, widestDateTime } from '../../shared/preferences';
import { ProviderStatus, useStatusLabel } from '../../shared/status';
import { projectQueries } from '../projects';
import { maskedCardText } from './maskedCard';
import { createTransfers } from './permissions';
import { transferListAttributes, transferQueries } from './queries';
import {
  isTransferListFiltered,
  TRANSFER_DATE_FIELD,
  transferSearchSchema,
  type TransferSearch,
} from './search';
import { TransferModal } from './TransferModal';
import { TransferSearchField } from './TransferSearchField';

const route = getRouteApi('/_dashboard/transfers/');
const col = createDataTableColumnHelper<Transaction>();

/** Transfers to cards of the selected organization: search, filters and sort in the URL, cursor pages. */
export function TransfersPage() {
  const { t } = useLingui();
  const { organization } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { formatDateTime, timeZone } = useDateFormat();
  const formatAmount = useFormatAmount();
  const statusLabel = useStatusLabel();
  const [creating, setCreating] = useState(false);
  const organizationId = organization.selected?.id ?? '';
  const canCreate = organization.permissions.allows(createTransfers);
  const projects = useQuery(projectQueries.ofOrganization(organizationId));
  const projectNames = useMemo(
    () => new Map((projects.data ?? []).map((node) => [node.id, node.attributes.name])),
    [projects.data],
  );

  const attributes = transferListAttributes(search, organizationId, timeZone);
  const list = useInfiniteQuery(transferQueries.pages(attributes));
  const table = useInfiniteTable(list, {
    errorText: t`The transfers could not be loaded.`,
    rowsOf: pageRows,
  });

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      { type: 'date', field: TRANSFER_DATE_FIELD, label: t`Created` },
      {
        type: 'enum',
        field: 'status',
        label: t`Status`,
        options: transferStatuses.map((value) => ({ value, label: statusLabel(value, 'filter') })),
      },
    ],
    [t, statusLabel],
  );

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.createdAt, {
          id: TRANSFER_DATE_FIELD,
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
        col.accessor((row) => row.id, {
          id: 'id',
          header: t`Transfer`,
          enableSorting: false,
          cell: (info) => (
            <IdText value={info.getValue()} label={t`transfer id`} size="sm" copyable={false} />
          ),
          meta: { isRowHeader: true, width: 170 },
        }),
        col.accessor((row) => row.attributes.status, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: (info) => <ProviderStatus vocabulary="filter" status={info.getValue()} size="sm" />,
          meta: { width: 130, grow: 0 },
        }),
        col.accessor((row) => row.attributes.amount, {
          id: 'amount',
          header: t`Amount`,
          enableSorting: false,
          cell: ({ row }) =>
            formatAmount(row.original.attributes.amount, row.original.attributes.currency),
          meta: { numeric: true, width: 150, grow: 0 },
        }),
        col.accessor((row) => maskedCardText(row.attributes.card), {
          id: 'card',
          header: t`Card`,
          enableSorting: false,
          cell: (info) => <Text truncate>{info.getValue()}</Text>,
          meta: { width: 240 },
        }),
        col.accessor((row) => row.attributes.card?.holderName ?? '', {
          id: 'holder',
          header: t`Cardholder`,
          enableSorting: false,
          cell: (info) => <Text truncate>{info.getValue()}</Text>,
          meta: { width: 200, grow: 1 },
        }),
        col.accessor((row) => row.relationships.project.data.id, {
          id: 'project',
          header: t`Project`,
          enableSorting: false,
          cell: (info) => (
            <Text truncate>{projectNames.get(info.getValue()) ?? info.getValue()}</Text>
          ),
          meta: { width: 180, grow: 1 },
        }),
      ]),
    [t, formatDateTime, formatAmount, projectNames],
  );

  const setSearch = (next: TransferSearch) => void navigate({ search: next, replace: true });
  const clearFilters = () => setSearch({ sort: search.sort });
  const onSearch = useCallback(
    (q: string) =>
      void navigate({
        search: (current: TransferSearch) => ({ ...current, q: q || undefined }),
        replace: true,
      }),
    [navigate],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Transfers`}
        description={t`Money sent from your projects to cards.`}
        actions={
          canCreate && (
            <Button variant="primary" onPress={() => setCreating(true)}>
              {t`New transfer`}
            </Button>
          )
        }
      />
      <DataTable
        aria-label={t`Transfers`}
        columns={columns}
        {...table}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/transfers/${encodeURIComponent(row.id)}`}
        sorting={sortingOf(search.sort, TRANSFER_DATE_FIELD)}
        onSortingChange={(sorting) =>
          setSearch({ ...search, sort: sortOf(sorting, TRANSFER_DATE_FIELD) })
        }
        manualSorting
        loadMoreMode="infinite"
        isFiltered={isTransferListFiltered(search)}
        onClearFilters={clearFilters}
        toolbar={
          <Inline gap="sm" align="center" wrap>
            <TransferSearchField value={search.q ?? ''} onChange={onSearch} />
            <FiltersPanel
              filters={filterDefinitions}
              value={panelFiltersOf(search, TRANSFER_DATE_FIELD, timeZone)}
              onChange={(next) =>
                setSearch({
                  ...searchFromPanel(
                    next,
                    TRANSFER_DATE_FIELD,
                    timeZone,
                    transferSearchSchema,
                    search.sort,
                  ),
                  ...(search.q ? { q: search.q } : {}),
                })
              }
              timeZone={timeZone}
            />
          </Inline>
        }
        emptyState={
          <EmptyState
            title={t`No transfers yet`}
            description={t`Transfers you send to cards are listed here.`}
          />
        }
        filteredEmptyState={
          <EmptyState
            variant="filtered"
            title={t`No transfers match these filters`}
            onClearFilters={clearFilters}
          />
        }
      />
      {creating && (
        <TransferModal organizationId={organizationId} isOpen onOpenChange={setCreating} />
      )}
    </Stack>
  );
}
