import { Trans } from '@lingui/react/macro';
import { api } from '../../shared/api/client';
import { EmailLinkRequest } from './EmailLinkRequest';

/** /reset2fa: a user who lost the authenticator asks for a link to set two-step authentication up again. */
export function ResetTwoFactorRequestPage() {
  return (
    <EmailLinkRequest
      title={<Trans>Reset two-step authentication</Trans>}
      intro={
        <Trans>
          Lost your authenticator app? Enter the email of your account. We will send you a link to
          set it up again after you confirm your password.
        </Trans>
      }
      submitLabel={<Trans>Send reset link</Trans>}
      sentText={(sentTo) => (
        <Trans>
          If {sentTo} has a Paydesk account, we sent it a link to reset two-step authentication.
        </Trans>
      )}
      send={(email) => api.resetTwoFa({ email })}
    />
  );
}
