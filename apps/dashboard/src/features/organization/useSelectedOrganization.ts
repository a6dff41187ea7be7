import { getRouteApi, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { saveOrganizationId } from './storage';

const dashboard = getRouteApi('/_dashboard');

/**
 * The selected organization (id, name) and a setter. Switching saves the choice and re-runs the dashboard
 * layout's `beforeLoad` and every loader, so lists keyed by the organization's id reload for it.
 */
export function useSelectedOrganization() {
  const organization = dashboard.useRouteContext({ select: (context) => context.organization });
  const router = useRouter();
  const setOrganization = useCallback(
    (id: string) => {
      saveOrganizationId(id);
      void router.invalidate();
    },
    [router],
  );
  return {
    id: organization.selected?.id ?? null,
    name: organization.selected?.name ?? null,
    organizations: organization.organizations,
    permissions: organization.permissions,
    setOrganization,
  };
}
