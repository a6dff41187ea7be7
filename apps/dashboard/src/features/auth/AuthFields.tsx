import { useLingui } from '@lingui/react/macro';
import { Button, TextField } from '@paydesk/ui';
import type { ReactNode } from 'react';

/** The account's email, as every sign-in page asks for it (the browser fills it in as the username). */
export function AccountEmailField() {
  const { t } = useLingui();
  return (
    <TextField name="email" type="email" label={t`Email`} autoComplete="username" isRequired />
  );
}

/** The one full-width button that sends a sign-in page's form, with its progress while the request runs. */
export function AuthSubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <Button type="submit" variant="primary" size="lg" fullWidth isPending={pending}>
      {children}
    </Button>
  );
}
