/**
 * The "Views" menu beside a list (shown by every ListPage through shared/lists/ListViews): the user's own views
 * and the ones shared with the organization, saving the list as it is, and for the applied view: updating it to
 * the list as it is, renaming or sharing it, deleting it (own views) and copying a link to it. Applying a view
 * puts its URL parameters and `?view=<id>` in the address and sets its columns; when the applied view changes
 * (its owner saved it again, pushed to everyone), it is applied again.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { savedViews, type SavedView } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  AlertDialog,
  Button,
  IconChevronDown,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  toast,
} from '@paydesk/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState, type Key } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import type { ListViewsProps } from '../../shared/lists/ListViews';
import { useSelectedOrganization } from '../organization';
import { savedViewQueries } from './queries';
import { SaveViewModal } from './SaveViewModal';
import { useSavedViewChanges } from './useSavedViewChanges';
import { savedViewListOf, searchOf, shareLink, viewHref, viewIdOf } from './viewUrl';

const dashboard = getRouteApi('/_dashboard');

/**
 * What a view looked like when it was last applied: a change to it is applied again. Its content, not only its
 * time of change: two saves within one millisecond (or on a held emulator clock) must still count as a change.
 */
const stampOf = (view: SavedView) => JSON.stringify([view.id, view.attributes]);

export function SavedViewsControl({ columns, onColumnsChange }: ListViewsProps) {
  const location = useRouterState({ select: (state) => state.location });
  const list = savedViewListOf(location.pathname);
  const { id: organizationId } = useSelectedOrganization();
  if (!list || !organizationId) return null;
  return (
    <ViewsMenu
      key={`${organizationId}:${list}`}
      organizationId={organizationId}
      list={list}
      pathname={location.pathname}
      searchStr={location.searchStr}
      columns={columns}
      onColumnsChange={onColumnsChange}
    />
  );
}

type Dialog =
  { kind: 'save' } | { kind: 'edit'; view: SavedView } | { kind: 'delete'; view: SavedView } | null;

