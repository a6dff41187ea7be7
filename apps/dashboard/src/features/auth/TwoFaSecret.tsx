import { Trans, useLingui } from '@lingui/react/macro';
import { CopyButton, Heading, Inline, Stack, Text } from '@paydesk/ui';
import { QrCode } from '../../shared/qrCode/QrCode';

export interface TwoFaSecretProps {
  otpauthUrl: string;
  secret: string;
  /** 2 on a page of its own (set-2fa), 3 inside the settings' security card. */
  headingLevel: 2 | 3;
}

/** Step 1 of every 2FA setup: the QR code to scan, or the secret to type by hand with its copy button. */
export function TwoFaSecret({ otpauthUrl, secret, headingLevel }: TwoFaSecretProps) {
  const { t } = useLingui();
  return (
    <>
      <Stack gap="sm">
        <Heading level={headingLevel}>
          <Trans>1. Scan the QR code</Trans>
        </Heading>
        <Text as="p" tone="muted">
          <Trans>Open your authenticator app and scan this code.</Trans>
        </Text>
        <QrCode value={otpauthUrl} alt={t`QR code to add Paydesk to your authenticator app`} />
      </Stack>
      <Stack gap="sm">
        <Heading level={headingLevel}>
          <Trans>Or enter the secret by hand</Trans>
        </Heading>
        <Inline gap="sm" align="center">
          <Text mono data-testid="two-fa-secret">
            {secret}
          </Text>
          <CopyButton text={secret} aria-label={t`Copy secret`} />
        </Inline>
      </Stack>
    </>
  );
}
