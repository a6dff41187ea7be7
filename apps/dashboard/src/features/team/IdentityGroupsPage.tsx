import { useLingui } from '@lingui/react/macro';
import type { IdentityGroup } from '@paydesk/api-client';
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
} from '@paydesk/ui';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../shared/api/client';
import { ConfirmedActionButton } from '../../shared/forms/ConfirmedActionButton';
import { useAfterCall } from '../../shared/forms/useAfterCall';
import { useListColumns } from '../../shared/lists/columns';
import { usePageTitle } from '../../shared/pageTitle/pageTitle';
import { useDateFormat } from '../../shared/preferences';
import { resourceTreeQueryOptions } from '../organization';
import { GroupModal } from './GroupModal';
import { roleLabels } from './labels';
import { identityGroupChangeKeys, identityGroupQueries, teamQueries } from './queries';

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

  const afterCall = useAfterCall();
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
                  await afterCall(identityGroupChangeKeys(), t`Role removed`);
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
          identityId={identityId}
          group={editing === 'new' ? undefined : editing}
          groups={groups}
          resources={resources}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
    </Stack>
  );
}
