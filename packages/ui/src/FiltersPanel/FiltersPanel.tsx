import { SlidersHorizontal } from 'lucide-react';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Button } from '../Button/Button';
import { DEFAULT_TIME_ZONE } from '../DatePicker/timeZone';
import { useStrings } from '../private/intl';
import { SidePanel } from '../SidePanel/SidePanel';
import { FilterChips, useFilterChips } from './FilterChips';
import { FilterField, isInvalidFilterValue } from './FilterField';
import {
  fromListFilters,
  toListFilters,
  withoutField,
  type FilterDefinition,
  type FilterValues,
  type ListFilter,
} from './filterModel';
import * as styles from './FiltersPanel.css';
import { strings } from './intl';

export interface FiltersPanelProps {
  /** The typed filters the list offers, in display order. */
  filters: readonly FilterDefinition[];
  /** The applied list-request filters, e.g. read from the URL. */
  value: readonly ListFilter[];
  /** Called with the new list-request filters on Apply, chip removal and Clear all. */
  onChange: (filters: ListFilter[]) => void;
  /** IANA zone for date filters and their presets (default 'UTC'). */
  timeZone?: string;
  /** The panel's title; defaults to a localized "Filters". */
  title?: string;
}

/**
 * A Filters button that opens a side panel of typed filters (text, options, number and amount ranges, date
 * ranges with presets) with Apply and Reset, and the applied filters as removable chips with Clear all. It
 * reads and writes SPEC §3 list-request filters (`{ field, operator, value }[]`).
 */
export function FiltersPanel({
  filters,
  value,
  onChange,
  timeZone = DEFAULT_TIME_ZONE,
  title,
}: FiltersPanelProps) {
  const t = useStrings(strings, 'FiltersPanel');
  const formId = useId();
  const countId = useId();
  const [isOpen, setOpen] = useState(false);
  const [draft, setDraft] = useState<FilterValues>({});
  const applied = useMemo(
    () => fromListFilters(filters, value, timeZone),
    [filters, value, timeZone],
  );
  const chips = useFilterChips(filters, applied, timeZone);

  // When the last chip or Clear all disappears, focus would fall to the page: keep it on the Filters button.
  const barRef = useRef<HTMLDivElement>(null);
  const change = (next: ListFilter[]) => {
    onChange(next);
    if (next.length === 0) {
      requestAnimationFrame(() => barRef.current?.querySelector('button')?.focus());
    }
  };

  const open = () => {
    setDraft(applied);
    setOpen(true);
  };
  const isDraftValid = filters.every((f) => !isInvalidFilterValue(draft[f.field]));
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    if (!isDraftValid) return;
    onChange(toListFilters(filters, draft, timeZone));
    setOpen(false);
  };

  return (
    <div className={styles.bar} ref={barRef}>
      <Button
        icon={<SlidersHorizontal size={16} aria-hidden />}
        onPress={open}
        aria-haspopup="dialog"
        aria-describedby={chips.length > 0 ? countId : undefined}
      >
        {title ?? t('filters')}
        {chips.length > 0 && (
          <span className={styles.count} aria-hidden>
            {chips.length}
          </span>
        )}
      </Button>
      {chips.length > 0 && (
        <span id={countId} hidden>
          {t('activeCount', { count: chips.length })}
        </span>
      )}
      {chips.length > 0 && (
        <>
          <FilterChips chips={chips} onRemove={(field) => onChange(withoutField(value, field))} />
          <Button variant="ghost" size="sm" onPress={() => change([])}>
            {t('clearAll')}
          </Button>
        </>
      )}
      <SidePanel
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={title ?? t('filters')}
        footer={
          <div className={styles.footer}>
            <Button onPress={() => setDraft({})}>{t('reset')}</Button>
            <Button variant="primary" type="submit" form={formId}>
              {t('apply')}
            </Button>
          </div>
        }
      >
        <form id={formId} className={styles.form} onSubmit={apply} noValidate>
          {filters.map((definition) => (
            <FilterField
              key={definition.field}
              definition={definition}
              value={draft[definition.field]}
              onChange={(next) => setDraft((current) => ({ ...current, [definition.field]: next }))}
              timeZone={timeZone}
            />
          ))}
        </form>
      </SidePanel>
    </div>
  );
}
