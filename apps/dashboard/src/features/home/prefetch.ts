import type { QueryClient } from '@tanstack/react-query';
import type { OrganizationScope } from '../organization';
import { projectQueries } from '../projects';
import { homeFiguresQuery } from './queries';
import type { HomeSearch } from './search';

/**
 * The organization whose key figures home shows, when the user has the statistics permission on it; otherwise
 * undefined (home shows the welcome).
 */
export function keyFiguresOrganization(organization: OrganizationScope): string | undefined {
  return organization.permissions.has('transaction-statistics')
    ? organization.selected?.id
    : undefined;
}

/**
 * Starts the key figures' requests (figures and project names) as soon as the guard has run, instead of after the
 * shell and the page have rendered; the page finds them answered or on their way. Nothing waits for them here:
 * the page shows its own loading and error states.
 */
export function prefetchHomeFigures(
  queryClient: QueryClient,
  organization: OrganizationScope,
  search: HomeSearch,
  timeZone: string,
): void {
  const organizationId = keyFiguresOrganization(organization);
  if (!organizationId) return;
  void queryClient.prefetchQuery(projectQueries.ofOrganization(organizationId));
  void queryClient.prefetchQuery(homeFiguresQuery(organizationId, search, timeZone));
}
