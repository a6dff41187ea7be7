import { Trans, useLingui } from '@lingui/react/macro';
import { main } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Badge, Button, Card, Form, Inline, Stack, Text, toast } from '@paydesk/ui';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { TwoFaCodeField } from '../auth';
import { meQueryOptions } from './queries';
import { TwoFactorSetup } from './TwoFactorSetup';

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
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const code = useRef('');
  const { errors, setErrors, edited } = useFieldErrors();
  const disable = useMutation({
    ...actionMutationOptions(api, main.actions['users/disableTwoFa']),
    onSuccess: () => queryClient.invalidateQueries(meQueryOptions()),
  });

  const submit = async () => {
    setErrors({});
    try {
      await disable.mutateAsync({
        payload: { data: { type: '2fa-disable-request', attributes: { code: code.current } } },
      });
      toast.success(t`Two-step authentication is off`);
    } catch (error) {
      const failed = fieldErrors(error, i18n, { fields: ['code'] });
      setErrors(failed.fields);
      if (failed.form) toast.error(failed.form);
    }
  };

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      validationErrors={errors}
    >
      <Stack gap="lg">
        <Text as="p">
          <Trans>To turn it off, enter a current code from your authenticator app.</Trans>
        </Text>
        <TwoFaCodeField codeRef={code} onEdit={() => edited('code')} />
        <Inline>
          <Button type="submit" variant="danger" isPending={disable.isPending}>
            <Trans>Turn off two-step authentication</Trans>
          </Button>
        </Inline>
      </Stack>
    </Form>
  );
}
