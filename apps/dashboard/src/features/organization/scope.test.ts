// @vitest-environment jsdom
import { createPermissions, toPermissionIds } from '@paydesk/permissions';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../../shared/session/session';
import { myPermissionsQueryOptions, organizationsQueryOptions } from './queries';
import { loadOrganizationScope, prefetchOrganizationScope } from './scope';
import {
  readPickedOrganizationId,
  rememberPickedOrganizationId,
  saveOrganizationId,
} from './storage';

const session = {
  channel: 'channel-1',
  user: { id: 'user-1' },
  permissions: createPermissions(toPermissionIds(['identities.resource-tree.read'])),
} as unknown as Session;

const organization = (id: string, name: string) => ({
  id,
  type: 'resource',
  attributes: { name, resourceType: 'organization' },
  relationships: { parent: { data: { id: 'merchant-1', type: 'resource' } } },
});

function seededClient() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(organizationsQueryOptions().queryKey, [
    organization('org-retail', 'Acme Retail'),
    organization('org-travel', 'Acme Travel'),
  ] as never);
  for (const id of ['org-retail', 'org-travel'])
    queryClient.setQueryData(myPermissionsQueryOptions(id).queryKey, {
      data: { attributes: { permissions: toPermissionIds(['transactions.read.1']) } },
    } as never);
  return queryClient;
}

describe('loadOrganizationScope', () => {
  beforeEach(() => localStorage.clear());

  it('answers the very same scope while nothing it is built from changed, so navigations re-render nothing', async () => {
    const queryClient = seededClient();
    const first = await loadOrganizationScope(queryClient, session);
    expect(first.selected?.name).toBe('Acme Retail');
    expect(first.permissions.has('transactions.read.1')).toBe(true);
    expect(await loadOrganizationScope(queryClient, session)).toBe(first);
  });

  it('builds a new scope when the selection changes', async () => {
    const queryClient = seededClient();
    const first = await loadOrganizationScope(queryClient, session);
    saveOrganizationId('org-travel');
    const second = await loadOrganizationScope(queryClient, session);
    expect(second).not.toBe(first);
    expect(second.selected?.name).toBe('Acme Travel');
  });

  it('remembers the organization it picked, saved or not, as a hint for the next load', async () => {
    await loadOrganizationScope(seededClient(), session);
    expect(readPickedOrganizationId()).toBe('org-retail');
  });
});

describe('prefetchOrganizationScope', () => {
  beforeEach(() => localStorage.clear());

  const askedFor = (queryClient: QueryClient) => {
    const ensure = vi.spyOn(queryClient, 'ensureQueryData');
    prefetchOrganizationScope(queryClient);
    return ensure.mock.calls.map(([options]) => options.queryKey);
  };

  it('asks for the organizations and the permissions on the organization the last load picked', () => {
    rememberPickedOrganizationId('org-travel');
    expect(askedFor(seededClient())).toEqual([
      organizationsQueryOptions().queryKey,
      myPermissionsQueryOptions('org-travel').queryKey,
    ]);
  });

  it('prefers the saved organization, and asks only for the organizations without a hint', () => {
    rememberPickedOrganizationId('org-travel');
    saveOrganizationId('org-retail');
    expect(askedFor(seededClient())[1]).toEqual(myPermissionsQueryOptions('org-retail').queryKey);
    localStorage.clear();
    expect(askedFor(seededClient())).toEqual([organizationsQueryOptions().queryKey]);
  });
});
