import { useLingui } from '@lingui/react/macro';
import { teamStatuses } from '@paydesk/api-client';
import { roleNames } from '@paydesk/permissions';
import { Button, Inline, type FilterDefinition } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ListPage } from '../../shared/lists/ListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useValueListPage } from '../../shared/lists/useValueListPage';
import { InviteMemberModal } from './InviteMemberModal';
import { MemberActions } from './MemberActions';
import { roleLabels } from './labels';
import { teamQueries } from './queries';
import { teamSearchSchema } from './search';
import { TwoFaEnforcement } from './TwoFaEnforcement';

const route = getRouteApi('/_dashboard/team/');

/** The members of the selected organization: filters in the URL, cursor pages, invites and 2FA enforcement. */
export function TeamPage() {
  const { t, i18n } = useLingui();
  const { organizationId, canWrite, column, filter, tableProps } = useValueListPage(
    useListRoute(route),
    { queries: teamQueries, schema: teamSearchSchema, fields: ['role', 'status'] },
    t`The team could not be loaded.`,
  );
  const [inviting, setInviting] = useState(false);

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      filter.values('role', t`Role`, roleNames, roleLabels),
      filter.status('team', teamStatuses),
    ],
    [t, filter],
  );

  const columns = useMemo(
    () => [
      column.name(
        'name',
        t`Name`,
        ({ attributes: a }) => (a.isSelf ? t`${a.name} (you)` : a.name),
        { width: 160 },
      ),
      column.text('email', t`Email`, (row) => row.attributes.email, { width: 170, grow: 1 }),
      column.text('role', t`Role`, (row) => i18n._(roleLabels[row.attributes.role]), {
        width: 100,
        grow: 0,
      }),
      column.status(t`Status`, 'team', (row) => row.attributes.status, { width: 120 }),
      column.dateTime('lastLoginAt', t`Last login`, (row) => row.attributes.lastLoginAt, {
        emptyText: t`Never`,
      }),
      column.onOff('twoFa', t`2FA`, (row) => row.attributes.twoFaEnabled, [t`On`, t`Off`], 60),
      column.dateTime('expiresAt', t`Access until`, (row) => row.attributes.expiresAt, {
        emptyText: t`Permanent`,
      }),
      ...column.actionsIf(
        canWrite,
        t`Actions`,
        (member) => <MemberActions member={member} organizationId={organizationId} size="sm" />,
        { width: 230 },
      ),
    ],
    [t, i18n, column, canWrite, organizationId],
  );

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
      columns={columns}
      {...tableProps}
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
