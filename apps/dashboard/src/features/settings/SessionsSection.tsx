import { useLingui } from '@lingui/react/macro';
import { main, type AccessToken } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  AlertDialog,
  Badge,
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
import { useListColumns } from '../../shared/lists/columns';
import { useDateFormat } from '../../shared/preferences';
import { activeTokensQueryOptions } from './queries';

const col = createDataTableColumnHelper<AccessToken>();
/** Rows shown before the table scrolls. */
const VISIBLE_ROWS = 8;

/** Login sessions: where the user is signed in; any other session can be revoked. */
export function SessionsSection() {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const column = useListColumns<AccessToken>();
  const queryClient = useQueryClient();
  const sessions = useQuery(activeTokensQueryOptions());
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const revoke = useMutation({
    ...actionMutationOptions(api, main.actions['identities/deleteAccessToken']),
    onSuccess: () => queryClient.invalidateQueries(activeTokensQueryOptions()),
  });

  const describe = ({ attributes: { browser, os, ip } }: AccessToken) =>
    t`${browser} on ${os} (${ip})`;

  const revokeLabel = (session: string) => t`Revoke ${session}`;
  const signedOutText = (session: string) => t`${session} will be signed out at once.`;

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.browser, {
          id: 'browser',
          header: t`Browser`,
          cell: ({ row }) =>
            row.original.attributes.current ? (
              <>
                {row.original.attributes.browser}{' '}
                <Badge tone="accent" size="sm">
                  {t`This session`}
                </Badge>
              </>
            ) : (
              row.original.attributes.browser
            ),
          meta: { isRowHeader: true, width: 200, grow: 2 },
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
        column.actions(
          t`Actions`,
          (session) =>
            !session.attributes.current && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={revokeLabel(describe(session))}
                onPress={() => setRevoking(session)}
              >
                {t`Revoke`}
              </Button>
            ),
          120,
        ),
      ]),
    // The labels follow the language; the formatter follows the time zone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale, formatDateTime, column],
  );

  const rows = sessions.data ?? [];
  return (
    <Card
      title={t`Login sessions`}
      description={t`Where you are signed in. Revoke a session you do not recognise; this session ends when you log out.`}
    >
      <DataTable
        aria-label={t`Login sessions`}
        columns={columns}
        data={rows}
        getRowId={(row) => row.id}
        isLoading={sessions.isPending}
        error={sessions.isError ? i18n._(errorMessage(sessions.error)) : undefined}
        onRetry={() => void sessions.refetch()}
        showColumnsMenu={false}
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
              payload: {
                data: { type: 'delete-request', attributes: { resourceId: revoking.id } },
              },
            });
            toast.success(t`Session revoked`);
          }}
          errorMessage={(error) => i18n._(errorMessage(error))}
        >
          {signedOutText(describe(revoking))}
        </AlertDialog>
      )}
    </Card>
  );
}
