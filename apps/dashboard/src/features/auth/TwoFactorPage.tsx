import { Trans, useLingui } from '@lingui/react/macro';
import { Stack } from '@paydesk/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { errorCode, errorMessage } from '../../shared/errors/errorMessages';
import { AuthHeading, BackToSignIn } from './AuthHeading';
import { completeSignIn } from './completeSignIn';
import { TwoFaCodeForm } from './TwoFaCodeForm';
import { AuthSubmitButton } from './AuthFields';

const route = getRouteApi('/_auth/login/2fa');

/** The second factor: a 6-digit code from the authenticator app; the form submits itself when complete. */
export function TwoFactorPage() {
  const { i18n } = useLingui();
  const { continuation } = route.useRouteContext();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const confirm = async (value: string) => {
    if (pending) return;
    setPending(true);
    setError(undefined);
    try {
      const response = await api.confirmTwoFa({
        accessToken: continuation.accessToken,
        code: value,
      });
      completeSignIn(response, continuation.redirect, (to) => void navigate({ to }));
    } catch (failure) {
      if (errorCode(failure) === 'account-blocked') {
        void navigate({ to: '/account-blocked' });
        return;
      }
      setError(i18n._(errorMessage(failure)));
      setPending(false);
    }
  };

  return (
    <Stack gap="xl">
      <AuthHeading title={<Trans>Two-step verification</Trans>}>
        <Trans>Enter the 6-digit code from your authenticator app.</Trans>
      </AuthHeading>
      <TwoFaCodeForm
        onSend={(value) => void confirm(value)}
        errors={error ? { code: error } : {}}
        sendOnComplete
      >
        <AuthSubmitButton pending={pending}>
          <Trans>Verify</Trans>
        </AuthSubmitButton>
      </TwoFaCodeForm>
      <BackToSignIn />
    </Stack>
  );
}
