// The '-' keeps this file out of the route tree (TanStack Router ignores files so prefixed).
import { createPermissions, toPermissionIds } from '@paydesk/permissions';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { OrganizationScope } from '../../features/organization';
import { Route } from './index';

const organization = {
  canListOrganizations: true,
  organizations: [],
  selected: { id: 'org-1' },
  permissions: createPermissions(toPermissionIds(['transaction-statistics'])),
} as unknown as OrganizationScope;

describe('home route', () => {
  it("starts the key figures' requests within the loader's own call, without waiting for a chunk", () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, 'prefetchQuery').mockResolvedValue(undefined);
    const loader = Route.options.loader as (match: unknown) => unknown;
    loader({ context: { queryClient, organization }, deps: {} });
    // A cold load's guard has just answered: a dynamic import here cost the figures another round trip.
    expect(prefetch).toHaveBeenCalledTimes(2);
  });
});
