import { useLingui } from '@lingui/react/macro';
import { roleNames, type RoleName } from '@paydesk/permissions';
import { Select, SelectItem, TextField } from '@paydesk/ui';
import { roleDescriptions, roleLabels } from './labels';
import { PermissionPicker } from './PermissionPicker';
import { firstError, type RoleValues } from './roleForm';

export interface RoleFieldsProps {
  values: RoleValues;
  onChange: (values: RoleValues) => void;
  /** The form's server errors by field (`useFieldErrors().errors`): the permissions' is shown at the picker. */
  errors: Record<string, string | string[]>;
  /** A field was edited: its server error goes (`useFieldErrors().edited`). */
  edited: (field: string) => void;
}

/** A role (custom opens the permission picker) and an optional last day of temporary access. */
export function RoleFields({ values, onChange: setValues, errors, edited }: RoleFieldsProps) {
  const { t, i18n } = useLingui();
  const permissionsError = firstError(errors.permissions);
  const onChange = (next: RoleValues) => {
    if (next.permissions !== values.permissions) edited('permissions');
    if (next.lastDay !== values.lastDay) edited('expiresAt');
    setValues(next);
  };
  return (
    <>
      <Select
        name="role"
        label={t`Role`}
        description={i18n._(roleDescriptions[values.role])}
        selectedKey={values.role}
        onSelectionChange={(key) => onChange({ ...values, role: key as RoleName })}
        isRequired
      >
        {roleNames.map((role) => (
          <SelectItem key={role} id={role}>
            {i18n._(roleLabels[role])}
          </SelectItem>
        ))}
      </Select>
      {values.role === 'custom' && (
        <PermissionPicker
          value={values.permissions}
          onChange={(permissions) => onChange({ ...values, permissions })}
          errorMessage={permissionsError}
        />
      )}
      <TextField
        name="expiresAt"
        type="date"
        label={t`Temporary access until`}
        description={t`Optional. Access ends after this day; leave empty for permanent access.`}
        value={values.lastDay}
        onChange={(lastDay) => onChange({ ...values, lastDay })}
      />
    </>
  );
}
