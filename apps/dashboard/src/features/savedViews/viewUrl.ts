/**
 * Where a saved view meets the address bar: which list a path shows, the list's URL parameters a view keeps, and
 * the address of a list with a view applied (`?view=<id>` beside the parameters, so the view stays named and a
 * shared link opens it).
 */
import { savedViewLists, type SavedView, type SavedViewList } from '@paydesk/api-client';

/** The URL parameter naming the applied view. */
export const VIEW_PARAM = 'view';

/** The list a path shows when it is the list itself (`/transactions`, not a transaction), if it keeps views. */
export function savedViewListOf(pathname: string): SavedViewList | null {
  const key = /^\/([a-z-]+)\/?$/.exec(pathname)?.[1];
  return key && Object.hasOwn(savedViewLists, key) ? (key as SavedViewList) : null;
}

/** The list's URL parameters as the address writes them, without the view's own. */
export function searchOf(searchStr: string): Record<string, string> {
  const params = new URLSearchParams(searchStr);
  params.delete(VIEW_PARAM);
  return Object.fromEntries(params);
}

/** The view named in an address, if any. */
export const viewIdOf = (searchStr: string) => new URLSearchParams(searchStr).get(VIEW_PARAM);

/** The list's address with the view applied: its parameters and its id. */
export function viewHref(pathname: string, view: Pick<SavedView, 'id' | 'attributes'>): string {
  const params = new URLSearchParams(view.attributes.search);
  params.set(VIEW_PARAM, view.id);
  return `${pathname}?${params.toString()}`;
}

/** The link to share: the list with only the view's id, which applies its current state when opened. */
export function shareLink(location: Pick<Location, 'origin' | 'pathname'>, viewId: string): string {
  return `${location.origin}${location.pathname}?${new URLSearchParams({ [VIEW_PARAM]: viewId }).toString()}`;
}
