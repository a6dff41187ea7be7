import { useLingui } from '@lingui/react/macro';
import { allowedIpLists, isApiError, type AllowedIpList } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  AlertDialog,
  Button,
  createDataTableColumnHelper,
  DataTable,
  EmptyState,
  IconPlus,
  Inline,
  PageHeader,
  SearchField,
  Stack,
  Text,
  toast,
} from '@paydesk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { codeMessage, errorMessage } from '../../shared/errors/errorMessages';
import { api } from '../../shared/api/client';
import { useDateFormat, widestDateTime } from '../../shared/preferences';
import { AllowedIpListFormModal } from './AllowedIpListFormModal';
import { allowedIpListErrorMessages } from './labels';
import { writeAllowedIpLists } from './permissions';
import { allowedIpListQueries } from './queries';

const route = getRouteApi('/_dashboard/allowed-ip-lists');
const col = createDataTableColumnHelper<AllowedIpList>();
/** Wait for a pause in typing before asking the provider. */
const SEARCH_DELAY_MS = 300;
/** How many entries the list shows before "+ n more". */
const SHOWN_ENTRIES = 3;

type Editing = { list?: AllowedIpList } | null;

/** A refusal in the app's words: the provider's codes for these lists first, then the catalogue. */
const refusalOf = (error: unknown) =>
  codeMessage(isApiError(error) ? error.code : undefined, allowedIpListErrorMessages) ??
  errorMessage(error);

/**
 * The organization's allowed IP lists: named sets of addresses and ranges API keys can be limited to. Searched by
 * name or entry (in the URL); writers create, edit and delete them in dialogs.
 */
export function AllowedIpListsPage() {
  const { t, i18n } = useLingui();
  const { organizationId, organization } = route.useRouteContext();
  const { q = '' } = route.useSearch();
  const navigate = route.useNavigate();
  const canWrite = organization.permissions.allows(writeAllowedIpLists);
  const { formatDateTime } = useDateFormat();
  const queryClient = useQueryClient();
  const [text, setText] = useState(q);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AllowedIpList | null>(null);
  const deletingName = deleting?.attributes.name;
  const lists = useQuery(allowedIpListQueries.ofOrganization(organizationId, q));

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(
      () => void navigate({ search: { q: text.trim() || undefined }, replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [text, q, navigate]);

  const remove = useMutation({
    ...actionMutationOptions(api, allowedIpLists.actions['allowed-ip-lists/remove']),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allowedIpListQueries.keys.all() }),
  });

  const columns = useMemo(
    () =>
      col.columns([
        col.accessor((row) => row.attributes.name, {
          id: 'name',
          header: t`Name`,
          enableSorting: false,
          cell: (info) => <Text truncate>{info.getValue()}</Text>,
          meta: { isRowHeader: true, width: 220, grow: 1 },
        }),
        col.accessor((row) => row.attributes.entries.length, {
          id: 'count',
          header: t`Entries`,
          enableSorting: false,
          cell: (info) => <Text tabular>{info.getValue()}</Text>,
          meta: { numeric: true, width: 100, grow: 0 },
        }),
        col.accessor((row) => row.attributes.entries, {
          id: 'entries',
          header: t`Addresses and ranges`,
          enableSorting: false,
          cell: (info) => {
            const entries = info.getValue();
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
          meta: { width: 320, grow: 2 },
        }),
        col.accessor((row) => row.attributes.updatedAt, {
          id: 'updatedAt',
          header: t`Updated`,
          enableSorting: false,
          cell: (info) => formatDateTime(info.getValue()),
          meta: {
            numeric: true,
            align: 'start',
            width: 180,
            grow: 0,
            minContent: widestDateTime(formatDateTime),
          },
        }),
        ...(canWrite
          ? [
              col.display({
                id: 'actions',
                header: t`Actions`,
                enableSorting: false,
                enableHiding: false,
                cell: ({ row }) => {
                  const name = row.original.attributes.name;
                  return (
                    <Inline gap="xs" wrap={false}>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t`Edit ${name}`}
                        onPress={() => setEditing({ list: row.original })}
                      >
                        {t`Edit`}
                      </Button>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t`Delete ${name}`}
                        onPress={() => setDeleting(row.original)}
                      >
                        {t`Delete`}
                      </Button>
                    </Inline>
                  );
                },
                meta: { label: t`Actions`, width: 170, grow: 0 },
              }),
            ]
          : []),
      ]),
    [t, formatDateTime, canWrite],
  );

  const clearSearch = () => {
    setText('');
    void navigate({ search: {}, replace: true });
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t`Allowed IP lists`}
        description={t`Named sets of IP addresses and ranges. Limit an API key to them so it only works from your own networks.`}
        actions={
          canWrite && (
            <Button variant="primary" icon={<IconPlus size="sm" />} onPress={() => setEditing({})}>
              {t`Create list`}
            </Button>
          )
        }
      />
      <SearchField
        label={t`Search allowed IP lists`}
        placeholder={t`Name or address`}
        value={text}
        onChange={setText}
        onClear={clearSearch}
      />
      <DataTable
        aria-label={t`Allowed IP lists`}
        columns={columns}
        data={lists.data ?? []}
        isLoading={lists.isPending}
        error={lists.isError ? t`The allowed IP lists could not be loaded.` : undefined}
        onRetry={() => void lists.refetch()}
        getRowId={(row) => row.id}
        showColumnsMenu={false}
        isFiltered={q !== ''}
        onClearFilters={clearSearch}
        emptyState={
          <EmptyState
            title={t`No allowed IP lists yet`}
            description={t`Create a list of your office or server addresses to limit API keys to them.`}
          />
        }
        filteredEmptyState={
          <EmptyState
            variant="filtered"
            title={t`No allowed IP lists match this search`}
            onClearFilters={clearSearch}
          />
        }
      />
      {editing && (
        <AllowedIpListFormModal
          organizationId={organizationId}
          list={editing.list}
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      {deleting && deletingName && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => !open && setDeleting(null)}
          variant="danger"
          title={t`Delete this allowed IP list?`}
          confirmLabel={t`Delete list`}
          onConfirm={async () => {
            await remove.mutateAsync({ id: deleting.id });
            toast.success(t`Allowed IP list deleted`);
          }}
          errorMessage={(error) => i18n._(refusalOf(error))}
        >
          {t`${deletingName} will be deleted. API keys can no longer be limited to it.`}
        </AlertDialog>
      )}
    </Stack>
  );
}
