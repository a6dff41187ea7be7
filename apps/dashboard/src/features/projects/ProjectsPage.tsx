import { Trans, useLingui } from '@lingui/react/macro';
import type { ResourceNode } from '@paydesk/api-client';
import {
  Button,
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  IdText,
  PageHeader,
  Stack,
} from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSelectedOrganization } from '../organization';
import { projectQueries } from './queries';
import { CreateProjectModal } from './CreateProjectModal';
import { ModeBadge } from './ModeBadge';

const col = createDataTableColumnHelper<ResourceNode>();

/** The live and sandbox projects of the selected organization, with create (SPEC §2 /projects). */
export function ProjectsPage({ organizationId }: { organizationId: string }) {
  const { t } = useLingui();
  const { name, permissions } = useSelectedOrganization();
  const { data: projects } = useSuspenseQuery(projectQueries.ofOrganization(organizationId));
  const [isCreating, setCreating] = useState(false);
  const canCreate = permissions.has('projects.write');

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.name, {
          id: 'name',
          header: t`Name`,
          enableHiding: false,
          meta: { isRowHeader: true, grow: 2 },
        }),
        col.accessor((row) => row.attributes.mode, {
          id: 'mode',
          header: t`Mode`,
          cell: (info) => {
            const mode = info.getValue();
            return mode ? <ModeBadge mode={mode} /> : null;
          },
          meta: { width: 140 },
        }),
        col.accessor('id', {
          header: t`ID`,
          cell: (info) => <IdText value={info.getValue()} />,
          meta: { width: 240 },
        }),
      ]),
    [t],
  );

  const create = canCreate && (
    <Button variant="primary" onPress={() => setCreating(true)}>
      <Trans>Create project</Trans>
    </Button>
  );

  return (
    <Stack gap="xl">
      <PageHeader
        title={<Trans>Projects</Trans>}
        description={<Trans>Live and sandbox projects of {name}.</Trans>}
        actions={create}
      />
      <DataTable
        aria-label={t`Projects`}
        columns={columns}
        data={projects}
        getRowId={(row) => row.id}
        getRowHref={(row) => `/projects/${encodeURIComponent(row.id)}`}
        emptyState={
          <EmptyState
            title={<Trans>No projects yet</Trans>}
            description={
              <Trans>
                A project holds your integration: create a sandbox one to start testing.
              </Trans>
            }
            action={create}
          />
        }
      />
      {isCreating && (
        <CreateProjectModal organizationId={organizationId} onOpenChange={setCreating} />
      )}
    </Stack>
  );
}
