import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Form, Heading, PasswordField, Stack, Text } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { endSignInFlow } from '../../shared/session/signInFlow';
import { AuthHeading } from './AuthHeading';

const route = getRouteApi('/_auth/login/password-change-required');

/** The password has expired: set a new one (current, new, confirmation), then sign in with it. */
export function PasswordChangeRequiredPage() {
  const { t, i18n } = useLingui();
  const { continuation } = route.useRouteContext();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

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
      await api.changePassword({
        currentPassword: String(form.get('currentPassword')),
        newPassword,
        accessToken: continuation.accessToken,
      });
      endSignInFlow();
      setDone(true);
    } catch (error) {
      setErrors({ currentPassword: i18n._(errorMessage(error)) });
    } finally {
      setPending(false);
    }
  };

  if (done) {
    return (
      <Stack gap="lg">
        <Heading level={1}>
          <Trans>Password changed</Trans>
        </Heading>
        <Text role="status">
          <Trans>Sign in with your new password.</Trans>
        </Text>
        <Button
          variant="primary"
          size="lg"
          fullWidth
          onPress={() => window.location.assign('/login')}
        >
          <Trans>Sign in</Trans>
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <AuthHeading title={<Trans>Change your password</Trans>}>
        <Trans>Your password has expired. Choose a new one to continue.</Trans>
      </AuthHeading>
      <Form onSubmit={onSubmit} validationErrors={errors}>
        <Stack gap="lg">
          <PasswordField
            name="currentPassword"
            label={t`Current password`}
            autoComplete="current-password"
            isRequired
          />
          <PasswordField
            name="newPassword"
            label={t`New password`}
            autoComplete="new-password"
            isRequired
            minLength={8}
          />
          <PasswordField
            name="confirmation"
            label={t`Confirm new password`}
            autoComplete="new-password"
            isRequired
          />
          <Button type="submit" variant="primary" size="lg" fullWidth isPending={pending}>
            <Trans>Change password</Trans>
          </Button>
        </Stack>
      </Form>
    </Stack>
  );
}
