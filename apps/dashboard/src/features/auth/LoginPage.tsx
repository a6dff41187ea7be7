import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Heading, Stack, Text, TextField } from '@paydesk/ui';
import type { FormEvent } from 'react';
import { AuthLayout } from './AuthLayout';

/** The sign-in screen: email and password, validated at the fields before anything is sent. */
export function LoginPage() {
  const { t } = useLingui();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
  };
  return (
    <AuthLayout>
      <Stack gap="xl">
        <Stack gap="xs">
          <Heading level={1}>
            <Trans>Sign in to Paydesk</Trans>
          </Heading>
          <Text tone="muted">
            <Trans>Use the email and password of your merchant account.</Trans>
          </Text>
        </Stack>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="lg">
            <TextField
              name="email"
              type="email"
              label={t`Email`}
              autoComplete="username"
              isRequired
            />
            <TextField
              name="password"
              type="password"
              label={t`Password`}
              autoComplete="current-password"
              isRequired
            />
            <Button type="submit" variant="primary" size="lg" fullWidth>
              <Trans>Sign in</Trans>
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthLayout>
  );
}
