import { useLingui } from '@lingui/react/macro';
import type { ApiError } from '@paydesk/api-client';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { fieldErrors, type FieldErrorOptions, type FieldErrors } from '../errors/fieldErrors';
import { useFieldErrors } from '../errors/useFieldErrors';
import { useAfterCall, type ChangedQueries } from './useAfterCall';
import { useSaveMutations } from './useSaveMutations';

/** What a form in a modal does once its call succeeded, in this order. */
export interface AfterSave<TAnswer> {
  /** The queries the call changed, refreshed before anything is said (`useAfterCall`). */
  invalidates?: ChangedQueries;
  /** The success toast's words, if any. */
  toast?: (answer: TAnswer) => string;
  /** The modal's: called with false, which closes it. */
  onOpenChange: (isOpen: boolean) => void;
  /** After closing: open what was made, hand it to the caller. */
  onDone?: (answer: TAnswer) => unknown;
}

/** `AfterSave` as one success handler. */
function useAfterSave<TAnswer>({
  invalidates = [],
  toast: words,
  onOpenChange,
  onDone,
}: AfterSave<TAnswer>) {
  const afterCall = useAfterCall();
  return async (answer: TAnswer) => {
    await afterCall(invalidates, words?.(answer));
    onOpenChange(false);
    onDone?.(answer);
  };
}

/**
 * How a form reads a refusal: `fieldErrors`' options, or the form's own reading where its fields cannot show a
 * refusal as `fieldErrors` words it (a bad row of a list, the line of a file).
 */
type RefusalReading = FieldErrorOptions | ((error: ApiError) => FieldErrors);

/** A form's server errors (`useFieldErrors`) and `refused`, which shows a failed call's at the form's fields. */
function useRefusals(reading: RefusalReading) {
  const { i18n } = useLingui();
  const form = useFieldErrors();
  const refused = (error: ApiError) =>
    form.show(typeof reading === 'function' ? reading(error) : fieldErrors(error, i18n, reading));
  return { form, refused };
}

type Options<TAnswer, TInput> = UseMutationOptions<TAnswer, ApiError, TInput>;

/**
 * The one call of a form in a modal, and the form's state for `FormModal`'s `form`: the call's refusals shown
 * at the form's fields (read as `errors` says), `isPending` for the submit button. On success the options'
 * own `onSuccess` runs first, then `AfterSave`.
 */
export function useFormModalMutation<TAnswer, TInput>(
  options: Options<TAnswer, TInput>,
  { errors, ...after }: AfterSave<TAnswer> & { errors: RefusalReading },
) {
  const { form, refused } = useRefusals(errors);
  const afterSave = useAfterSave(after);
  const mutation = useMutation({
    ...options,
    onSuccess: async (answer, ...rest) => {
      await options.onSuccess?.(answer, ...rest);
      await afterSave(answer);
    },
    onError: refused,
  });
  return { ...form, isPending: mutation.isPending, mutate: mutation.mutate };
}

/** `useFormModalMutation` for a form that creates a thing or edits the one it was opened with (`useSaveMutations`). */
export function useSaveFormModalMutations<TCreated, TCreate, TUpdated, TUpdate>(
  createOptions: Options<TCreated, TCreate>,
  updateOptions: Options<TUpdated, TUpdate>,
  { errors, ...after }: AfterSave<TCreated | TUpdated> & { errors: RefusalReading },
) {
  const { form, refused } = useRefusals(errors);
  const onSaved = useAfterSave(after);
  return {
    ...form,
    ...useSaveMutations(createOptions, updateOptions, { onSaved, onError: refused }),
  };
}
