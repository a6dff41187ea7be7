import { useLingui } from '@lingui/react/macro';
import type { AccessToken } from '@paydesk/api-client';
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
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { errorMessage } from '../../shared/errors/errorMessages';
import { useListColumns } from '../../shared/lists/columns';
import { useDateFormat } from '../../shared/preferences';

const col = createDataTableColumnHelper<AccessToken>();

export interface SessionsCardProps {
  title: string;
  description: string;
  /** The table's accessible name. */
  label: string;
  sessions: UseQueryResult<readonly AccessToken[]>;
  /** Rows shown before the table scrolls. */
  visibleRows: number;
  emptyState?: ReactNode;
  /** Whether a session offers Revoke; absent, none does. */
  canRevoke?: (session: AccessToken) => boolean;
  /** Ends a session (the caller invalidates what it shows). */
  revoke: (session: AccessToken) => Promise<unknown>;
}

/**
 * Login sessions as a card: browser, system, address, last use and expiry, with Revoke behind a confirmation. The
 * signed-in user's own sessions (settings) and a member's (team) are this one table.
 */
export function SessionsCard({
  title,
  description,
  label,
  sessions,
  visibleRows,
  emptyState,
  canRevoke,
  revoke,
}: SessionsCardProps) {
  const { t, i18n } = useLingui();
  const { formatDateTime } = useDateFormat();
  const column = useListColumns<AccessToken>();
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
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
        column.dateTime('lastUsed', t`Last used`, (row) => row.attributes.lastUsedAt),
        column.dateTime('expires', t`Expires`, (row) => row.attributes.expiresAt),
        ...(canRevoke
          ? [
              column.actions(
                t`Actions`,
                (session) =>
                  canRevoke(session) && (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={revokeLabel(describe(session))}
                      onPress={() => setRevoking(session)}
                    >
                      {t`Revoke`}
                    </Button>
                  ),
                { width: 120 },
              ),
            ]
          : []),
      ]),
    // The labels follow the language; the formatter follows the time zone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [i18n.locale, formatDateTime, column, canRevoke],
  );

  const rows = sessions.data ?? [];
  return (
    <Card title={title} description={description}>
      <DataTable
        aria-label={label}
        columns={columns}
        data={[...rows]}
        getRowId={(row) => row.id}
        isLoading={sessions.isPending}
        error={sessions.isError ? i18n._(errorMessage(sessions.error)) : undefined}
        onRetry={() => void sessions.refetch()}
        showColumnsMenu={false}
        emptyState={emptyState}
        height={(Math.min(Math.max(rows.length, 1), visibleRows) + 1) * DATA_TABLE_ROW_HEIGHT + 2}
      />
      {revoking && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => !open && setRevoking(null)}
          variant="danger"
          title={t`Revoke this session?`}
          confirmLabel={t`Revoke session`}
          onConfirm={async () => {
            await revoke(revoking);
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
