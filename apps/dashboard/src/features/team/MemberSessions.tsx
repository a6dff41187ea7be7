import { useLingui } from '@lingui/react/macro';
import { team, type AccessToken } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  AlertDialog,
  Button,
  Card,
  createDataTableColumnHelper,
  DATA_TABLE_ROW_HEIGHT,
  DataTable,
  Text,
  toast,
} from '@paydesk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { useDateFormat } from '../../shared/preferences';
import { teamQueries } from './queries';

const col = createDataTableColumnHelper<AccessToken>();
const VISIBLE_ROWS = 6;

export interface MemberSessionsProps {
  memberId: string;
  organizationId: string;
  canWrite: boolean;
}

/** A member's login sessions; someone who manages the team can end any of them at once. */
export function MemberSessions({ memberId, organizationId, canWrite }: MemberSessionsProps) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const queryClient = useQueryClient();
  const sessions = useQuery(teamQueries.sessions(memberId, organizationId));
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const revoke = useMutation({
    ...actionMutationOptions(api, team.actions['team/revokeSession']),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamQueries.keys.sessions() }),
  });
  const describe = ({ attributes: { browser, os, ip } }: AccessToken) =>
    t`${browser} on ${os} (${ip})`;
  const revokeLabel = (session: string) => t`Revoke ${session}`;

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.browser, {
          id: 'browser',
          header: t`Browser`,
          meta: { isRowHeader: true, width: 180, grow: 2 },
        }),
        col.accessor((row) => row.attributes.os, { id: 'os', header: t`Operating system` }),
        col.accessor((row) => row.attributes.ip, {
          id: 'ip',
          header: t`IP address`,
          cell: (info) => (
            <Text mono size="sm">
              {info.getValue()}
            </Text>
          ),
        }),
        col.accessor((row) => row.attributes.lastUsedAt, {
          id: 'lastUsed',
          header: t`Last used`,
          cell: (info) => formatDateTime(info.getValue()),
          meta: { numeric: true, align: 'start', width: 180 },
        }),
        col.accessor((row) => row.attributes.expiresAt, {
          id: 'expires',
          header: t`Expires`,
          cell: (info) => formatDateTime(info.getValue()),
          meta: { numeric: true, align: 'start', width: 180 },
        }),
        ...(canWrite
          ? [
              col.display({
                id: 'actions',
                header: t`Actions`,
                enableSorting: false,
                enableHiding: false,
                cell: ({ row }) => (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={revokeLabel(describe(row.original))}
                    onPress={() => setRevoking(row.original)}
                  >
                    {t`Revoke`}
                  </Button>
                ),
                meta: { label: t`Actions`, width: 120, grow: 0 },
              }),
            ]
          : []),
      ]),
    // The labels follow the language; the formatter follows the time zone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale, formatDateTime, canWrite],
  );

  const rows = sessions.data?.data ?? [];
  return (
    <Card title={t`Login sessions`} description={t`Where this member is signed in now.`}>
      <DataTable
        aria-label={t`Login sessions of this member`}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        isLoading={sessions.isPending}
        error={sessions.isError ? i18n._(errorMessage(sessions.error)) : undefined}
        onRetry={() => void sessions.refetch()}
        showColumnsMenu={false}
        emptyState={<Text tone="muted">{t`Not signed in anywhere.`}</Text>}
        height={(Math.min(Math.max(rows.length, 1), VISIBLE_ROWS) + 1) * DATA_TABLE_ROW_HEIGHT + 2}
      />
      {revoking && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => !open && setRevoking(null)}
          variant="danger"
          title={t`Revoke this session?`}
          confirmLabel={t`Revoke session`}
          onConfirm={async () => {
            await revoke.mutateAsync({
              id: memberId,
              payload: {
                data: {
                  type: 'team-session-revoke',
                  attributes: { resourceId: organizationId, sessionId: revoking.id },
                },
              },
            });
            toast.success(t`Session revoked`);
          }}
          errorMessage={(error) => i18n._(errorMessage(error))}
        >
          {t`${describe(revoking)} will be signed out at once.`}
        </AlertDialog>
      )}
    </Card>
  );
}
