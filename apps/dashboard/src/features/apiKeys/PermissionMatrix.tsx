import { useLingui } from '@lingui/react/macro';
import { apiKeyGroupNames, type ApiKeyGroupName, type ApiKeyLevel } from '@paydesk/permissions';
import { Button, Inline, Radio, RadioGroup } from '@paydesk/ui';
import { PermissionsFieldset } from '../../shared/forms/PermissionsFieldset';
import { apiKeyGroupLabels, apiKeyLevelLabels } from './labels';
import * as css from './PermissionMatrix.css';

export type Selection = Partial<Record<ApiKeyGroupName, ApiKeyLevel>>;

export interface PermissionMatrixProps {
  value: Selection;
  onChange: (value: Selection) => void;
  /** The refusal of the whole selection ('Select at least one permission') or of some groups. */
  errorMessage?: string;
}

/**
 * The 21 permission groups of SPEC §6 as a View/Full matrix: one radio group per row (None, View, Full), so arrow
 * keys move within a row and Tab between rows, plus shortcuts that set every row at once.
 */
export function PermissionMatrix({ value, onChange, errorMessage }: PermissionMatrixProps) {
  const { t, i18n } = useLingui();
  const all = (level: ApiKeyLevel) =>
    onChange(Object.fromEntries(apiKeyGroupNames.map((group) => [group, level])) as Selection);

  return (
    <PermissionsFieldset
      errorMessage={errorMessage}
      actions={
        <Inline gap="sm" wrap>
          <Button size="sm" variant="secondary" onPress={() => all('view')}>
            {t`All View`}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => all('full')}>
            {t`All Full`}
          </Button>
          <Button size="sm" variant="secondary" onPress={() => onChange({})}>
            {t`Clear`}
          </Button>
        </Inline>
      }
    >
      <div className={css.rows}>
        {apiKeyGroupNames.map((group) => (
          <RadioGroup
            key={group}
            name={`permission-${group}`}
            label={i18n._(apiKeyGroupLabels[group])}
            orientation="horizontal"
            value={value[group] ?? 'none'}
            onChange={(next) => {
              const { [group]: _old, ...rest } = value;
              onChange(next === 'none' ? rest : { ...rest, [group]: next as ApiKeyLevel });
            }}
          >
            <Radio value="none">{t`None`}</Radio>
            <Radio value="view">{i18n._(apiKeyLevelLabels.view)}</Radio>
            <Radio value="full">{i18n._(apiKeyLevelLabels.full)}</Radio>
          </RadioGroup>
        ))}
      </div>
    </PermissionsFieldset>
  );
}
