import { getRouteApi } from '@tanstack/react-router';

const dashboard = getRouteApi('/_dashboard');

/**
 * The organization the transactions screens list (the routes' guard ensures one is selected) and the
 * signed-in user, whose column choices are remembered.
 */
export function useTransactionsScope() {
  const organization = dashboard.useRouteContext({ select: (context) => context.organization });
  const userId = dashboard.useRouteContext({ select: (context) => context.session.user.id });
  return {
    organizationId: organization.selected?.id ?? '',
    userId,
    permissions: organization.permissions,
  };
}
