import { useLingui } from '@lingui/react/macro';
import { roleNames, type RoleName } from '@paydesk/permissions';
import { Select, SelectItem, TextField } from '@paydesk/ui';
import { roleDescriptions, roleLabels } from './labels';
import { PermissionPicker } from './PermissionPicker';
import type { RoleValues } from './roleForm';

export interface RoleFieldsProps {
  values: RoleValues;
  onChange: (values: RoleValues) => void;
  /** The permissions' refusal, shown at the picker. */
  permissionsError?: string;
}

/** A role (custom opens the permission picker) and an optional last day of temporary access. */
export function RoleFields({ values, onChange, permissionsError }: RoleFieldsProps) {
  const { t, i18n } = useLingui();
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
