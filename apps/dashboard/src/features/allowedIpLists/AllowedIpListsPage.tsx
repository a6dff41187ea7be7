import { useLingui } from '@lingui/react/macro';
import { allowedIpLists, type AllowedIpList } from '@paydesk/api-client';
import { Button, IconPlus, Inline, Text } from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../shared/errors/errorMessages';
import { ConfirmDialog, useConfirmedAction } from '../../shared/forms/ConfirmedActionButton';
import { useListColumns } from '../../shared/lists/columns';
import { valueListControls } from '../../shared/lists/listSearch';
import { ListPage } from '../../shared/lists/ListPage';
import { useListRoute } from '../../shared/lists/useListRoute';
import { useQueryTable } from '../../shared/lists/useQueryTable';
import { AllowedIpListFormModal } from './AllowedIpListFormModal';
import { allowedIpListErrorMessages } from './labels';
import { writeAllowedIpLists } from './permissions';
import { allowedIpListQueries } from './queries';
import { allowedIpListSearchSchema } from './search';

const route = getRouteApi('/_dashboard/allowed-ip-lists');
/** How many entries the list shows before "+ n more". */
const SHOWN_ENTRIES = 3;

type Editing = { list?: AllowedIpList } | null;

/** A refusal in the app's words: the provider's codes for these lists first, then the catalogue. */
const refusalOf = (error: unknown) => errorMessage(error, allowedIpListErrorMessages);

/**
 * The organization's allowed IP lists: named sets of addresses and ranges API keys can be limited to. Searched by
 * name or entry (in the URL); writers create, edit and delete them in dialogs.
 */
export function AllowedIpListsPage() {
  const { t, i18n } = useLingui();
  const { organizationId, organization, search, setSearch } = useListRoute(route);
  const canWrite = organization.permissions.allows(writeAllowedIpLists);
  const column = useListColumns<AllowedIpList>();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AllowedIpList | null>(null);
  const deletingName = deleting?.attributes.name;
  const table = useQueryTable(
    useQuery(allowedIpListQueries.ofOrganization(organizationId, search.q)),
    {
      errorText: t`The allowed IP lists could not be loaded.`,
    },
  );

  const removeList = useConfirmedAction(allowedIpLists.actions['allowed-ip-lists/remove'], {
    done: t`Allowed IP list deleted`,
    refresh: [allowedIpListQueries.keys.all()],
  });

  const columns = useMemo(
    () => [
      column.text('name', t`Name`, (row) => row.attributes.name, {
        isRowHeader: true,
        width: 220,
        grow: 1,
      }),
      column.custom(
        'count',
        t`Entries`,
        (row) => row.attributes.entries.length,
        (count) => <Text tabular>{count}</Text>,
        { numeric: true, width: 100, grow: 0 },
      ),
      column.custom(
        'entries',
        t`Addresses and ranges`,
        (row) => row.attributes.entries,
        (entries) => {
          const more = entries.length - SHOWN_ENTRIES;
          return (
            <Inline gap="sm" wrap={false}>
              <Text mono size="sm" truncate>
                {entries.slice(0, SHOWN_ENTRIES).join(', ')}
              </Text>
              {more > 0 && (
                <Text size="sm" tone="muted">
                  {t`+ ${more} more`}
                </Text>
              )}
            </Inline>
          );
        },
        { width: 320, grow: 2 },
      ),
      column.dateTime('updatedAt', t`Updated`, (row) => row.attributes.updatedAt),
      ...column.actionsIf(canWrite, t`Actions`, (row) => {
        const name = row.attributes.name;
        return (
          <>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t`Edit ${name}`}
              onPress={() => setEditing({ list: row })}
            >
              {t`Edit`}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t`Delete ${name}`}
              onPress={() => setDeleting(row)}
            >
              {t`Delete`}
            </Button>
          </>
        );
      }),
    ],
    [t, column, canWrite],
  );

  return (
    <ListPage
      title={t`Allowed IP lists`}
      description={t`Named sets of IP addresses and ranges. Limit an API key to them so it only works from your own networks.`}
      actions={
        canWrite && (
          <Button variant="primary" icon={<IconPlus size="sm" />} onPress={() => setEditing({})}>
            {t`Create list`}
          </Button>
        )
      }
      searchLabel={t`Search by name or address`}
      controls={valueListControls(search, setSearch, {
        fields: [],
        schema: allowedIpListSearchSchema,
      })}
      columns={columns}
      table={table}
      empty={{
        title: t`No allowed IP lists yet`,
        description: t`Create a list of your office or server addresses to limit API keys to them.`,
      }}
      filteredEmptyTitle={t`No allowed IP lists match this search`}
    >
      {editing && (
        <AllowedIpListFormModal
          organizationId={organizationId}
          list={editing.list}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      {deleting && deletingName && (
        <ConfirmDialog
          onClose={() => setDeleting(null)}
          variant="danger"
          title={t`Delete this allowed IP list?`}
          confirmLabel={t`Delete list`}
          onConfirm={() => removeList({ id: deleting.id })}
          errorText={(error) => i18n._(refusalOf(error))}
        >
          {t`${deletingName} will be deleted. API keys can no longer be limited to it.`}
        </ConfirmDialog>
      )}
    </ListPage>
  );
}
