import { useLingui } from '@lingui/react/macro';
import { antifraud, antifraudListKinds, antifraudListTypes } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Button, Inline, toast, type FilterDefinition } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { api } from '../../shared/api/client';
import { ConfirmedActionButton } from '../../shared/forms/ConfirmedActionButton';
import { ListPage } from '../../shared/lists/ListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useValueListPage } from '../../shared/lists/useValueListPage';
import { AddEntryModal } from './AddEntryModal';
import { AntifraudTabs } from './AntifraudTabs';
import { ExportModal } from './ExportModal';
import { ImportModal } from './ImportModal';
import { kindLabels, listTypeLabels } from './labels';
import { antifraudQueries, entryListQueries } from './queries';
import { entriesSearchSchema } from './search';

const route = getRouteApi('/_dashboard/antifraud/lists');

/** Block and allow lists: entries filtered in the URL, add one, import a CSV, export a list. */
export function ListsPage() {
  const { t } = useLingui();
  const { organizationId, canWrite, column, filter, tableProps } = useValueListPage(
    useListRoute(route),
    { queries: entryListQueries, schema: entriesSearchSchema, fields: ['listType', 'kind'] },
    t`The lists could not be loaded.`,
  );
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<'add' | 'import' | 'export' | null>(null);
  const close = (isOpen: boolean) => !isOpen && setOpen(null);
  const { mutateAsync: removeEntry } = useMutation(
    actionMutationOptions(api, antifraud.actions['antifraud-lists/remove']),
  );

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      filter.values('listType', t`List`, antifraudListTypes, listTypeLabels),
      filter.values('kind', t`Kind`, antifraudListKinds, kindLabels),
    ],
    [t, filter],
  );

  const columns = useMemo(
    () => [
      column.name('value', t`Value`, (row) => row.attributes.value),
      column.label('listType', t`List`, (row) => row.attributes.listType, listTypeLabels, 110),
      column.label('kind', t`Kind`, (row) => row.attributes.kind, kindLabels, 130),
      column.text('note', t`Note`, (row) => row.attributes.note, { width: 160, grow: 1 }),
      column.dateTime('createdAt', t`Added`, (row) => row.attributes.createdAt),
      ...column.actionsIf(
        canWrite,
        t`Actions`,
        (entry) => {
          const value = entry.attributes.value;
          return (
            <ConfirmedActionButton
              size="sm"
              label={t`Remove`}
              title={t`Remove ${value} from the list?`}
              confirmLabel={t`Remove entry`}
              onConfirm={async () => {
                await removeEntry({
                  id: entry.id,
                  payload: {
                    data: { type: 'get-request', attributes: { resourceId: organizationId } },
                  },
                });
                toast.success(t`Entry removed`);
                await queryClient.invalidateQueries({
                  queryKey: antifraudQueries.keys.entries(),
                });
              }}
            >
              {t`New payments are no longer checked against it.`}
            </ConfirmedActionButton>
          );
        },
        { width: 110 },
      ),
    ],
    [t, column, canWrite, organizationId, removeEntry, queryClient],
  );

  return (
    <ListPage
      title={t`Antifraud`}
      description={<AntifraudTabs current="lists" />}
      actions={
        <Inline gap="sm">
          <Button variant="secondary" onPress={() => setOpen('export')}>
            {t`Export CSV`}
          </Button>
          {canWrite && (
            <>
              <Button variant="secondary" onPress={() => setOpen('import')}>
                {t`Import CSV`}
              </Button>
              <Button variant="primary" onPress={() => setOpen('add')}>
                {t`Add entry`}
              </Button>
            </>
          )}
        </Inline>
      }
      searchLabel={t`Search values`}
      filters={filterDefinitions}
      columns={columns}
      {...tableProps}
      tableLabel={t`List entries`}
      empty={{
        title: t`No list entries yet`,
        description: t`Allow lists let payments through whatever the rules say; block lists refuse them.`,
      }}
      filteredEmptyTitle={t`No entries match these filters`}
    >
      {open === 'add' && <AddEntryModal organizationId={organizationId} onOpenChange={close} />}
      {open === 'import' && <ImportModal organizationId={organizationId} onOpenChange={close} />}
      {open === 'export' && <ExportModal organizationId={organizationId} onOpenChange={close} />}
    </ListPage>
  );
}
