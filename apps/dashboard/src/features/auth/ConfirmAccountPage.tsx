import { Trans } from '@lingui/react/macro';
import { Stack } from '@paydesk/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { AuthHeading, BackToSignIn } from './AuthHeading';
import { SetPasswordForm } from './SetPasswordForm';
import { TokenExpired } from './TokenExpired';
import { useLinkGone } from './useLinkGone';

const route = getRouteApi('/_auth/confirm/$token');

/**
 * /confirm/{token}: an invited or signed-up user sets a first password. When the team enforces two-step
 * authentication, the provider answers a set-2fa token and the page continues to its setup.
 */
export function ConfirmAccountPage() {
  const { token } = route.useParams();
  const navigate = useNavigate();
  const [gone, markGone] = useLinkGone(token);

  if (gone) return <TokenExpired askAgain="/sign-up" />;
  return (
    <Stack gap="xl">
      <AuthHeading title={<Trans>Set your password</Trans>}>
        <Trans>Welcome to Paydesk. Choose the password you will sign in with.</Trans>
      </AuthHeading>
      <SetPasswordForm
        token={token}
        submitLabel={<Trans>Set password</Trans>}
        onDone={({ setTwoFaToken }) =>
          void (setTwoFaToken
            ? navigate({ to: '/set-2fa/$token', params: { token: setTwoFaToken } })
            : navigate({ to: '/login', search: { notice: 'password-set' } }))
        }
        onLinkGone={markGone}
      />
      <BackToSignIn />
    </Stack>
  );
}
