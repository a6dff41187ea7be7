import { createPermissions, type Permissions } from '@paydesk/permissions';
import { actionKeys } from '@paydesk/api-client/query';
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../session/session';
import { myPermissionsQueryOptions, organizationsQueryOptions } from './queries';
import { pickOrganization, type OrganizationSummary } from './selection';
import { readSavedOrganizationId } from './storage';

/** What every dashboard route knows about the organization it works in (router context `organization`). */
export interface OrganizationScope {
  /** False without identities.resource-tree.read: the "no accesses yet" state (SPEC §2). */
  canListOrganizations: boolean;
  organizations: OrganizationSummary[];
  /** Null when the user has no organizations: the "account not configured" state. */
  selected: OrganizationSummary | null;
  /** The identity's permissions on the selected organization (identity-wide when there is none). */
  permissions: Permissions;
}

let sessionChannel: string | undefined;

/** A new session (another user or identity signed in without a reload) keeps nothing of the previous one. */
function forgetPreviousSession(queryClient: QueryClient, session: Session): void {
  if (sessionChannel !== undefined && sessionChannel !== session.channel) {
    queryClient.removeQueries({ queryKey: actionKeys.all });
  }
  sessionChannel = session.channel;
}

/**
 * Loads the organizations, restores the selection and its permissions; run in the dashboard layout's
 * `beforeLoad`, so it re-runs (from the query cache) on every navigation and on `router.invalidate()`.
 */
export async function loadOrganizationScope(
  queryClient: QueryClient,
  session: Session,
): Promise<OrganizationScope> {
  forgetPreviousSession(queryClient, session);
  const canListOrganizations = session.permissions.has('identities.resource-tree.read');
  if (!canListOrganizations) {
    return {
      canListOrganizations,
      organizations: [],
      selected: null,
      permissions: session.permissions,
    };
  }
  const nodes = await queryClient.ensureQueryData(organizationsQueryOptions());
  const organizations = nodes.map((node) => ({
    id: node.id,
    name: node.attributes.name,
    merchantId: node.relationships.parent.data?.id ?? null,
  }));
  const selected = pickOrganization(organizations, readSavedOrganizationId());
  if (!selected) {
    return { canListOrganizations, organizations, selected, permissions: session.permissions };
  }
  const granted = await queryClient.ensureQueryData(myPermissionsQueryOptions(selected.id));
  return {
    canListOrganizations,
    organizations,
    selected,
    permissions: createPermissions(granted.data.attributes.permissions),
  };
}
