/**
 * What an entry came from, as a link: the transaction (its detail page), else the payout or the settlement (their
 * lists; those screens own their details).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LedgerEntry } from '@paydesk/api-client';

export interface EntrySource {
  id: string;
  href: string;
  /** Names the link for assistive technology ("Transaction trx_…"). */
  label: MessageDescriptor;
}

export function entrySource(entry: LedgerEntry['attributes']): EntrySource | undefined {
  const { transactionId, payoutId, settlementId } = entry;
  if (transactionId)
    return {
      id: transactionId,
      href: `/transactions/${encodeURIComponent(transactionId)}`,
      label: msg`Transaction ${transactionId}`,
    };
  if (payoutId) return { id: payoutId, href: '/payouts', label: msg`Payout ${payoutId}` };
  if (settlementId)
    return { id: settlementId, href: '/settlement', label: msg`Settlement ${settlementId}` };
  return undefined;
}
