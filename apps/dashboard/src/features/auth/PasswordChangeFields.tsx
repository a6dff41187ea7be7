import { useLingui } from '@lingui/react/macro';
import { PasswordField } from '@paydesk/ui';

/**
 * The fields of a password change (the expired-password step, settings): the current password, the new one and its
 * confirmation, named as `usePasswordChangeForm` reads them. `edited` (the form's) is told which one changed.
 */
export function PasswordChangeFields({ edited }: { edited?: (field: string) => void }) {
  const { t } = useLingui();
  const fields = [
    { name: 'currentPassword', label: t`Current password`, autoComplete: 'current-password' },
    { name: 'newPassword', label: t`New password`, autoComplete: 'new-password', minLength: 8 },
    { name: 'confirmation', label: t`Confirm new password`, autoComplete: 'new-password' },
  ];
  return fields.map(({ name, ...field }) => (
    <PasswordField
      key={name}
      name={name}
      {...field}
      isRequired
      onChange={edited && (() => edited(name))}
    />
  ));
}
