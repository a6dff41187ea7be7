import { useLingui } from '@lingui/react/macro';
import { teamStatuses, type TeamMember } from '@paydesk/api-client';
import { roleNames } from '@paydesk/permissions';
import {
  Button,
  createDataTableColumnHelper,
  Inline,
  Text,
  type FilterDefinition,
} from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useListColumns } from '../../shared/lists/columns';
import { valueListControls } from '../../shared/lists/listSearch';
import { ListPage } from '../../shared/lists/ListPage';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { useDateFormat } from '../../shared/preferences';
import { ProviderStatus, useStatusLabel } from '../../shared/status';
import { InviteMemberModal } from './InviteMemberModal';
import { MemberActions } from './MemberActions';
import { roleLabels } from './labels';
import { teamListAttributes, teamQueries } from './queries';
import { teamSearchSchema, type TeamSearch } from './search';
import { TwoFaEnforcement } from './TwoFaEnforcement';

const route = getRouteApi('/_dashboard/team/');
const col = createDataTableColumnHelper<TeamMember>();

/** The members of the selected organization: filters in the URL, cursor pages, invites and 2FA enforcement. */
export function TeamPage() {
  const { t, i18n } = useLingui();
  const { organizationId, canWrite } = route.useRouteContext();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { timeZone } = useDateFormat();
  const column = useListColumns<TeamMember>();
  const statusLabel = useStatusLabel();
  const [inviting, setInviting] = useState(false);

  const list = useInfiniteQuery(teamQueries.pages(teamListAttributes(search, organizationId)));
  const table = useInfiniteTable(list, {
    errorText: t`The team could not be loaded.`,
    rowsOf: pageRows,
  });

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'enum',
        field: 'role',
        label: t`Role`,
        options: roleNames.map((value) => ({ value, label: i18n._(roleLabels[value]) })),
      },
      {
        type: 'enum',
        field: 'status',
        label: t`Status`,
        options: teamStatuses.map((value) => ({ value, label: statusLabel(value, 'team') })),
      },
    ],
    [t, i18n, statusLabel],
  );

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.name, {
          id: 'name',
          header: t`Name`,
          enableSorting: false,
          cell: ({ row }) => (
            <Text truncate weight="medium">
              {row.original.attributes.isSelf
                ? t`${row.original.attributes.name} (you)`
                : row.original.attributes.name}
            </Text>
          ),
          meta: { isRowHeader: true, width: 160, grow: 1 },
        }),
        col.accessor((row) => row.attributes.email, {
          id: 'email',
          header: t`Email`,
          enableSorting: false,
          cell: (info) => <Text truncate>{info.getValue()}</Text>,
          meta: { width: 170, grow: 1 },
        }),
        col.accessor((row) => row.attributes.role, {
          id: 'role',
          header: t`Role`,
          enableSorting: false,
          cell: (info) => <Text truncate>{i18n._(roleLabels[info.getValue()])}</Text>,
          meta: { width: 100, grow: 0 },
        }),
        col.accessor((row) => row.attributes.status, {
          id: 'status',
          header: t`Status`,
          enableSorting: false,
          cell: (info) => <ProviderStatus vocabulary="team" status={info.getValue()} size="sm" />,
          meta: { width: 120, grow: 0 },
        }),
        column.dateTime('lastLoginAt', t`Last login`, (row) => row.attributes.lastLoginAt, {
          emptyText: t`Never`,
        }),
        col.accessor((row) => row.attributes.twoFaEnabled, {
          id: 'twoFa',
          header: t`2FA`,
          enableSorting: false,
          cell: (info) => (
            <Text tone={info.getValue() ? undefined : 'muted'}>
              {info.getValue() ? t`On` : t`Off`}
            </Text>
          ),
          meta: { width: 60, grow: 0 },
        }),
        column.dateTime('expiresAt', t`Access until`, (row) => row.attributes.expiresAt, {
          emptyText: t`Permanent`,
        }),
        ...(canWrite
          ? [
              col.display({
                id: 'actions',
                header: t`Actions`,
                enableSorting: false,
                enableHiding: false,
                cell: ({ row }) => (
                  <Inline gap="xs" wrap={false}>
                    <MemberActions
                      member={row.original}
                      organizationId={organizationId}
                      size="sm"
                    />
                  </Inline>
                ),
                meta: { label: t`Actions`, width: 230, grow: 0 },
              }),
            ]
          : []),
      ]),
    [t, i18n, column, canWrite, organizationId],
  );

  const setSearch = (next: TeamSearch) => void navigate({ search: next, replace: true });

  return (
    <ListPage
      title={t`Team`}
      description={t`The people of this organization, their roles and how they sign in.`}
      actions={
        <Inline gap="sm">
          <TwoFaEnforcement organizationId={organizationId} canWrite={canWrite} />
          {canWrite && (
            <Button variant="primary" onPress={() => setInviting(true)}>
              {t`Invite member`}
            </Button>
          )}
        </Inline>
      }
      searchLabel={t`Search by name or email`}
      filters={filterDefinitions}
      controls={valueListControls(search, setSearch, {
        fields: ['role', 'status'],
        schema: teamSearchSchema,
      })}
      timeZone={timeZone}
      columns={columns}
      table={table}
      getRowId={(row) => row.id}
      getRowHref={(row) => `/team/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No members yet`,
        description: t`Invite the people who work with you.`,
      }}
      filteredEmptyTitle={t`No members match these filters`}
    >
      {inviting && <InviteMemberModal organizationId={organizationId} onOpenChange={setInviting} />}
    </ListPage>
  );
}
