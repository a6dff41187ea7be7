import { useLingui } from '@lingui/react/macro';
import { TextField } from '@paydesk/ui';
import type { ComponentProps } from 'react';

/**
 * The required "Name" field of a form that creates or changes a thing (a plan, a rule, a list, a view…), sent as
 * `name`, where the provider's refusals of the name are shown.
 */
export function NameField(
  props: Omit<ComponentProps<typeof TextField>, 'name' | 'label' | 'isRequired'>,
) {
  const { t } = useLingui();
  return <TextField name="name" label={t`Name`} isRequired {...props} />;
}
