import { useNavigate, type RouteApi } from '@tanstack/react-router';
import { useListRoute } from '../../shared/lists/useListRoute';
import { EndpointDetailPage } from './EndpointDetailPage';

/** The two routes of an endpoint's page: under the organization's endpoints and under a project. */
type EndpointRouteId =
  | '/_dashboard/webhook-endpoints/$endpointId'
  | '/_dashboard/projects/$projectId/webhook-endpoints/$endpointId';

/**
 * An endpoint's page on either of its routes: the deliveries' filters in the URL, the page's path (for the
 * deliveries' links) and where deleting the endpoint leads: back to the project it was opened under, else to the
 * organization's endpoints.
 */
export function EndpointDetailRoute<TId extends EndpointRouteId>({
  route,
}: {
  route: Pick<RouteApi<TId>, 'id' | 'useParams' | 'useRouteContext' | 'useSearch' | 'useNavigate'>;
}) {
  const { endpointId, projectId } = route.useParams() as { endpointId: string; projectId?: string };
  const { organization, search, setSearch } = useListRoute(route);
  const navigate = useNavigate();
  const endpointPath = `webhook-endpoints/${encodeURIComponent(endpointId)}`;
  return (
    <EndpointDetailPage
      endpointId={endpointId}
      organization={organization}
      search={search}
      onSearch={setSearch}
      path={
        projectId === undefined
          ? `/${endpointPath}`
          : `/projects/${encodeURIComponent(projectId)}/${endpointPath}`
      }
      onDeleted={() =>
        void (projectId === undefined
          ? navigate({ to: '/webhook-endpoints' })
          : navigate({ to: '/projects/$projectId', params: { projectId } }))
      }
    />
  );
}
