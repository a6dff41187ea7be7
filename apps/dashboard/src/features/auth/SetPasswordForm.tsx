import { useLingui } from '@lingui/react/macro';
import { passwordProblem } from '@paydesk/api-client';
import { Form, PasswordField, Stack } from '@paydesk/ui';
import { useState, type ReactNode } from 'react';
import { api } from '../../shared/api/client';
import { errorCode, errorMessage } from '../../shared/errors/errorMessages';
import { PasswordPolicy } from './PasswordPolicy';
import { isLinkGone } from './TokenExpired';
import { AuthSubmitButton } from './AuthFields';
import { usePasswordChangeForm } from './usePasswordChangeForm';

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
  const weak = t`The password does not meet the requirements below`;
  const { onSubmit, pending, errors, edited } = usePasswordChangeForm({
    newPasswordField: 'password',
    validate: (newPassword) => (passwordProblem(newPassword) ? { password: weak } : undefined),
    change: async ({ newPassword }) =>
      onDone(await api.setPassword({ token, password: newPassword })),
    fieldsOf: (error): Record<string, string> => {
      if (isLinkGone(error)) {
        onLinkGone();
        return {};
      }
      return {
        password: errorCode(error) === 'weak-password' ? weak : i18n._(errorMessage(error)),
      };
    },
  });

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
