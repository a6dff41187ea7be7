import { Trans } from '@lingui/react/macro';
import { api } from '../../shared/api/client';
import { EmailLinkRequest } from './EmailLinkRequest';

/** Sign up: an email starts an account; the emailed confirmation link (/confirm/{token}) sets the password. */
export function SignUpPage() {
  return (
    <EmailLinkRequest
      title={<Trans>Create your Paydesk account</Trans>}
      intro={
        <Trans>
          Enter your work email. We will send you a link to confirm it and set a password.
        </Trans>
      }
      submitLabel={<Trans>Sign up</Trans>}
      sentText={(sentTo) => (
        <Trans>We sent a confirmation link to {sentTo}. Open it to set your password.</Trans>
      )}
      send={(email) => api.signUp({ email })}
    />
  );
}
