import type { BadgeTone, StatusGlyph } from '@paydesk/ui';
import type { PerStatus, StatusVocabulary } from './vocabularies';

export interface StatusAppearance {
  tone: BadgeTone;
  glyph: StatusGlyph;
}

// Success = money arrived or a good outcome; danger = failed or lost; warning = someone must act;
// info = in progress or informative; neutral = over without an outcome.
const done: StatusAppearance = { tone: 'success', glyph: 'success' };
const failed: StatusAppearance = { tone: 'danger', glyph: 'error' };
const attention: StatusAppearance = { tone: 'warning', glyph: 'warning' };
const waiting: StatusAppearance = { tone: 'info', glyph: 'pending' };
const informative: StatusAppearance = { tone: 'info', glyph: 'info' };
const inactive: StatusAppearance = { tone: 'neutral', glyph: 'neutral' };
const stopped: StatusAppearance = { tone: 'neutral', glyph: 'blocked' };
const fresh: StatusAppearance = { tone: 'accent', glyph: 'info' };

/** THE mapping for the whole app (DESIGN "one mapping"): the tone and shape of every status. */
export const statusAppearance: PerStatus<StatusAppearance> = {
  dispute: {
    'action-required': attention,
    confirmed: informative,
    ignored: inactive,
    lost: failed,
    'merchant-action-required': attention,
    // 'Confirmation needed': the merchant must act.
    new: attention,
    pending: waiting,
    won: done,
  },
  filter: {
    active: done,
    authenticated: informative,
    authorized: informative,
    cancelled: stopped,
    chargebacked: failed,
    completed: done,
    created: inactive,
    disputed: attention,
    expired: stopped,
    failed,
    halted: failed,
    issued: informative,
    paid: done,
    'partially-paid': attention,
    'partially-refunded': inactive,
    paused: stopped,
    pending: waiting,
    'refund-pending': waiting,
    refunded: inactive,
    successful: done,
    trialling: informative,
    uncaptured: attention,
  },
  transactionResult: { fail: failed, partial: attention, processing: waiting, success: done },
  team: { active: done, 'invite-sent': waiting },
  identity: { active: done, disabled: stopped },
  payoutRequest: { new: fresh, pending: waiting, done, failed },
  payout: { new: fresh, pending: waiting, paid: done, failed },
  // Held money is waiting for its release date; released is money back in available.
  rollingReserve: { held: waiting, released: done },
  walletPayoutRequest: { pending: waiting, approved: done, rejected: failed },
  // An unverified method cannot be paid to until the provider checks it: someone must act.
  payoutMethodVerification: { unverified: attention, pending: waiting, verified: done },
  report: {
    new: fresh,
    processing: waiting,
    done,
    failed,
    expired: inactive,
    archived: stopped,
  },
  // A partly paid link waits for the rest; an expired one ended without an outcome, a disabled one was stopped.
  paymentLink: {
    active: fresh,
    paid: done,
    'partially-paid': waiting,
    expired: inactive,
    disabled: stopped,
  },
  plan: { active: done, archived: stopped },
  // An unpaid invoice is being retried with reminders: someone must act.
  invoice: { paid: done, unpaid: attention, void: inactive },
};

const unknown: StatusAppearance = { tone: 'neutral', glyph: 'neutral' };

/** Tone and shape of a status; one newer than this code is neutral. */
export function statusAppearanceOf(vocabulary: StatusVocabulary, status: string) {
  const appearances: Partial<Record<string, StatusAppearance>> = statusAppearance[vocabulary];
  return (Object.hasOwn(appearances, status) && appearances[status]) || unknown;
}
