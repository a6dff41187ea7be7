import { Trans, useLingui } from '@lingui/react/macro';
import { Form, Heading, Stack, Text } from '@paydesk/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessage } from '../../shared/errors/errorMessages';
import { AuthHeading, BackToSignIn } from './AuthHeading';
import { AccountEmailField, AuthSubmitButton } from './AuthFields';

/** Minutes after which the hint suggests checking the spam folder (SPEC §9). */
export const RESET_EMAIL_SPAM_HINT_MINUTES = 3;

/**
 * Asks for an email and has the provider mail a link (password reset, 2FA reset, sign-up). The answer is the same
 * whether or not the address has an account, so the page cannot be used to find out.
 */
export function EmailLinkRequest({
  title,
  intro,
  submitLabel,
  sentText,
  send,
  footer,
}: {
  title: ReactNode;
  intro: ReactNode;
  submitLabel: ReactNode;
  sentText: (email: string) => ReactNode;
  send: (email: string) => Promise<void>;
  footer?: ReactNode;
}) {
  const { i18n } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    setPending(true);
    setErrors({});
    try {
      await send(email);
      setSentTo(email);
    } catch (error) {
      setErrors({ email: i18n._(errorMessage(error)) });
    } finally {
      setPending(false);
    }
  };

  if (sentTo) {
    return (
      <Stack gap="lg">
        <Heading level={1}>
          <Trans>Check your email</Trans>
        </Heading>
        <Text role="status">{sentText(sentTo)}</Text>
        <Text tone="muted">
          <Trans>
            No email after {RESET_EMAIL_SPAM_HINT_MINUTES} minutes? Check your spam folder.
          </Trans>
        </Text>
        <BackToSignIn />
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <AuthHeading title={title}>{intro}</AuthHeading>
      <Form onSubmit={onSubmit} validationErrors={errors}>
        <Stack gap="lg">
          <AccountEmailField />
          <AuthSubmitButton pending={pending}>{submitLabel}</AuthSubmitButton>
        </Stack>
      </Form>
      {footer}
      <BackToSignIn />
    </Stack>
  );
}
