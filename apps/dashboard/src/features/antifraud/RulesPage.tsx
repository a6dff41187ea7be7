import { useLingui } from '@lingui/react/macro';
import type { AntifraudRule } from '@paydesk/api-client';
import { Button, Text } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useListColumns } from '../../shared/lists/columns';
import { ListPage } from '../../shared/lists/ListPage';
import { useInfiniteList } from '../../shared/lists/useInfiniteList';
import { AntifraudTabs } from './AntifraudTabs';
import { conditionText } from './conditionText';
import { actionLabels } from './labels';
import { antifraudQueries } from './queries';
import { RuleActions } from './RuleActions';
import { RuleModal } from './RuleModal';

const route = getRouteApi('/_dashboard/antifraud/rules');

/** The organization's antifraud rules by priority: create, edit, turn on or off, delete, dry run. */
export function RulesPage() {
  const { t, i18n } = useLingui();
  const { organizationId, canWrite } = route.useRouteContext();
  const column = useListColumns<AntifraudRule>();
  const [editing, setEditing] = useState<AntifraudRule | null | undefined>(undefined);
  const table = useInfiniteList(
    antifraudQueries.rules(organizationId),
    t`The rules could not be loaded.`,
  );

  const columns = useMemo(
    () => [
      column.custom(
        'priority',
        t`Priority`,
        (row) => row.attributes.priority,
        (priority) => <Text tabular>{priority}</Text>,
        { width: 80, grow: 0, align: 'end' },
      ),
      column.name('name', t`Name`, (row) => row.attributes.name, { width: 180 }),
      column.text(
        'conditions',
        t`Conditions`,
        (row) => conditionText(row.attributes.conditions, i18n),
        { width: 260, grow: 2 },
      ),
      column.label('action', t`Action`, (row) => row.attributes.action, actionLabels, 90),
      column.onOff('enabled', t`Status`, (row) => row.attributes.enabled, [
        t`Enabled`,
        t`Disabled`,
      ]),
      ...column.actionsIf(
        canWrite,
        t`Actions`,
        (rule) => (
          <RuleActions
            rule={rule}
            organizationId={organizationId}
            onEdit={() => setEditing(rule)}
          />
        ),
        { width: 230 },
      ),
    ],
    [t, i18n, column, canWrite, organizationId],
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
      columns={columns}
      table={table}
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
