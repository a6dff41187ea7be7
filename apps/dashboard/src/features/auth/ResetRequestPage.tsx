import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Form, Heading, Stack, Text, TextField } from '@paydesk/ui';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { AuthHeading, BackToSignIn } from './AuthHeading';

/** Minutes after which the reset hint suggests checking the spam folder (SPEC §9). */
export const RESET_EMAIL_SPAM_HINT_MINUTES = 3;

/** Password reset request: the same answer whether or not the email has an account. */
export function ResetRequestPage() {
  const { t, i18n } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    setPending(true);
    setErrors({});
    try {
      await api.resetPassword({ email });
      setSentTo(email);
    } catch (error) {
      setErrors({ email: i18n._(errorMessage(error)) });
    } finally {
      setPending(false);
    }
  };

  if (sentTo) {
    return (
      <Stack gap="lg">
        <Heading level={1}>
          <Trans>Check your email</Trans>
        </Heading>
        <Text role="status">
          <Trans>If {sentTo} has a Paydesk account, we sent it a link to reset the password.</Trans>
        </Text>
        <Text tone="muted">
          <Trans>
            No email after {RESET_EMAIL_SPAM_HINT_MINUTES} minutes? Check your spam folder.
          </Trans>
        </Text>
        <BackToSignIn />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <AuthHeading title={<Trans>Reset your password</Trans>}>
        <Trans>
          Enter the email of your account and we will send you a link to set a new password.
        </Trans>
      </AuthHeading>
      <Form onSubmit={onSubmit} validationErrors={errors}>
        <Stack gap="lg">
          <TextField
            name="email"
            type="email"
            label={t`Email`}
            autoComplete="username"
            isRequired
          />
          <Button type="submit" variant="primary" size="lg" fullWidth isPending={pending}>
            <Trans>Send reset link</Trans>
          </Button>
        </Stack>
      </Form>
      <BackToSignIn />
    </Stack>
  );
}
