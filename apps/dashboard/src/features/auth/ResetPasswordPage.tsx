import { Trans } from '@lingui/react/macro';
import { Stack } from '@paydesk/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { AuthHeading, BackToSignIn } from './AuthHeading';
import { SetPasswordForm } from './SetPasswordForm';
import { TokenExpired } from './TokenExpired';
import { useLinkGone } from './useLinkGone';

const route = getRouteApi('/_auth/reset/$token');

/** /reset/{token}: a new password from the emailed link; every session ends, then the user signs in with it. */
export function ResetPasswordPage() {
  const { token } = route.useParams();
  const navigate = useNavigate();
  const [gone, markGone] = useLinkGone(token);

  if (gone) return <TokenExpired askAgain="/reset" />;
  return (
    <Stack gap="xl">
      <AuthHeading title={<Trans>Choose a new password</Trans>}>
        <Trans>After the change, every device signed in to your account is signed out.</Trans>
      </AuthHeading>
      <SetPasswordForm
        token={token}
        submitLabel={<Trans>Set new password</Trans>}
        onDone={() => void navigate({ to: '/login', search: { notice: 'password-set' } })}
        onLinkGone={markGone}
      />
      <BackToSignIn />
    </Stack>
  );
}
