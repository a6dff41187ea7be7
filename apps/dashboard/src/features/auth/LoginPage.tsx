import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Form, InlineAlert, PasswordField, Stack, Text } from '@paydesk/ui';
import { Link, getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { errorCode, errorMessage } from '../../shared/errors/errorMessages';
import { loadWholeCatalog } from '../../shared/i18n/i18n';
import { AuthHeading } from './AuthHeading';
import { completeSignIn } from './completeSignIn';
import { AccountEmailField, AuthSubmitButton } from './AuthFields';

const route = getRouteApi('/_auth/login/');

/** Codes that end the attempt on a screen of their own rather than at a field. */
const accountScreens = {
  'account-blocked': '/account-blocked',
  'account-suspended': '/account-suspended',
} as const;

/** The sign-in screen: email and password, validated at the fields before anything is sent. */
export function LoginPage() {
  const { t, i18n } = useLingui();
  const { redirect, notice } = route.useSearch();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);

  // What signing in needs (the rest of the catalog, the API client) is fetched once the user starts typing: the
  // page itself loads without it, and it is there by the time they press Sign in.
  useEffect(() => {
    const form = formRef.current;
    const load = () => {
      // A failure here is met again, and shown, when the user presses Sign in.
      loadWholeCatalog()?.catch(() => undefined);
      import('../../shared/api/client').catch(() => undefined);
    };
    form?.addEventListener('input', load, { once: true });
    return () => form?.removeEventListener('input', load);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    loadWholeCatalog()?.catch(() => undefined);
    const form = new FormData(event.currentTarget);
    setPending(true);
    setErrors({});
    try {
      // The client (contract, push transport) is loaded when it is first needed, not with the page.
      const { api } = await import('../../shared/api/client');
      const response = await api.signIn({
        email: String(form.get('email')),
        password: String(form.get('password')),
        // Skip 2FA on this device for 48 hours (SPEC §9).
        isTrustedDevice: form.get('trustDevice') === 'on',
        setAuthCookie: true,
      });
      completeSignIn(response, redirect, (to) => void navigate({ to }));
    } catch (error) {
      const code = errorCode(error);
      if (code && code in accountScreens) {
        void navigate({ to: accountScreens[code as keyof typeof accountScreens] });
        return;
      }
      setErrors({ password: i18n._(errorMessage(error)) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="xl">
      <AuthHeading title={<Trans>Sign in to Paydesk</Trans>}>
        <Trans>Use the email and password of your merchant account.</Trans>
      </AuthHeading>
      {notice && (
        <InlineAlert tone="success">
          {notice === 'password-set' ? (
            <Trans>Your password is set. Sign in with it.</Trans>
          ) : (
            <Trans>Two-step authentication is on. Sign in to continue.</Trans>
          )}
        </InlineAlert>
      )}
      <Form ref={formRef} onSubmit={onSubmit} validationErrors={errors}>
        <Stack gap="lg">
          <AccountEmailField />
          <PasswordField
            name="password"
            label={t`Password`}
            autoComplete="current-password"
            isRequired
          />
          <Checkbox name="trustDevice" value="on">
            <Trans>Trust this device for 48 hours</Trans>
          </Checkbox>
          <AuthSubmitButton pending={pending}>
            {pending ? <Trans>Signing in...</Trans> : <Trans>Sign in</Trans>}
          </AuthSubmitButton>
        </Stack>
      </Form>
      <Stack gap="xs">
        <Text size="sm" tone="muted">
          <Link to="/reset">
            <Trans>Forgot your password?</Trans>
          </Link>
        </Text>
        <Text size="sm" tone="muted">
          <Link to="/reset2fa">
            <Trans>Lost your authenticator app?</Trans>
          </Link>
        </Text>
        <Text size="sm" tone="muted">
          <Trans>
            New to Paydesk? <Link to="/sign-up">Create an account</Link>
          </Trans>
        </Text>
      </Stack>
    </Stack>
  );
}
