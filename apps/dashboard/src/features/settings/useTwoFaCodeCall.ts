import { useLingui } from '@lingui/react/macro';
import type { AnyAction, CallInput } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { meQueryOptions } from './queries';

/**
 * A change of the user's 2FA made with a code from the authenticator app (turn it on, turn it off): once made, the
 * user is read again and `done` is toasted; a refusal goes to the code field, or to a toast when it names none.
 */
export function useTwoFaCodeCall<TAction extends AnyAction>(action: TAction, done: string) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { errors, setErrors, edited } = useFieldErrors();
  const mutation = useMutation({
    ...actionMutationOptions(api, action),
    onSuccess: () => queryClient.invalidateQueries(meQueryOptions()),
  });

  const send = async (input: CallInput<TAction>) => {
    setErrors({});
    try {
      await mutation.mutateAsync(input);
      toast.success(done);
    } catch (error) {
      const failed = fieldErrors(error, i18n, { fields: ['code'] });
      setErrors(failed.fields);
      if (failed.form) toast.error(failed.form);
    }
  };

  return { send, errors, edited, isPending: mutation.isPending };
}
