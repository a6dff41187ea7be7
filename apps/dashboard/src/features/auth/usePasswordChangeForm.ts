import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
}

/**
 * The submit of a password-change form (the expired-password step, settings): the confirmation is checked here,
 * then `change` sends the passwords (and whatever else it reads from the form); its failure goes to the fields
 * that `fieldsOf` names.
 */
export function usePasswordChangeForm({
  change,
  fieldsOf,
}: {
  change: (passwords: PasswordChange, form: FormData) => Promise<void>;
  fieldsOf: (error: unknown) => Record<string, string | string[]>;
}) {
  const { t } = useLingui();
  const [pending, setPending] = useState(false);
  const { errors, setErrors, edited } = useFieldErrors();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('newPassword'));
    if (newPassword !== String(form.get('confirmation'))) {
      setErrors({ confirmation: t`The passwords do not match` });
      return;
    }
    setPending(true);
    setErrors({});
    try {
      await change({ currentPassword: String(form.get('currentPassword')), newPassword }, form);
    } catch (error) {
      setErrors(fieldsOf(error));
    } finally {
      setPending(false);
    }
  };

  return { onSubmit, pending, errors, edited };
}
