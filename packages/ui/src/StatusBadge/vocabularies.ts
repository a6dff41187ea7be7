// Every status vocabulary of the product (SPEC §4 "Status vocabularies"), as the API spells them.

/** Dispute statuses; `new` is shown as 'Confirmation needed'. */
export const disputeStatuses = [
  'action-required',
  'confirmed',
  'ignored',
  'lost',
  'merchant-action-required',
  'new',
  'pending',
  'won',
] as const;

/** Values of the status filter on lists. */
export const statusFilterValues = [
  'active',
  'authenticated',
  'authorized',
  'cancelled',
  'chargebacked',
  'completed',
  'created',
  'disputed',
  'expired',
  'failed',
  'halted',
  'issued',
  'paid',
  'partially-paid',
  'partially-refunded',
  'paused',
  'pending',
  'refund-pending',
  'refunded',
  'successful',
  'trialling',
  'uncaptured',
] as const;

export const teamStatuses = ['active', 'invite-sent'] as const;

export const genericStatuses = [
  'active',
  'disabled',
  'done',
  'failed',
  'new',
  'partial',
  'success',
] as const;

export const transactionResults = ['fail', 'partial', 'processing', 'success'] as const;

export const statusVocabularies = {
  dispute: disputeStatuses,
  filter: statusFilterValues,
  team: teamStatuses,
  generic: genericStatuses,
  transactionResult: transactionResults,
} as const;

export type StatusVocabulary = keyof typeof statusVocabularies;
export type StatusOf<V extends StatusVocabulary> = (typeof statusVocabularies)[V][number];
export type DisputeStatus = StatusOf<'dispute'>;
export type StatusFilterValue = StatusOf<'filter'>;
export type TeamStatus = StatusOf<'team'>;
export type GenericStatus = StatusOf<'generic'>;
export type TransactionResult = StatusOf<'transactionResult'>;
/** Every status word of every vocabulary. */
export type Status = StatusOf<StatusVocabulary>;

export function isStatusOf<V extends StatusVocabulary>(
  vocabulary: V,
  value: string,
): value is StatusOf<V> {
  return (statusVocabularies[vocabulary] as readonly string[]).includes(value);
}
