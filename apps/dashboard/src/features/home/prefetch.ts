import type { QueryClient } from '@tanstack/react-query';
import type { OrganizationScope } from '../organization';
import { projectQueries } from '../projects';
import { homeFiguresQuery } from './queries';
import type { HomeSearch } from './search';

/** Who sees the key figures (otherwise home shows the welcome): the statistics permission on the organization. */
export function showsKeyFigures(organization: OrganizationScope): boolean {
  return Boolean(organization.selected && organization.permissions.has('transaction-statistics'));
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
  const organizationId = organization.selected?.id;
  if (!organizationId || !showsKeyFigures(organization)) return;
  void queryClient.prefetchQuery(projectQueries.ofOrganization(organizationId));
  void queryClient.prefetchQuery(homeFiguresQuery(organizationId, search, timeZone));
}
