import { useLingui } from '@lingui/react/macro';
import { apiKeyStatuses } from '@paydesk/api-client';
import { Button, type FilterDefinition } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { ListPage } from '../../shared/lists/ListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useValueListPage } from '../../shared/lists/useValueListPage';
import { projectQueries } from '../projects';
import { ApiKeyStatus } from './ApiKeyStatus';
import { apiKeyStatusLabels } from './labels';
import { usePermissionSummary } from './PermissionSummary';
import { apiKeyQueries } from './queries';
import { apiKeySearchSchema } from './search';

const route = getRouteApi('/_dashboard/api-keys/');

/** The API keys of the selected organization: filters in the URL, cursor pages. */
export function ApiKeysPage() {
  const { t } = useLingui();
  const { organizationId, canWrite, column, filter, tableProps } = useValueListPage(
    useListRoute(route),
    { queries: apiKeyQueries, schema: apiKeySearchSchema, fields: ['status', 'project'] },
    t`The API keys could not be loaded.`,
  );
  const navigate = route.useNavigate();
  const summary = usePermissionSummary();
  const projects = useQuery(projectQueries.ofOrganization(organizationId));
  const projectName = (id: string | null) =>
    id === null
      ? t`All projects`
      : (projects.data?.find((project) => project.id === id)?.attributes.name ?? id);

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      filter.values('status', t`Status`, apiKeyStatuses, apiKeyStatusLabels),
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
    [t, filter, projects.data],
  );

  const columns = useMemo(
    () => [
      column.nameWithDetail(
        'name',
        t`Name`,
        (row) => row.attributes.name,
        (row) => `${row.attributes.prefix}…`,
        { mono: true, width: 220 },
      ),
      column.custom(
        'status',
        t`Status`,
        (row) => row.attributes.status,
        (status) => <ApiKeyStatus status={status} size="sm" />,
        { width: 120, grow: 0 },
      ),
      column.text('permissions', t`Permissions`, (row) => summary(row.attributes.permissions), {
        width: 260,
        grow: 2,
      }),
      column.text('project', t`Project`, (row) => projectName(row.attributes.projectId), {
        width: 180,
        grow: 1,
      }),
      column.dateTime('expiresAt', t`Expires`, (row) => row.attributes.expiresAt, {
        emptyText: t`Never`,
      }),
      column.dateTime('lastUsedAt', t`Last used`, (row) => row.attributes.lastUsedAt, {
        emptyText: t`Never`,
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, column, summary, projects.data],
  );

  return (
    <ListPage
      title={t`API keys`}
      description={t`Keys your servers use to call the API. Each has its own permissions, and may be limited to a project, IP addresses and a date.`}
      actions={
        canWrite && (
          <Button variant="primary" onPress={() => void navigate({ to: '/api-keys/create' })}>
            {t`Create API key`}
          </Button>
        )
      }
      searchLabel={t`Search by name or key prefix`}
      filters={filterDefinitions}
      columns={columns}
      {...tableProps}
      getRowHref={(row) => `/api-keys/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No API keys yet`,
        description: t`Create a key for each server or integration that calls the API.`,
      }}
      filteredEmptyTitle={t`No API keys match these filters`}
    />
  );
}
