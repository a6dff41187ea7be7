import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ActionOutcome } from '@paydesk/api-client';
import { actionKeys } from '@paydesk/api-client/query';
import { toast } from '@paydesk/ui';

/** What the user is told when a money-moving action said "not confirmed yet" has its answer at last. */
const confirmed: Record<string, MessageDescriptor> = {
  'transactions/refund': msg`Refund confirmed`,
  'transactions/capture': msg`Capture confirmed`,
  'transactions/cancel': msg`Cancellation confirmed`,
};
const notMade: Record<string, MessageDescriptor> = {
  'transactions/refund': msg`The refund was not made`,
  'transactions/capture': msg`The capture was not made`,
  'transactions/cancel': msg`The cancellation was not made`,
};
const actionConfirmed = msg`Action confirmed`;
const actionNotMade = msg`The action was not carried out`;

/**
 * A late outcome, wherever the user is now: a toast, and every query of the action's area refreshed (a refund
 * changes the original, its timeline and every list it is in).
 */
export function showOutcome(outcome: ActionOutcome, i18n: I18n): void {
  const { name, area } = outcome.action;
  if (outcome.ok) toast.success(i18n._(confirmed[name] ?? actionConfirmed));
  else {
    toast.error(i18n._(notMade[name] ?? actionNotMade), {
      description: outcome.error.titles.join('; ') || undefined,
    });
  }
  // Only signed-in pages make these calls, so the query cache is loaded already.
  void import('./queryClient').then(({ queryClient }) =>
    queryClient.invalidateQueries({ queryKey: actionKeys.area(area) }),
  );
}
