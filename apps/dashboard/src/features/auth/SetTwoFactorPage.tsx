import { Trans, useLingui } from '@lingui/react/macro';
import { main } from '@paydesk/api-client';
import {
  Form,
  Heading,
  Inline,
  InlineAlert,
  PasswordField,
  Spinner,
  Stack,
  Text,
} from '@paydesk/ui';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { errorCode, errorMessage } from '../../shared/errors/errorMessages';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { TwoFaSecret } from './TwoFaSecret';
import { AuthHeading, BackToSignIn } from './AuthHeading';
import { isLinkGone, TokenExpired } from './TokenExpired';
import { TwoFaCodeForm } from './TwoFaCodeForm';
import { AuthSubmitButton } from './AuthFields';

const route = getRouteApi('/_auth/set-2fa/$token');

type Secret = { secret: string; otpauthUrl: string };
type Step =
  | { kind: 'starting' }
  | { kind: 'failed'; message: string }
  | { kind: 'password' }
  | { kind: 'secret'; secret: Secret }
  | { kind: 'gone' };

/**
 * /set-2fa/{token}: two-step authentication set up from an emailed link or the sign-in flow (the team enforces
 * it). The page talks to the provider with the path's token (Access-Token header) and hears its answers on a
 * channel named from the token's hash (SPEC §7). A 2FA reset link asks for the password first.
 */
export function SetTwoFactorPage() {
  const { token } = route.useParams();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ kind: 'starting' });
  const [pending, setPending] = useState(false);
  const { errors, setErrors, edited } = useFieldErrors();

  const createSecret = useCallback(
    async (password?: string) => {
      try {
        const answer = await api.call(main.actions['users/createTwoFaSecret'], {
          payload: {
            data: { type: '2fa-secret-create', attributes: password ? { password } : {} },
          },
        });
        setStep({ kind: 'secret', secret: answer.data.attributes });
      } catch (error) {
        const failed = errorCode(error);
        if (failed === 'password-required') setStep({ kind: 'password' });
        else if (failed === 'account-blocked') void navigate({ to: '/account-blocked' });
        else if (failed === 'invalid-password')
          setErrors({ password: t`The password is incorrect` });
        else if (isLinkGone(error)) setStep({ kind: 'gone' });
        else setErrors({ password: i18n._(errorMessage(error)) });
      }
    },
    [navigate, setErrors, t, i18n],
  );

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        await api.usePushConfig();
        await api.startSetTwoFa(token);
        if (live) await createSecret();
      } catch (error) {
        if (!live) return;
        setStep(
          isLinkGone(error)
            ? { kind: 'gone' }
            : { kind: 'failed', message: i18n._(errorMessage(error)) },
        );
      }
    })();
    return () => {
      live = false;
      // Leaving the page: its token no longer goes out with requests.
      api.endSession();
    };
  }, [token, createSecret, i18n]);

  const confirm = async (secret: Secret, value: string) => {
    if (pending) return;
    setPending(true);
    setErrors({});
    try {
      await api.call(main.actions['users/confirmTwoFaSecret'], {
        payload: {
          data: { type: '2fa-secret-confirm', attributes: { secret: secret.secret, code: value } },
        },
      });
      void navigate({ to: '/login', search: { notice: 'two-fa-on' } });
    } catch (error) {
      if (isLinkGone(error) && errorCode(error) !== 'invalid-2fa-code') {
        setStep({ kind: 'gone' });
        return;
      }
      setErrors(fieldErrors(error, i18n, { fields: ['code'] }).fields);
      setPending(false);
    }
  };

  const submitPassword = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setErrors({});
    await createSecret(String(new FormData(event.currentTarget).get('password')));
    setPending(false);
  };

  if (step.kind === 'gone') return <TokenExpired askAgain="/reset2fa" />;

  return (
    <Stack gap="xl">
      <AuthHeading title={<Trans>Set up two-step authentication</Trans>}>
        <Trans>
          Signing in will ask for a 6-digit code from an authenticator app after your password.
        </Trans>
      </AuthHeading>
      {step.kind === 'starting' && (
        <Inline gap="sm" align="center" role="status">
          <Spinner size="sm" />
          <Text tone="muted">
            <Trans>Preparing your secret…</Trans>
          </Text>
        </Inline>
      )}
      {step.kind === 'failed' && <InlineAlert tone="danger">{step.message}</InlineAlert>}
      {step.kind === 'password' && (
        <Form onSubmit={submitPassword} validationErrors={errors}>
          <Stack gap="lg">
            <Text>
              <Trans>Confirm your password to set up a new authenticator.</Trans>
            </Text>
            <PasswordField
              name="password"
              label={t`Password`}
              autoComplete="current-password"
              isRequired
              onChange={() => edited('password')}
            />
            <AuthSubmitButton pending={pending}>
              <Trans>Continue</Trans>
            </AuthSubmitButton>
          </Stack>
        </Form>
      )}
      {step.kind === 'secret' && (
        <>
          <TwoFaSecret
            otpauthUrl={step.secret.otpauthUrl}
            secret={step.secret.secret}
            headingLevel={2}
          />
          <TwoFaCodeForm
            onSend={(value) => void confirm(step.secret, value)}
            errors={errors}
            edited={edited}
            sendOnComplete
            intro={
              <Heading level={2}>
                <Trans>2. Enter the code from the app</Trans>
              </Heading>
            }
          >
            <AuthSubmitButton pending={pending}>
              <Trans>Turn on and continue</Trans>
            </AuthSubmitButton>
          </TwoFaCodeForm>
        </>
      )}
      <BackToSignIn />
    </Stack>
  );
}
