import { useLingui } from '@lingui/react/macro';
import { transferStatuses } from '@paydesk/api-client';
import { Button, type FilterDefinition } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ListPage } from '../../shared/lists/ListPage';
import { useDatedListPage } from '../../shared/lists/useDatedListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
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
  const view = useListRoute(route);
  const { organizationId, column, filter, tableProps } = useDatedListPage(
    view,
    { queries: transferQueries, schema: transferSearchSchema },
    t`The transfers could not be loaded.`,
  );
  const projectNames = useProjectNames();
  const [creating, setCreating] = useState(false);

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
        view.organization.permissions.allows(createTransfers) && (
          <Button variant="primary" onPress={() => setCreating(true)}>
            {t`New transfer`}
          </Button>
        )
      }
      searchLabel={t`Search by id or reference`}
      filters={filterDefinitions}
      columns={columns}
      {...tableProps}
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
