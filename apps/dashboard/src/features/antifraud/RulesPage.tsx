import { useLingui } from '@lingui/react/macro';
import type { AntifraudRule } from '@paydesk/api-client';
import { Button, createDataTableColumnHelper, Text } from '@paydesk/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ListPage } from '../../shared/lists/ListPage';
import { pageRows, useInfiniteTable } from '../../shared/lists/useInfiniteTable';
import { useDateFormat } from '../../shared/preferences';
import { AntifraudTabs } from './AntifraudTabs';
import { conditionText } from './conditionText';
import { actionLabels } from './labels';
import { antifraudQueries } from './queries';
import { RuleActions } from './RuleActions';
import { RuleModal } from './RuleModal';

const route = getRouteApi('/_dashboard/antifraud/rules');
const col = createDataTableColumnHelper<AntifraudRule>();

/** The organization's antifraud rules by priority: create, edit, turn on or off, delete, dry run. */
export function RulesPage() {
  const { t, i18n } = useLingui();
  const { organizationId, canWrite } = route.useRouteContext();
  const { timeZone } = useDateFormat();
  const [editing, setEditing] = useState<AntifraudRule | null | undefined>(undefined);
  const list = useInfiniteQuery(antifraudQueries.rules(organizationId));
  const table = useInfiniteTable(list, {
    errorText: t`The rules could not be loaded.`,
    rowsOf: pageRows,
  });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.priority, {
          id: 'priority',
          header: t`Priority`,
          enableSorting: false,
          cell: (info) => <Text tabular>{info.getValue()}</Text>,
          meta: { width: 80, grow: 0, align: 'end' },
        }),
        col.accessor((row) => row.attributes.name, {
          id: 'name',
          header: t`Name`,
          enableSorting: false,
          cell: (info) => (
            <Text truncate weight="medium">
              {info.getValue()}
            </Text>
          ),
          meta: { isRowHeader: true, width: 180, grow: 1 },
        }),
        col.accessor((row) => row.attributes.conditions, {
          id: 'conditions',
          header: t`Conditions`,
          enableSorting: false,
          cell: (info) => <Text truncate>{conditionText(info.getValue(), i18n)}</Text>,
          meta: { width: 260, grow: 2 },
        }),
        col.accessor((row) => row.attributes.action, {
          id: 'action',
          header: t`Action`,
          enableSorting: false,
          cell: (info) => <Text>{i18n._(actionLabels[info.getValue()])}</Text>,
          meta: { width: 90, grow: 0 },
        }),
        col.accessor((row) => row.attributes.enabled, {
          id: 'enabled',
          header: t`Status`,
          enableSorting: false,
          cell: (info) => (
            <Text tone={info.getValue() ? undefined : 'muted'}>
              {info.getValue() ? t`Enabled` : t`Disabled`}
            </Text>
          ),
          meta: { width: 90, grow: 0 },
        }),
        ...(canWrite
          ? [
              col.display({
                id: 'actions',
                header: t`Actions`,
                enableSorting: false,
                enableHiding: false,
                cell: ({ row }) => (
                  <RuleActions
                    rule={row.original}
                    organizationId={organizationId}
                    onEdit={() => setEditing(row.original)}
                  />
                ),
                meta: { label: t`Actions`, width: 230, grow: 0 },
              }),
            ]
          : []),
      ]),
    [t, i18n, canWrite, organizationId],
  );

  return (
    <ListPage
      title={t`Antifraud`}
      description={<AntifraudTabs current="rules" />}
      actions={
        canWrite && (
          <Button variant="primary" onPress={() => setEditing(null)}>
            {t`New rule`}
          </Button>
        )
      }
      timeZone={timeZone}
      columns={columns}
      table={table}
      getRowId={(row) => row.id}
      tableLabel={t`Antifraud rules`}
      empty={{
        title: t`No rules yet`,
        description: t`Rules block, flag or allow new payments by their card, amount, customer or IP.`,
      }}
    >
      {editing !== undefined && (
        <RuleModal
          organizationId={organizationId}
          rule={editing}
          onOpenChange={(open) => !open && setEditing(undefined)}
        />
      )}
    </ListPage>
  );
}
