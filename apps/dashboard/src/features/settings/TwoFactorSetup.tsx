import { Trans, useLingui } from '@lingui/react/macro';
import { main } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Button, Heading, Inline, Stack, Text, toast } from '@paydesk/ui';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { TwoFaCodeForm, TwoFaSecret } from '../auth';
import { useTwoFaCodeCall } from './useTwoFaCodeCall';

/** Turning 2FA on: a new secret as QR code and text, then the first code from the app confirms it. */
export function TwoFactorSetup() {
  const { t, i18n } = useLingui();
  const create = useMutation(actionMutationOptions(api, main.actions['users/createTwoFaSecret']));
  const confirm = useTwoFaCodeCall(
    main.actions['users/confirmTwoFaSecret'],
    t`Two-step authentication is on`,
  );
  const secret = create.data?.data.attributes;

  const start = async () => {
    try {
      await create.mutateAsync({
        payload: { data: { type: '2fa-secret-create', attributes: {} } },
      });
    } catch (error) {
      toast.error(i18n._(errorMessage(error)));
    }
  };

  const submit = (code: string) => {
    if (!secret || confirm.isPending) return;
    void confirm.send({
      payload: {
        data: { type: '2fa-secret-confirm', attributes: { secret: secret.secret, code } },
      },
    });
  };

  if (!secret) {
    return (
      <Stack gap="lg">
        <Text as="p">
          <Trans>
            Two-step authentication is off. Turn it on to protect your account even if your password
            leaks.
          </Trans>
        </Text>
        <Inline>
          <Button variant="primary" onPress={() => void start()} isPending={create.isPending}>
            <Trans>Set up two-step authentication</Trans>
          </Button>
        </Inline>
      </Stack>
    );
  }

  return (
    <Stack gap="xl">
      <TwoFaSecret otpauthUrl={secret.otpauthUrl} secret={secret.secret} headingLevel={3} />
      <TwoFaCodeForm
        onSend={submit}
        errors={confirm.errors}
        edited={confirm.edited}
        sendOnComplete
        intro={
          <Heading level={3}>
            <Trans>2. Enter the code from the app</Trans>
          </Heading>
        }
      >
        <Inline gap="sm">
          <Button type="submit" variant="primary" isPending={confirm.isPending}>
            <Trans>Turn on</Trans>
          </Button>
          <Button variant="secondary" onPress={() => create.reset()}>
            <Trans>Cancel</Trans>
          </Button>
        </Inline>
      </TwoFaCodeForm>
    </Stack>
  );
}
