import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Form, Heading, Stack, Text } from '@paydesk/ui';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { endSignInFlow } from '../../shared/session/signInFlow';
import { AuthHeading } from './AuthHeading';
import { PasswordChangeFields } from './PasswordChangeFields';
import { usePasswordChangeForm } from './usePasswordChangeForm';
import { AuthSubmitButton } from './AuthFields';

const route = getRouteApi('/_auth/login/password-change-required');

/** The password has expired: set a new one (current, new, confirmation), then sign in with it. */
export function PasswordChangeRequiredPage() {
  const { i18n } = useLingui();
  const { continuation } = route.useRouteContext();
  const [done, setDone] = useState(false);
  const { onSubmit, pending, errors } = usePasswordChangeForm({
    change: async (passwords) => {
      await api.changePassword({ ...passwords, accessToken: continuation.accessToken });
      endSignInFlow();
      setDone(true);
    },
    fieldsOf: (error) => ({ currentPassword: i18n._(errorMessage(error)) }),
  });

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
          <PasswordChangeFields />
          <AuthSubmitButton pending={pending}>
            <Trans>Change password</Trans>
          </AuthSubmitButton>
        </Stack>
      </Form>
    </Stack>
  );
}
