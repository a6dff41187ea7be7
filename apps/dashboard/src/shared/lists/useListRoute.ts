/**
 * What every list page reads from its route: the context its guard returned (`organizationId`, `canWrite`…), the
 * URL's `search` and a `setSearch` that replaces it (a filter change is no new history entry), and the user's
 * `timeZone` for the table's dates.
 */
import type { RegisteredRouter, RouteApi, RouteById, RouteIds } from '@tanstack/react-router';
import { useDateFormat } from '../preferences';

type RouteId = RouteIds<RegisteredRouter['routeTree']>;
type RouteTypes<TId extends RouteId> = RouteById<RegisteredRouter['routeTree'], TId>['types'];
type SearchOf<TId extends RouteId> = RouteTypes<TId>['fullSearchSchema'];
type ContextOf<TId extends RouteId> = RouteTypes<TId>['allContext'];

/** A route's own `Route` or its `getRouteApi(…)`: what the hook reads of either. */
type RouteReader<TId extends RouteId> = { id: TId } & Pick<
  RouteApi<TId>,
  'useRouteContext' | 'useSearch' | 'useNavigate'
>;

export function useListRoute<TId extends RouteId>(route: RouteReader<TId>) {
  const context: ContextOf<TId> = route.useRouteContext();
  const search: SearchOf<TId> = route.useSearch();
  const navigate = route.useNavigate();
  const { timeZone } = useDateFormat();
  // The search is the route's own (read above), which TypeScript cannot match to `navigate`'s for any route.
  const setSearch = (next: SearchOf<TId>) =>
    void navigate({ search: next as never, replace: true });
  return { ...context, search, setSearch, timeZone };
}
