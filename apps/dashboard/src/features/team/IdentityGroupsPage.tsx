import { useLingui } from '@lingui/react/macro';
import { main, type IdentityGroup } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  Button,
  Card,
  createDataTableColumnHelper,
  DATA_TABLE_ROW_HEIGHT,
  DataTable,
  IdText,
  PageHeader,
  Stack,
  Text,
  toast,
} from '@paydesk/ui';
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../shared/api/client';
import { ConfirmedActionButton } from '../../shared/forms/ConfirmedActionButton';
import { useListColumns } from '../../shared/lists/columns';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { resourceTreeQueryOptions } from '../organization';
import { GroupModal, type GroupBody } from './GroupModal';
import { roleLabels } from './labels';
import { identityGroupQueries, teamQueries } from './queries';

const col = createDataTableColumnHelper<IdentityGroup>();

export interface IdentityGroupsPageProps {
  identityId: string;
  organizationId: string;
  canWrite: boolean;
}

/** Every role of one identity, on whichever resource: add, change (replacing the list) and remove them. */
export function IdentityGroupsPage({
  identityId,
  organizationId,
  canWrite,
}: IdentityGroupsPageProps) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const column = useListColumns<IdentityGroup>();
  const queryClient = useQueryClient();
  const { data } = useSuspenseQuery(identityGroupQueries.of(identityId));
  const tree = useQuery(resourceTreeQueryOptions());
  const member = useQuery({ ...teamQueries.detail(identityId, organizationId), retry: false });
  const [editing, setEditing] = useState<IdentityGroup | 'new' | null>(null);
  const name = member.data?.data.attributes.name ?? t`Identity`;
  usePageTitle(name);
  const groups = data.data;
  const resources = (tree.data ?? []).filter((node) => node.attributes.resourceType !== 'channel');
  const resourceName = (id: string) =>
    resources.find((node) => node.id === id)?.attributes.name ?? id;

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: identityGroupQueries.key() });
    await queryClient.invalidateQueries({ queryKey: teamQueries.keys.list() });
    await queryClient.invalidateQueries({ queryKey: teamQueries.keys.detail() });
  };
  const replace = useMutation(
    actionMutationOptions(api, main.actions['identities/replaceIdentityGroups']),
  );
  const bodyOf = (group: IdentityGroup): GroupBody => ({
    type: 'identity-group',
    attributes: {
      role: group.attributes.role,
      permissions: group.attributes.permissions,
      expiresAt: group.attributes.expiresAt,
    },
    relationships: {
      resource: { data: { type: 'resource', id: group.relationships.resource.data.id } },
    },
  });
  const save = async (next: GroupBody) => {
    if (editing === 'new') {
      await api.addIdentityGroup(identityId, { data: next });
      toast.success(t`Role added`);
    } else if (editing) {
      await replace.mutateAsync({
        id: identityId,
        payload: { data: groups.map((group) => (group.id === editing.id ? next : bodyOf(group))) },
      });
      toast.success(t`Role changed`);
    }
    await refresh();
  };

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.role, {
          id: 'role',
          header: t`Role`,
          cell: (info) => <Text weight="medium">{i18n._(roleLabels[info.getValue()])}</Text>,
          meta: { isRowHeader: true, width: 140, grow: 0 },
        }),
        col.accessor((row) => row.relationships.resource.data.id, {
          id: 'resource',
          header: t`Held on`,
          cell: (info) => <Text truncate>{resourceName(info.getValue())}</Text>,
          meta: { width: 220, grow: 1 },
        }),
        col.accessor((row) => row.attributes.expiresAt, {
          id: 'expiresAt',
          header: t`Access until`,
          cell: (info) => {
            const value = info.getValue();
            return value ? formatDateTime(value) : t`Permanent`;
          },
          meta: { numeric: true, align: 'start', width: 180 },
        }),
        ...column.actionsIf(
          canWrite,
          t`Actions`,
          (group) => (
            <>
              <Button size="sm" variant="secondary" onPress={() => setEditing(group)}>
                {t`Change`}
              </Button>
              <ConfirmedActionButton
                size="sm"
                label={t`Remove`}
                title={t`Remove this role?`}
                confirmLabel={t`Remove role`}
                onConfirm={async () => {
                  await api.removeIdentityGroup(identityId, group.id);
                  toast.success(t`Role removed`);
                  await refresh();
                }}
              >
                {t`The identity loses what this role permits at once.`}
              </ConfirmedActionButton>
            </>
          ),
          { width: 220, gap: 'sm' },
        ),
      ]),
    // The labels follow the language; names follow the tree.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale, formatDateTime, column, canWrite, tree.data, groups],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={name}
        meta={<IdText value={identityId} />}
        actions={
          canWrite && (
            <Button variant="primary" onPress={() => setEditing('new')}>
              {t`Add role`}
            </Button>
          )
        }
      />
      <Card
        title={t`Identity groups`}
        description={t`Each role applies to the resource it is held on and everything inside it.`}
      >
        <DataTable
          aria-label={t`Identity groups`}
          columns={columns}
          data={groups}
          getRowId={(row) => row.id}
          showColumnsMenu={false}
          emptyState={<Text tone="muted">{t`No roles: this identity reaches nothing.`}</Text>}
          height={(Math.max(groups.length, 1) + 1) * DATA_TABLE_ROW_HEIGHT + 2}
        />
      </Card>
      {editing && (
        <GroupModal
          group={editing === 'new' ? undefined : editing}
          resources={resources}
          onSave={save}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </Stack>
  );
}
