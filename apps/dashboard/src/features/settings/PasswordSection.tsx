import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Form, OneTimeCodeField, Stack, toast } from '@paydesk/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { PasswordChangeFields, TWO_FA_CODE_LENGTH, usePasswordChangeForm } from '../auth';
import { passwordErrorMessages } from './passwordErrors';
import { meQueryOptions } from './queries';

/** The form's fields, where the provider's errors that name them are shown. */
const fields = ['currentPassword', 'newPassword', 'confirmation', 'twoFaCode'] as const;

/** Password change: current, new and confirmation, plus a 2FA code when 2FA is on (SPEC §5). */
export function PasswordSection() {
  const { t, i18n } = useLingui();
  const { data: me } = useSuspenseQuery(meQueryOptions());
  const twoFaEnabled = me.data.attributes.twoFaEnabled;
  // A new key empties the uncontrolled fields after a change.
  const [formKey, setFormKey] = useState(0);
  const { onSubmit, pending, errors, edited } = usePasswordChangeForm({
    change: async (passwords, form) => {
      await api.changePassword({
        ...passwords,
        ...(twoFaEnabled ? { twoFaCode: String(form.get('twoFaCode')) } : {}),
      });
      toast.success(t`Password changed. Other sessions were signed out.`);
      setFormKey((key) => key + 1);
    },
    fieldsOf: (error) => {
      const failed = fieldErrors(error, i18n, { fields, messages: passwordErrorMessages });
      if (failed.form) toast.error(failed.form);
      return failed.fields;
    },
  });

  return (
    <Card title={t`Password change`}>
      <Form key={formKey} onSubmit={onSubmit} validationErrors={errors}>
        <Stack gap="lg">
          <PasswordChangeFields edited={edited} />
          {twoFaEnabled && (
            <OneTimeCodeField
              name="twoFaCode"
              onChange={() => edited('twoFaCode')}
              label={t`Two-step verification code`}
              description={t`The 6-digit code from your authenticator app.`}
              length={TWO_FA_CODE_LENGTH}
              isRequired
            />
          )}
          <div>
            <Button type="submit" variant="primary" isPending={pending}>
              <Trans>Change password</Trans>
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
