import { Trans, useLingui } from '@lingui/react/macro';
import { main } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Button, Form, Heading, Inline, Stack, Text, toast } from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../shared/api/client';
import { errorMessage } from '../../shared/errors/errorMessages';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';

import { meQueryOptions } from './queries';
import { TwoFaCodeField, TwoFaSecret } from '../auth';

/** Turning 2FA on: a new secret as QR code and text, then the first code from the app confirms it. */
export function TwoFactorSetup() {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const code = useRef('');
  const { errors, setErrors, edited } = useFieldErrors();
  const create = useMutation(actionMutationOptions(api, main.actions['users/createTwoFaSecret']));
  const confirm = useMutation({
    ...actionMutationOptions(api, main.actions['users/confirmTwoFaSecret']),
    onSuccess: () => queryClient.invalidateQueries(meQueryOptions()),
  });
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

  const submit = async (value = code.current) => {
    if (!secret || confirm.isPending) return;
    setErrors({});
    try {
      await confirm.mutateAsync({
        payload: {
          data: { type: '2fa-secret-confirm', attributes: { secret: secret.secret, code: value } },
        },
      });
      toast.success(t`Two-step authentication is on`);
    } catch (error) {
      const failed = fieldErrors(error, i18n, { fields: ['code'] });
      setErrors(failed.fields);
      if (failed.form) toast.error(failed.form);
    }
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
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        validationErrors={errors}
      >
        <Stack gap="lg">
          <Heading level={3}>
            <Trans>2. Enter the code from the app</Trans>
          </Heading>
          <TwoFaCodeField
            codeRef={code}
            onEdit={() => edited('code')}
            onComplete={(value) => void submit(value)}
          />
          <Inline gap="sm">
            <Button type="submit" variant="primary" isPending={confirm.isPending}>
              <Trans>Turn on</Trans>
            </Button>
            <Button variant="secondary" onPress={() => create.reset()}>
              <Trans>Cancel</Trans>
            </Button>
          </Inline>
        </Stack>
      </Form>
    </Stack>
  );
}
