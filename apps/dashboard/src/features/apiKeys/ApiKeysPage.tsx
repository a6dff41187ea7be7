import { useLingui } from '@lingui/react/macro';
import { apiKeyStatuses, type ApiKey } from '@paydesk/api-client';
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
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { useDateFormat, widestDateTime } from '../../shared/preferences';
import { projectQueries } from '../projects';
import { ApiKeyStatus } from './ApiKeyStatus';
import { apiKeyStatusLabels } from './labels';
import { usePermissionSummary } from './PermissionSummary';
import { apiKeyListAttributes, apiKeyQueries } from './queries';
import type { ApiKeySearch } from './search';

const route = getRouteApi('/_dashboard/api-keys/');
const col = createDataTableColumnHelper<ApiKey>();

/** The panel's filters from the URL, and back. */
function panelOf(search: ApiKeySearch): ListFilter[] {
  const filters: ListFilter[] = [];
  if (search.q) filters.push({ field: 'search', operator: 'contains', value: search.q });
  if (search.status) filters.push({ field: 'status', operator: 'in', value: [...search.status] });
  if (search.project)
    filters.push({ field: 'project', operator: 'in', value: [...search.project] });
  return filters;
}

/** The API keys of the selected organization: filters in the URL, cursor pages. */
export function ApiKeysPage() {
  const { t, i18n } = useLingui();
  const { organizationId, canWrite } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { formatDateTime } = useDateFormat();
  const summary = usePermissionSummary();
  const projects = useQuery(projectQueries.ofOrganization(organizationId));
  const projectName = (id: string | null) =>
    id === null
      ? t`All projects`
      : (projects.data?.find((project) => project.id === id)?.attributes.name ?? id);

  const list = useInfiniteQuery(apiKeyQueries.pages(apiKeyListAttributes(search, organizationId)));
  const table = useInfiniteTable(list, {
    errorText: t`The API keys could not be loaded.`,
    rowsOf: pageRows,
  });

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      { type: 'text', field: 'search', label: t`Search`, placeholder: t`Name or key prefix` },
      {
        type: 'enum',
        field: 'status',
        label: t`Status`,
        options: apiKeyStatuses.map((value) => ({
          value,
          label: i18n._(apiKeyStatusLabels[value]),
        })),
      },
      {
        type: 'enum',
        field: 'project',
        label: t`Project`,
        options: (projects.data ?? []).map((project) => ({
          value: project.id,
          label: project.attributes.name,
        })),
      },
    ],
    [t, i18n, projects.data],
  );

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.name, {
          id: 'name',
          header: t`Name`,
          enableSorting: false,
          cell: ({ row }) => (
            <Stack gap="none">
              <Text truncate weight="medium">
                {row.original.attributes.name}
              </Text>
              <Text mono size="sm" tone="muted">
                {`${row.original.attributes.prefix}…`}
              </Text>
            </Stack>
          ),
          meta: { isRowHeader: true, width: 220, grow: 1 },
        }),
        col.accessor((row) => row.attributes.status, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: (info) => <ApiKeyStatus status={info.getValue()} size="sm" />,
          meta: { width: 120, grow: 0 },
        }),
        col.accessor((row) => row.attributes.permissions, {
          id: 'permissions',
          header: t`Permissions`,
          enableSorting: false,
          cell: (info) => <Text truncate>{summary(info.getValue())}</Text>,
          meta: { width: 260, grow: 2 },
        }),
        col.accessor((row) => row.attributes.projectId, {
          id: 'project',
          header: t`Project`,
          enableSorting: false,
          cell: (info) => <Text truncate>{projectName(info.getValue())}</Text>,
          meta: { width: 180, grow: 1 },
        }),
        col.accessor((row) => row.attributes.expiresAt, {
          id: 'expiresAt',
          header: t`Expires`,
          enableSorting: false,
          cell: (info) => {
            const at = info.getValue();
            return at ? formatDateTime(at) : t`Never`;
          },
          meta: {
            numeric: true,
            align: 'start',
            width: 180,
            grow: 0,
            minContent: widestDateTime(formatDateTime),
          },
        }),
        col.accessor((row) => row.attributes.lastUsedAt, {
          id: 'lastUsedAt',
          header: t`Last used`,
          enableSorting: false,
          cell: (info) => {
            const at = info.getValue();
            return at ? formatDateTime(at) : t`Never`;
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, formatDateTime, summary, projects.data],
  );

  const setSearch = (next: ApiKeySearch) => void navigate({ search: next, replace: true });
  const clearFilters = () => setSearch({});
  const filtered = Boolean(search.q || search.status || search.project);
  const onPanelChange = (next: ListFilter[]) => {
    const value = (field: string) => next.find((filter) => filter.field === field)?.value;
    const text = value('search');
    const statuses = [value('status') ?? []].flat();
    const project = [value('project') ?? []].flat().map(String);
    setSearch({
      ...(typeof text === 'string' && text.trim() ? { q: text.trim() } : {}),
      ...(statuses.length > 0 ? { status: statuses as ApiKeySearch['status'] } : {}),
      ...(project.length > 0 ? { project } : {}),
    });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`API keys`}
        description={t`Keys your servers use to call the API. Each has its own permissions, and may be limited to a project, IP addresses and a date.`}
        actions={
          canWrite && (
            <Button variant="primary" onPress={() => void navigate({ to: '/api-keys/create' })}>
              {t`Create API key`}
            </Button>
          )
        }
      />
      <FiltersPanel filters={filterDefinitions} value={panelOf(search)} onChange={onPanelChange} />
      <DataTable
        aria-label={t`API keys`}
        columns={columns}
        {...table}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/api-keys/${encodeURIComponent(row.id)}`}
        loadMoreMode="infinite"
        isFiltered={filtered}
        onClearFilters={clearFilters}
        emptyState={
          <EmptyState
            title={t`No API keys yet`}
            description={t`Create a key for each server or integration that calls the API.`}
          />
        }
        filteredEmptyState={
          <EmptyState
            variant="filtered"
            title={t`No API keys match these filters`}
            onClearFilters={clearFilters}
          />
        }
      />
    </Stack>
  );
}
