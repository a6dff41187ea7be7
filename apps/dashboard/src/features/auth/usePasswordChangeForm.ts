import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';

export interface PasswordChange {
  /** Empty where the form has no such field (a password set from an emailed link). */
  currentPassword: string;
  newPassword: string;
}

type FieldErrors = Record<string, string | string[]>;

/**
 * The submit of a form that sets a new password (the expired-password step, settings, an emailed link): `validate`
 * and then the confirmation are checked here, then `change` sends the passwords (and whatever else it reads from the
 * form); its failure goes to the fields that `fieldsOf` names.
 */
export function usePasswordChangeForm({
  newPasswordField = 'newPassword',
  validate,
  change,
  fieldsOf,
}: {
  /** The new password's field name. */
  newPasswordField?: string;
  /** The errors of a new password refused before it is sent (the policy), if any. */
  validate?: (newPassword: string) => FieldErrors | undefined;
  change: (passwords: PasswordChange, form: FormData) => Promise<void>;
  fieldsOf: (error: unknown) => FieldErrors;
}) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const { errors, setErrors, edited } = useFieldErrors();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get(newPasswordField));
    const refused =
      validate?.(newPassword) ??
      (newPassword !== String(form.get('confirmation'))
        ? { confirmation: t`The passwords do not match` }
        : undefined);
    if (refused) {
      setErrors(refused);
      return;
    }
    setPending(true);
    setErrors({});
    try {
      await change(
        { currentPassword: String(form.get('currentPassword') ?? ''), newPassword },
        form,
      );
    } catch (error) {
      setErrors(fieldsOf(error));
    } finally {
      setPending(false);
    }
  };

  return { onSubmit, pending, errors, edited };
}
