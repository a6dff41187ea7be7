import { useLingui } from '@lingui/react/macro';
import { permissionAreaNames, permissionAreas, type PermissionName } from '@paydesk/permissions';
import { Checkbox, CheckboxGroup, Text } from '@paydesk/ui';
import { PermissionsFieldset } from '../../shared/forms/PermissionsFieldset';
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
  const { i18n } = useLingui();
  return (
    <PermissionsFieldset errorMessage={errorMessage}>
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
    </PermissionsFieldset>
  );
}
