import type { BadgeTone } from '../Badge';
import type { Status, StatusVocabulary } from './vocabularies';

/** The shape shown beside the text, so tone is never carried by colour alone. */
export const statusGlyphs = [
  'success',
  'error',
  'warning',
  'pending',
  'info',
  'neutral',
  'blocked',
] as const;
export type StatusGlyph = (typeof statusGlyphs)[number];

export interface StatusAppearance {
  tone: BadgeTone;
  glyph: StatusGlyph;
}

const done: StatusAppearance = { tone: 'success', glyph: 'success' };
const failed: StatusAppearance = { tone: 'danger', glyph: 'error' };
const attention: StatusAppearance = { tone: 'warning', glyph: 'warning' };
const waiting: StatusAppearance = { tone: 'info', glyph: 'pending' };
const informative: StatusAppearance = { tone: 'info', glyph: 'info' };
const inactive: StatusAppearance = { tone: 'neutral', glyph: 'neutral' };
const stopped: StatusAppearance = { tone: 'neutral', glyph: 'blocked' };

/**
 * THE mapping for the whole app: one appearance per status word. Success = money arrived or a good outcome;
 * danger = failed or lost; warning = someone must act; info = in progress; neutral = over without outcome.
 */
export const statusAppearance: Record<Status, StatusAppearance> = {
  'action-required': attention,
  'merchant-action-required': attention,
  active: done,
  authenticated: informative,
  authorized: informative,
  cancelled: stopped,
  chargebacked: failed,
  completed: done,
  confirmed: informative,
  created: inactive,
  disabled: stopped,
  disputed: attention,
  done,
  expired: stopped,
  fail: failed,
  failed,
  halted: failed,
  ignored: inactive,
  'invite-sent': waiting,
  issued: informative,
  lost: failed,
  new: { tone: 'accent', glyph: 'info' },
  paid: done,
  partial: attention,
  'partially-paid': attention,
  'partially-refunded': inactive,
  paused: stopped,
  pending: waiting,
  processing: waiting,
  'refund-pending': waiting,
  refunded: inactive,
  success: done,
  successful: done,
  trialling: informative,
  uncaptured: attention,
  won: done,
};

/** Where a vocabulary gives a word another meaning than the shared mapping. */
const overrides: Partial<Record<StatusVocabulary, Partial<Record<Status, StatusAppearance>>>> = {
  // A new dispute waits for the merchant to confirm it: 'Confirmation needed'.
  dispute: { new: attention },
};

const unknown: StatusAppearance = { tone: 'neutral', glyph: 'neutral' };

/** Tone and glyph of a status; an unknown word (a status newer than this code) is neutral. */
export function statusAppearanceOf(
  status: string,
  vocabulary?: StatusVocabulary,
): StatusAppearance {
  const override = vocabulary ? overrides[vocabulary]?.[status as Status] : undefined;
  return override ?? statusAppearance[status as Status] ?? unknown;
}

export function statusTone(status: string, vocabulary?: StatusVocabulary): BadgeTone {
  return statusAppearanceOf(status, vocabulary).tone;
}