function ViewsMenu({
  organizationId,
  list,
  pathname,
  searchStr,
  columns,
  onColumnsChange,
}: ListViewsProps & {
  organizationId: string;
  list: NonNullable<ReturnType<typeof savedViewListOf>>;
  pathname: string;
  searchStr: string;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useSavedViewChanges();
  const views = useQuery(savedViewQueries.list(organizationId, list)).data?.data ?? [];
  const userId = dashboard.useRouteContext({ select: (context) => context.session.user.id });
  const [dialog, setDialog] = useState<Dialog>(null);

  const activeId = viewIdOf(searchStr);
  const active = views.find((view) => view.id === activeId);
  // The view last applied here stays the one to update after the list's filters change (a filter change drops
  // `?view` from the address: the list no longer is the view as saved).
  const [recentId, setRecentId] = useState<string | null>(null);
  const current = active ?? views.find((view) => view.id === recentId);
  const own = views.filter((view) => view.attributes.ownerId === userId);
  const shared = views.filter((view) => view.attributes.ownerId !== userId);

  const applied = useRef<string | null>(null);
  const apply = useCallback(
    (view: SavedView, replace: boolean) => {
      applied.current = stampOf(view);
      setRecentId(view.id);
      onColumnsChange(view.attributes.columns);
      void navigate({ href: viewHref(pathname, view), replace });
    },
    [navigate, onColumnsChange, pathname],
  );
  // An address naming a view (a shared link, or the view changed by its owner): apply it once per version.
  useEffect(() => {
    if (active && applied.current !== stampOf(active)) apply(active, true);
  }, [active, apply]);

  const invalidate = () =>
    queryClient.invalidateQueries({ queryKey: savedViewQueries.keys.list() });
  const update = useMutation({
    ...actionMutationOptions(api, savedViews.actions['saved-views/update']),
    onSuccess: async (answer) => {
      apply(answer.data, true);
      await invalidate();
      toast.success(t`View “${answer.data.attributes.name}” updated`);
    },
    onError: (error) => toast.error(i18n._(errorMessage(error))),
  });
  // Asked first (the confirmation dialog shows a refusal and stays open): a deleted view cannot be brought back.
  const remove = useMutation({
    ...actionMutationOptions(api, savedViews.actions['saved-views/remove']),
    onSuccess: async () => {
      await invalidate();
      toast.success(t`View deleted`);
      void navigate({ href: `${pathname}?${new URLSearchParams(searchOf(searchStr)).toString()}` });
    },
  });

  const onAction = (key: Key) => {
    const action = String(key);
    if (action.startsWith('apply:')) {
      const view = views.find((item) => `apply:${item.id}` === action);
      if (view) apply(view, false);
    } else if (action === 'save') setDialog({ kind: 'save' });
    else if (action === 'edit' && current) setDialog({ kind: 'edit', view: current });
    else if (action === 'update' && current)
      update.mutate({
        id: current.id,
        payload: {
          data: {
            type: 'saved-view',
            attributes: {
              ...current.attributes,
              resourceId: organizationId,
              search: searchOf(searchStr),
              columns,
            },
          },
        },
      } as never);
    else if (action === 'delete' && current) setDialog({ kind: 'delete', view: current });
    else if (action === 'copy' && current) {
      const link = shareLink(window.location, current.id);
      navigator.clipboard.writeText(link).then(
        () => toast.success(t`Link copied`),
        () => toast.info(link),
      );
    }
  };

  const isOwn = current !== undefined && current.attributes.ownerId === userId;
  const activeName = active?.attributes.name ?? '';
  const currentName = current?.attributes.name ?? '';
  const item = (view: SavedView, description: string) => (
    <MenuItem key={view.id} id={`apply:${view.id}`} description={description}>
      {view.attributes.name}
    </MenuItem>
  );

  return (
    <>
      <MenuTrigger>
        <Button variant="secondary">
          {active ? <Trans>View: {activeName}</Trans> : <Trans>Views</Trans>}
          <IconChevronDown />
        </Button>
        <Menu onAction={onAction}>
          {own.length > 0 && (
            <MenuSection title={t`My views`}>
              {own.map((view) =>
                item(
                  view,
                  view.attributes.visibility === 'shared' ? t`Shared with the team` : t`Only you`,
                ),
              )}
            </MenuSection>
          )}
          {shared.length > 0 && (
            <MenuSection title={t`Shared with the team`}>
              {shared.map((view) => item(view, t`By ${view.attributes.ownerName}`))}
            </MenuSection>
          )}
          {views.length === 0 && (
            <MenuItem id="none" isDisabled>
              <Trans>No saved views yet</Trans>
            </MenuItem>
          )}
          <MenuSeparator />
          <MenuItem id="save">
            <Trans>Save view…</Trans>
          </MenuItem>
          {isOwn && (
            <MenuItem id="update">
              <Trans>Update “{currentName}” to this list</Trans>
            </MenuItem>
          )}
          {isOwn && (
            <MenuItem id="edit">
              <Trans>Rename or share…</Trans>
            </MenuItem>
          )}
          {current && (
            <MenuItem id="copy">
              <Trans>Copy link</Trans>
            </MenuItem>
          )}
          {isOwn && (
            <MenuItem id="delete" tone="danger">
              <Trans>Delete “{currentName}”</Trans>
            </MenuItem>
          )}
        </Menu>
      </MenuTrigger>
      {dialog?.kind === 'delete' && (
        <AlertDialog
          isOpen
          onOpenChange={(isOpen) => !isOpen && setDialog(null)}
          variant="danger"
          title={t`Delete the view “${dialog.view.attributes.name}”?`}
          confirmLabel={t`Delete view`}
          onConfirm={async () => {
            await remove.mutateAsync({ id: dialog.view.id } as never);
          }}
          errorMessage={(error) => i18n._(errorMessage(error))}
        >
          {dialog.view.attributes.visibility === 'shared'
            ? t`The view is removed for everyone in the team. The list itself is not changed.`
            : t`The view is removed. The list itself is not changed.`}
        </AlertDialog>
      )}
      {dialog && dialog.kind !== 'delete' && (
        <SaveViewModal
          organizationId={organizationId}
          list={list}
          view={dialog.kind === 'edit' ? dialog.view : undefined}
          search={dialog.kind === 'edit' ? dialog.view.attributes.search : searchOf(searchStr)}
          columns={dialog.kind === 'edit' ? dialog.view.attributes.columns : columns}
          onOpenChange={(isOpen) => !isOpen && setDialog(null)}
          onSaved={(view) => apply(view, dialog.kind === 'edit')}
        />
      )}
    </>
  );
}
