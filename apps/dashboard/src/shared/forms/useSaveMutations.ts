import type { ApiError } from '@paydesk/api-client';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

type CallOptions<TAnswer, TInput> = UseMutationOptions<TAnswer, ApiError, TInput>;

/**
 * The two calls of a form that creates a thing or edits the one it was opened with, answered alike: `onSaved`
 * after either, `onError` for either's refusal, and one `isPending` for the submit button.
 */
export function useSaveMutations<TCreated, TCreate, TUpdated, TUpdate>(
  createOptions: CallOptions<TCreated, TCreate>,
  updateOptions: CallOptions<TUpdated, TUpdate>,
  {
    onSaved,
    onError,
  }: { onSaved?: (answer: TCreated | TUpdated) => unknown; onError: (error: ApiError) => void },
) {
  const create = useMutation({ ...createOptions, onSuccess: onSaved, onError });
  const update = useMutation({ ...updateOptions, onSuccess: onSaved, onError });
  return { create, update, isPending: create.isPending || update.isPending };
}
