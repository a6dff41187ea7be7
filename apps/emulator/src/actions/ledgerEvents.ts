/** Announces posted entries on the push channels of the sessions that see the organization. */
import { pushEvents, type LedgerChangedEvent } from '@paydesk/api-client';
import type { Entry } from '../domain/ledger/posting.js';
import { ledgerWatchers } from '../domain/ledger/watchers.js';
import type { ActionContext } from './types.js';

export async function announceLedger(ctx: ActionContext, entries: readonly Entry[]): Promise<void> {
  if (entries.length === 0) return;
  for (const { channels, organizationId, currencies } of await ledgerWatchers(ctx, entries)) {
    const event: LedgerChangedEvent = { organizationId, currencies };
    for (const channel of channels) ctx.pusher.publish(channel, pushEvents.ledgerChanged, event);
  }
}
