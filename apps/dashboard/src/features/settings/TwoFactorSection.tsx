import { Trans, useLingui } from '@lingui/react/macro';
import { main } from '@paydesk/api-client';
import { Badge, Button, Card, Inline, Text } from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { TwoFaCodeForm } from '../auth';
import { meQueryOptions } from './queries';
import { TwoFactorSetup } from './TwoFactorSetup';
import { useTwoFaCodeCall } from './useTwoFaCodeCall';

/** Two-step authentication: turn it on (QR code, secret, first code) or off (with a current code). */
export function TwoFactorSection() {
  const { t } = useLingui();
  const { data: me } = useSuspenseQuery(meQueryOptions());
  const enabled = me.data.attributes.twoFaEnabled;
  return (
    <Card
      title={t`Two-step authentication`}
      description={t`Sign-in asks for a 6-digit code from an authenticator app after your password.`}
      actions={
        enabled ? <Badge tone="success">{t`On`}</Badge> : <Badge tone="neutral">{t`Off`}</Badge>
      }
    >
      {enabled ? <DisableTwoFactor /> : <TwoFactorSetup />}
    </Card>
  );
}

function DisableTwoFactor() {
  const { t } = useLingui();
  const disable = useTwoFaCodeCall(
    main.actions['users/disableTwoFa'],
    t`Two-step authentication is off`,
  );

  return (
    <TwoFaCodeForm
      onSend={(code) =>
        void disable.send({
          payload: { data: { type: '2fa-disable-request', attributes: { code } } },
        })
      }
      errors={disable.errors}
      edited={disable.edited}
      intro={
        <Text as="p">
          <Trans>To turn it off, enter a current code from your authenticator app.</Trans>
        </Text>
      }
    >
      <Inline>
        <Button type="submit" variant="danger" isPending={disable.isPending}>
          <Trans>Turn off two-step authentication</Trans>
        </Button>
      </Inline>
    </TwoFaCodeForm>
  );
}
