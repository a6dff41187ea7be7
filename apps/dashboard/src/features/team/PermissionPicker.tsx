import { useLingui } from '@lingui/react/macro';
import { permissionAreaNames, permissionAreas, type PermissionName } from '@paydesk/permissions';
import { Checkbox, CheckboxGroup, Stack, Text } from '@paydesk/ui';
import { useId } from 'react';
import { areaLabels } from './labels';
import * as css from './team.css';

export interface PermissionPickerProps {
  value: readonly PermissionName[];
  onChange: (value: PermissionName[]) => void;
  /** 'Select at least one permission', at the picker. */
  errorMessage?: string;
}

/** The custom role's permissions: one checkbox group per area of the catalog. */
export function PermissionPicker({ value, onChange, errorMessage }: PermissionPickerProps) {
  const { t, i18n } = useLingui();
  const errorId = useId();
  return (
    <fieldset
      className={css.fieldset}
      aria-describedby={errorMessage ? errorId : undefined}
      aria-invalid={errorMessage ? true : undefined}
    >
      <legend className={css.legend}>{t`Permissions`}</legend>
      <Stack gap="md">
        {errorMessage && (
          <Text id={errorId} tone="danger" size="sm" data-testid="permissions-error">
            {errorMessage}
          </Text>
        )}
        <div className={css.areas}>
          {permissionAreaNames.map((area) => {
            const names: readonly PermissionName[] = permissionAreas[area];
            return (
              <CheckboxGroup
                key={area}
                label={i18n._(areaLabels[area])}
                value={value.filter((name) => names.includes(name))}
                onChange={(picked) =>
                  onChange([
                    ...value.filter((name) => !names.includes(name)),
                    ...(picked as PermissionName[]),
                  ])
                }
              >
                {names.map((name) => (
                  <Checkbox key={name} value={name}>
                    <Text mono size="sm">
                      {name}
                    </Text>
                  </Checkbox>
                ))}
              </CheckboxGroup>
            );
          })}
        </div>
      </Stack>
    </fieldset>
  );
}
