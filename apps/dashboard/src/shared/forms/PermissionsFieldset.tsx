import { useLingui } from '@lingui/react/macro';
import { Stack, Text } from '@paydesk/ui';
import { useId, type ReactNode } from 'react';
import * as css from './PermissionsFieldset.css';

export interface PermissionsFieldsetProps {
  /** The refusal of the selection ('Select at least one permission'), read with the group. */
  errorMessage?: string;
  /** Shortcuts above the refusal (set every row at once). */
  actions?: ReactNode;
  /** The choices. */
  children: ReactNode;
}

/** The permissions of a form (an API key's, a custom role's): one group titled "Permissions" with its refusal. */
export function PermissionsFieldset({ errorMessage, actions, children }: PermissionsFieldsetProps) {
  const { t } = useLingui();
  const errorId = useId();
  return (
    <fieldset
      className={css.fieldset}
      aria-describedby={errorMessage ? errorId : undefined}
      aria-invalid={errorMessage ? true : undefined}
    >
      <legend className={css.legend}>{t`Permissions`}</legend>
      <Stack gap="md">
        {actions}
        {errorMessage && (
          <Text id={errorId} tone="danger" size="sm" data-testid="permissions-error">
            {errorMessage}
          </Text>
        )}
        {children}
      </Stack>
    </fieldset>
  );
}
