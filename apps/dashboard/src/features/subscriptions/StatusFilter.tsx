import { useLingui } from '@lingui/react/macro';
import { Select, SelectItem } from '@paydesk/ui';

const ALL = 'all';

export interface StatusFilterProps<TStatus extends string> {
  label: string;
  statuses: readonly TStatus[];
  labelOf: (status: TStatus) => string;
  /** The URL's statuses; one is shown, several read as "all" until one is chosen. */
  value: readonly TStatus[] | undefined;
  onChange: (next: TStatus[] | undefined) => void;
}

/** One status or all of them, for a list whose filters live in the URL. */
export function StatusFilter<TStatus extends string>({
  label,
  statuses,
  labelOf,
  value,
  onChange,
}: StatusFilterProps<TStatus>) {
  const { t } = useLingui();
  const selected = value?.length === 1 ? value[0]! : ALL;
  return (
    <Select
      label={label}
      size="sm"
      selectedKey={selected}
      onSelectionChange={(key) =>
        onChange(key === ALL || key === null ? undefined : [String(key) as TStatus])
      }
    >
      <SelectItem id={ALL}>{t`All`}</SelectItem>
      {statuses.map((status) => (
        <SelectItem key={status} id={status}>
          {labelOf(status)}
        </SelectItem>
      ))}
    </Select>
  );
}
