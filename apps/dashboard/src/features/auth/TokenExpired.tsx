import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@paydesk/ui';
import { Link } from '@tanstack/react-router';
import { AuthHeading, BackToSignIn } from './AuthHeading';

/** Where a new link of each kind is asked for. */
export type AskAgain = '/reset' | '/reset2fa' | '/sign-up';

/** SPEC §8 'Token expired': an emailed link that expired or was already used, and where to ask for a new one. */
export function TokenExpired({ askAgain }: { askAgain: AskAgain }) {
  return (
    <Stack gap="lg">
      <AuthHeading title={<Trans>Token expired</Trans>}>
        <Trans>
          This link has expired or was already used. Each link works once: a password reset for 1
          hour, a two-step authentication setup for 1 day, an invitation for 7 days.
        </Trans>
      </AuthHeading>
      <Text>
        <Link to={askAgain}>
          {askAgain === '/reset' ? (
            <Trans>Request a new password reset link</Trans>
          ) : askAgain === '/reset2fa' ? (
            <Trans>Request a new two-step authentication link</Trans>
          ) : (
            <Trans>Sign up again</Trans>
          )}
        </Link>
      </Text>
      <BackToSignIn />
    </Stack>
  );
}

/** Whether an error means the emailed link can no longer be used (expired, used or unknown). */
export function isLinkGone(error: unknown): boolean {
  const failure = error as { code?: string; status?: number } | undefined;
  return (
    failure?.code === 'token-expired' ||
    failure?.code === 'token-invalid' ||
    failure?.status === 401 ||
    failure?.status === 404 ||
    failure?.status === 410
  );
}
