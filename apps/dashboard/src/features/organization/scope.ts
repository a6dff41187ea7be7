import { createPermissions, type Permissions } from '@paydesk/permissions';
import { actionKeys } from '@paydesk/api-client/query';
import type { QueryClient } from '@tanstack/react-query';
import type { Session } from '../../shared/session/session';
import { myPermissionsQueryOptions, organizationsQueryOptions } from './queries';
import { pickOrganization, type OrganizationSummary } from './selection';
import {
  readPickedOrganizationId,
  readSavedOrganizationId,
  rememberPickedOrganizationId,
} from './storage';

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

/** The scope last answered and what it was built from (see `sameAsBefore`). */
let previous: { inputs: readonly unknown[]; scope: OrganizationScope } | undefined;

/**
 * The scope answered before when it was built from the very same inputs (query-cache answers, the session's
 * permissions, the selected id). Navigations re-run the guard; an unchanged scope keeps its identity, so the
 * shell and pages that read it from the router context do not re-render on every click.
 */
function sameAsBefore(
  inputs: readonly unknown[],
  build: () => OrganizationScope,
): OrganizationScope {
  if (
    previous?.inputs.length === inputs.length &&
    previous.inputs.every((v, i) => Object.is(v, inputs[i]))
  )
    return previous.scope;
  previous = { inputs, scope: build() };
  return previous.scope;
}

/**
 * A returning user's organizations, and the permissions on the organization they likely work in (the saved one,
 * or the one the last load picked), asked for alongside the session's own requests instead of after their answers:
 * posted before the push channel is subscribed, they are answered with the session's, which takes two rounds of
 * requests off the way to the first page. Nothing is built from them here: `loadOrganizationScope` still checks the
 * session's permissions first and picks the organization from the answer, and a refused request (no tree
 * permission, an organization no longer the user's) is never read. Answers already cached are kept, so later
 * navigations ask for nothing.
 */
export function prefetchOrganizationScope(queryClient: QueryClient): void {
  const likelyId = readSavedOrganizationId() ?? readPickedOrganizationId();
  const unread = () => undefined;
  queryClient.ensureQueryData(organizationsQueryOptions()).catch(unread);
  if (likelyId) queryClient.ensureQueryData(myPermissionsQueryOptions(likelyId)).catch(unread);
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
  if (!session.permissions.has('identities.resource-tree.read')) {
    return sameAsBefore([session.permissions], () => ({
      canListOrganizations: false,
      organizations: [],
      selected: null,
      permissions: session.permissions,
    }));
  }
  const nodes = await queryClient.ensureQueryData(organizationsQueryOptions());
  const selectedId = pickOrganization(nodes, readSavedOrganizationId())?.id;
  if (selectedId) rememberPickedOrganizationId(selectedId);
  const granted = selectedId
    ? await queryClient.ensureQueryData(myPermissionsQueryOptions(selectedId))
    : undefined;
  return sameAsBefore([session.permissions, nodes, selectedId, granted], () => {
    const organizations = nodes.map((node) => ({
      id: node.id,
      name: node.attributes.name,
      merchantId: node.relationships.parent.data?.id ?? null,
    }));
    return {
      canListOrganizations: true,
      organizations,
      selected: organizations.find((organization) => organization.id === selectedId) ?? null,
      permissions: granted
        ? createPermissions(granted.data.attributes.permissions)
        : session.permissions,
    };
  });
}
