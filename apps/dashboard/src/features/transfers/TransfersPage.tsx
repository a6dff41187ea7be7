import { useLingui } from '@lingui/react/macro';
import { transferStatuses, type Transaction } from '@paydesk/api-client';
import { Button, type FilterDefinition } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useListColumns } from '../../shared/lists/columns';
import { useListFilters } from '../../shared/lists/filters';
import { datedListControls } from '../../shared/lists/listSearch';
import { ListPage } from '../../shared/lists/ListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useDatedList } from '../../shared/lists/useDatedList';
import { useProjectNames } from '../projects';
import { maskedCardText } from './maskedCard';
import { createTransfers } from './permissions';
import { transferQueries } from './queries';
import { TRANSFER_DATE_FIELD, transferSearchSchema } from './search';
import { TransferModal } from './TransferModal';

const route = getRouteApi('/_dashboard/transfers/');

/** Transfers to cards of the selected organization: search, filters and sort in the URL, cursor pages. */
export function TransfersPage() {
  const { t } = useLingui();
  const { organization, search, setSearch, timeZone } = useListRoute(route);
  const filter = useListFilters();
  const column = useListColumns<Transaction>();
  const projectNames = useProjectNames();
  const [creating, setCreating] = useState(false);
  const organizationId = organization.selected?.id ?? '';

  const table = useDatedList(
    transferQueries,
    { search, organizationId, timeZone },
    t`The transfers could not be loaded.`,
  );

  const filterDefinitions = useMemo<FilterDefinition[]>(
    () => [
      filter.period(TRANSFER_DATE_FIELD, t`Created`),
      filter.status('filter', transferStatuses),
    ],
    [t, filter],
  );

  const columns = useMemo(
    () => [
      column.dateTime(TRANSFER_DATE_FIELD, t`Created`, (row) => row.attributes.createdAt, {
        sortable: true,
      }),
      column.id(t`Transfer`, t`transfer id`, 170),
      column.status(t`Status`, 'filter', (row) => row.attributes.status),
      column.amount(t`Amount`, (row) => row.attributes),
      column.text('card', t`Card`, (row) => maskedCardText(row.attributes.card), { width: 240 }),
      column.text('holder', t`Cardholder`, (row) => row.attributes.card?.holderName ?? '', {
        grow: 1,
      }),
      column.text(
        'project',
        t`Project`,
        (row) => {
          const projectId = row.relationships.project.data.id;
          return projectNames.get(projectId) ?? projectId;
        },
        { width: 180, grow: 1 },
      ),
    ],
    [t, column, projectNames],
  );

  return (
    <ListPage
      title={t`Transfers`}
      description={t`Money sent from your projects to cards.`}
      actions={
        organization.permissions.allows(createTransfers) && (
          <Button variant="primary" onPress={() => setCreating(true)}>
            {t`New transfer`}
          </Button>
        )
      }
      searchLabel={t`Search by id or reference`}
      filters={filterDefinitions}
      controls={datedListControls(search, setSearch, {
        dateField: TRANSFER_DATE_FIELD,
        schema: transferSearchSchema,
        timeZone,
      })}
      columns={columns}
      table={table}
      getRowHref={(row) => `/transfers/${encodeURIComponent(row.id)}`}
      empty={{
        title: t`No transfers yet`,
        description: t`Transfers you send to cards are listed here.`,
      }}
      filteredEmptyTitle={t`No transfers match these filters`}
    >
      {creating && (
        <TransferModal organizationId={organizationId} isOpen onOpenChange={setCreating} />
      )}
    </ListPage>
  );
}
