import type { ReactNode } from 'react';
import { AmountField } from '../AmountField/AmountField';
import { Checkbox } from '../Checkbox/Checkbox';
import { CheckboxGroup } from '../CheckboxGroup/CheckboxGroup';
import { DateRangePicker } from '../DateRangePicker/DateRangePicker';
import { NumberField } from '../NumberField/NumberField';
import { useStrings } from '../private/intl';
import { TextField } from '../TextField/TextField';
import type { DateRange, FilterDefinition, FilterValue, NumberRange } from './filterModel';
import * as styles from './FiltersPanel.css';
import { strings } from './intl';

export interface FilterFieldProps {
  definition: FilterDefinition;
  value: FilterValue | undefined;
  onChange: (value: FilterValue | undefined) => void;
  timeZone: string;
}

/** True when a range's maximum is below its minimum, or a date range ends before it starts. */
export function isInvalidFilterValue(value: FilterValue | undefined): boolean {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) return false;
  if ('min' in value) return value.min !== null && value.max !== null && value.max < value.min;
  return value.end.compare(value.start) < 0;
}

function RangeFields({
  definition,
  value,
  onChange,
  render,
}: {
  definition: FilterDefinition;
  value: NumberRange;
  onChange: (value: NumberRange) => void;
  render: (props: {
    label: string;
    value: number | null;
    onChange: (value: number | null) => void;
    isInvalid?: boolean;
    errorMessage?: string;
  }) => ReactNode;
}) {
  const t = useStrings(strings, 'FiltersPanel');
  const invalid = isInvalidFilterValue(value);
  return (
    <fieldset className={styles.range}>
      <legend className={styles.rangeLegend}>{definition.label}</legend>
      <div className={styles.rangeFields}>
        {render({
          label: t('minimum'),
          value: value.min,
          onChange: (min) => onChange({ ...value, min }),
        })}
        {render({
          label: t('maximum'),
          value: value.max,
          onChange: (max) => onChange({ ...value, max }),
          isInvalid: invalid,
          errorMessage: invalid ? t('maxBelowMin') : undefined,
        })}
      </div>
    </fieldset>
  );
}

const emptyRange: NumberRange = { min: null, max: null };

/** One declared filter as a form field. */
export function FilterField({ definition, value, onChange, timeZone }: FilterFieldProps) {
  switch (definition.type) {
    case 'text':
      return (
        <TextField
          label={definition.label}
          description={definition.description}
          placeholder={definition.placeholder}
          value={(value as string | undefined) ?? ''}
          onChange={onChange}
        />
      );
    case 'enum':
      return (
        <CheckboxGroup
          label={definition.label}
          description={definition.description}
          value={(value as string[] | undefined) ?? []}
          onChange={onChange}
        >
          {definition.options.map((option) => (
            <Checkbox key={option.value} value={option.value}>
              {option.label}
            </Checkbox>
          ))}
        </CheckboxGroup>
      );
    case 'number':
      return (
        <RangeFields
          definition={definition}
          value={(value as NumberRange | undefined) ?? emptyRange}
          onChange={onChange}
          render={(field) => (
            <NumberField
              key={field.label}
              label={field.label}
              value={field.value ?? Number.NaN}
              onChange={(number) => field.onChange(Number.isNaN(number) ? null : number)}
              isInvalid={field.isInvalid}
              errorMessage={field.errorMessage}
              hideSteppers
            />
          )}
        />
      );
    case 'amount':
      return (
        <RangeFields
          definition={definition}
          value={(value as NumberRange | undefined) ?? emptyRange}
          onChange={onChange}
          render={(field) => (
            <AmountField
              key={field.label}
              label={field.label}
              currency={definition.currency}
              value={field.value}
              onChange={field.onChange}
              isInvalid={field.isInvalid}
              errorMessage={field.errorMessage}
            />
          )}
        />
      );
    case 'date':
      return (
        <DateRangePicker
          label={definition.label}
          description={definition.description}
          timeZone={timeZone}
          value={(value as DateRange | undefined) ?? null}
          onChange={(range) => onChange(range ?? undefined)}
          validationBehavior="aria"
        />
      );
  }
}
