import { useLingui } from '@lingui/react/macro';
import { passwordProblem } from '@paydesk/api-client';
import { Form, PasswordField, Stack } from '@paydesk/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { api } from '../../shared/api/client';
import { errorCode, errorMessage } from '../../shared/errors/errorMessages';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { PasswordPolicy } from './PasswordPolicy';
import { isLinkGone } from './TokenExpired';
import { AuthSubmitButton } from './AuthFields';

const POLICY_ID = 'password-policy';

/**
 * A new password from an emailed link (reset or confirm): the policy ticks as the user types, the confirmation is
 * checked here, then the provider sets it and ends every other session. A link that is gone calls `onLinkGone`.
 */
export function SetPasswordForm({
  token,
  submitLabel,
  onDone,
  onLinkGone,
}: {
  token: string;
  submitLabel: ReactNode;
  onDone: (result: { setTwoFaToken: string | undefined }) => void;
  onLinkGone: () => void;
}) {
  const { t, i18n } = useLingui();
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const { errors, setErrors, edited } = useFieldErrors();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const newPassword = String(form.get('password'));
    if (passwordProblem(newPassword)) {
      setErrors({ password: t`The password does not meet the requirements below` });
      return;
    }
    if (newPassword !== String(form.get('confirmation'))) {
      setErrors({ confirmation: t`The passwords do not match` });
      return;
    }
    setPending(true);
    setErrors({});
    try {
      onDone(await api.setPassword({ token, password: newPassword }));
    } catch (error) {
      if (isLinkGone(error)) {
        onLinkGone();
        return;
      }
      setErrors({
        password:
          errorCode(error) === 'weak-password'
            ? t`The password does not meet the requirements below`
            : i18n._(errorMessage(error)),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Form onSubmit={onSubmit} validationErrors={errors}>
      <Stack gap="lg">
        <Stack gap="sm">
          <PasswordField
            name="password"
            label={t`New password`}
            autoComplete="new-password"
            isRequired
            aria-describedby={POLICY_ID}
            value={password}
            onChange={(value) => {
              setPassword(value);
              edited('password');
            }}
          />
          <PasswordPolicy password={password} id={POLICY_ID} />
        </Stack>
        <PasswordField
          name="confirmation"
          label={t`Confirm new password`}
          autoComplete="new-password"
          isRequired
          onChange={() => edited('confirmation')}
        />
        <AuthSubmitButton pending={pending}>{submitLabel}</AuthSubmitButton>
      </Stack>
    </Form>
  );
}
