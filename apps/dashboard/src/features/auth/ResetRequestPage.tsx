import { Trans } from '@lingui/react/macro';
import { api } from '../../shared/api/client';
import { EmailLinkRequest } from './EmailLinkRequest';

/** /reset: password reset request; the same answer whether or not the email has an account. */
export function ResetRequestPage() {
  return (
    <EmailLinkRequest
      title={<Trans>Reset your password</Trans>}
      intro={
        <Trans>
          Enter the email of your account and we will send you a link to set a new password.
        </Trans>
      }
      submitLabel={<Trans>Send reset link</Trans>}
      sentText={(sentTo) => (
        <Trans>If {sentTo} has a Paydesk account, we sent it a link to reset the password.</Trans>
      )}
      send={(email) => api.resetPassword({ email })}
    />
  );
}
