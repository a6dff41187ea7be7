/**
 * Where each kind of upcoming money is listed, and the permission that page needs (the sidebar's, SPEC §6):
 * a link shows only when its page exists for the user.
 */
import type { upcomingKinds } from '@paydesk/api-client';
import type { PermissionMeta, Permissions } from '@paydesk/permissions';

type UpcomingKind = (typeof upcomingKinds)[number];

const pages: Record<UpcomingKind, { href: string; permission: PermissionMeta }> = {
  settlement: {
    href: '/settlement',
    permission: { type: 'single', permission: 'accounts.settlement.read' },
  },
  'reserve-release': {
    href: '/rollings',
    permission: { type: 'single', permission: 'rolling-reserve-payouts.requests.read' },
  },
  payout: {
    href: '/payouts',
    permission: { type: 'single', permission: 'payouts.requests.read' },
  },
};

/** The list an upcoming item is in, or undefined when the user may not see that list. */
export function upcomingHref(kind: UpcomingKind, permissions: Permissions): string | undefined {
  const page = pages[kind];
  return permissions.allows(page.permission) ? page.href : undefined;
}
