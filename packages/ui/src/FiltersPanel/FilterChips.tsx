import type { CalendarDate } from '@internationalized/date';
import { X } from 'lucide-react';
import { useMemo } from 'react';
import { useDateFormatter, useListFormatter, useLocale, useNumberFormatter } from 'react-aria';
import { Button, Tag, TagGroup, TagList, type Key } from 'react-aria-components';
import { useStrings } from '../private/intl';
import {
  isEmptyFilterValue,
  type DateRange,
  type FilterDefinition,
  type FilterValues,
  type NumberRange,
} from './filterModel';
import * as styles from './FiltersPanel.css';
import { strings } from './intl';

export interface FilterChip {
  field: string;
  text: string;
}

/** Chip texts such as "Status: Paid or Failed" and "Amount: at least €10.00". */
export function useFilterChips(
  definitions: readonly FilterDefinition[],
  values: FilterValues,
  timeZone: string,
): FilterChip[] {
  const t = useStrings(strings, 'FiltersPanel');
  const { locale } = useLocale();
  const list = useListFormatter({ type: 'disjunction' });
  const numbers = useNumberFormatter();
  const dates = useDateFormatter({ dateStyle: 'medium', timeZone });

  return useMemo(() => {
    const range = ({ min, max }: NumberRange, format: (value: number) => string) => {
      if (min !== null && max !== null) return t('between', { min: format(min), max: format(max) });
      if (min !== null) return t('atLeast', { value: format(min) });
      return t('atMost', { value: format(max as number) });
    };
    const money = (currency: string) => {
      const formatter = new Intl.NumberFormat(locale, { style: 'currency', currency });
      const exponent = formatter.resolvedOptions().maximumFractionDigits ?? 2;
      return (minor: number) => formatter.format(minor / 10 ** exponent);
    };
    const describe = (definition: FilterDefinition): string => {
      const value = values[definition.field];
      switch (definition.type) {
        case 'text':
          return value as string;
        case 'enum': {
          const chosen = value as string[];
          return list.format(
            chosen.map((v) => definition.options.find((option) => option.value === v)?.label ?? v),
          );
        }
        case 'number':
          return range(value as NumberRange, (n) => numbers.format(n));
        case 'amount':
          return range(value as NumberRange, money(definition.currency));
        case 'date': {
          const { start, end } = value as DateRange;
          const day = (date: CalendarDate) => date.toDate(timeZone);
          return start.compare(end) === 0
            ? dates.format(day(start))
            : dates.formatRange(day(start), day(end));
        }
      }
    };
    return definitions
      .filter((definition) => !isEmptyFilterValue(values[definition.field]))
      .map((definition) => ({
        field: definition.field,
        text: t('chip', { label: definition.label, value: describe(definition) }),
      }));
  }, [dates, definitions, list, locale, numbers, t, timeZone, values]);
}

/** The active filters as removable chips. */
export function FilterChips({
  chips,
  onRemove,
}: {
  chips: FilterChip[];
  onRemove: (field: string) => void;
}) {
  const t = useStrings(strings, 'FiltersPanel');
  return (
    <TagGroup
      aria-label={t('activeFilters')}
      onRemove={(keys: Set<Key>) => keys.forEach((key) => onRemove(String(key)))}
    >
      <TagList className={styles.tagList} items={chips}>
        {(chip) => (
          <Tag id={chip.field} textValue={chip.text} className={styles.tag}>
            <span className={styles.tagText}>{chip.text}</span>
            <Button slot="remove" aria-label={t('remove')} className={styles.tagRemove}>
              <X size={14} aria-hidden />
            </Button>
          </Tag>
        )}
      </TagList>
    </TagGroup>
  );
}
