/**
 * The bulk refund being confirmed, kept in the tab's session storage from the moment Confirm is pressed until its
 * job is known: a reload in between sends the create again with the same reference, which the provider answers
 * with the same job, so nothing is refunded twice.
 */
import type { BulkRefundItemInput } from '@paydesk/api-client';

export interface PendingBulkRefund {
  organizationId: string;
  reference: string;
  items: BulkRefundItemInput[];
}

const KEY = 'paydesk.pendingBulkRefund';

export function readPending(): PendingBulkRefund | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as PendingBulkRefund) : null;
  } catch {
    return null;
  }
}

export function keepPending(pending: PendingBulkRefund): void {
  sessionStorage.setItem(KEY, JSON.stringify(pending));
}

export function forgetPending(): void {
  sessionStorage.removeItem(KEY);
}

/** A new bulk reference: URL-safe, within the 8–64 characters of a request reference. */
export const newBulkReference = (): string => `bulk-${crypto.randomUUID()}`;
