import { ChevronDown } from 'lucide-react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  Button,
  ComboBox,
  Group,
  Input,
  type ComboBoxProps,
  type Key,
} from 'react-aria-components';
import {
  field,
  fieldButton,
  FieldHelp,
  FieldLabel,
  groupInput,
  inputBox,
  ListItem,
  ListPopover,
  useFieldStrings,
  type FieldChromeProps,
  type FieldSize,
} from '../private/field';
import { multiSelectStrings } from './intl';
import { comboBoxContents, helpSlot, tagsSlot } from './MultiSelect.css';
import { SelectedTags } from './SelectedTags';

export interface MultiSelectOption {
  id: Key;
  label: string;
  description?: string;
}

export interface MultiSelectProps
  extends
    Omit<
      ComboBoxProps<MultiSelectOption, 'multiple'>,
      | 'children'
      | 'selectionMode'
      | 'value'
      | 'defaultValue'
      | 'onChange'
      | 'items'
      | 'defaultItems'
      | 'className'
    >,
    FieldChromeProps {
  options: MultiSelectOption[];
  value?: Key[];
  defaultValue?: Key[];
  onChange?: (keys: Key[]) => void;
  size?: FieldSize;
  placeholder?: string;
  emptyMessage?: ReactNode;
  className?: string;
}

/**
 * Choose several options from a searchable list, e.g. the events of a webhook endpoint. The chosen
 * ones show as tags under the input; Backspace in the empty input removes the last one.
 */
export function MultiSelect({
  label,
  description,
  errorMessage,
  options,
  value,
  defaultValue,
  onChange,
  size,
  placeholder,
  emptyMessage,
  className,
  ...props
}: MultiSelectProps) {
  const t = useFieldStrings(multiSelectStrings, 'MultiSelect');
  const [uncontrolled, setUncontrolled] = useState<Key[]>(defaultValue ?? []);
  const keys = value ?? uncontrolled;
  const setKeys = (next: Key[]) => {
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };
  const selected = keys
    .map((key) => options.find((o) => o.id === key))
    .filter((o): o is MultiSelectOption => o !== undefined);
  const canEdit = !props.isDisabled && !props.isReadOnly;

  const removeLastOnBackspace = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && event.currentTarget.value === '' && keys.length > 0) {
      setKeys(keys.slice(0, -1));
    }
  };

  return (
    <div className={[field, className].filter(Boolean).join(' ')}>
      <ComboBox
        allowsEmptyCollection
        {...props}
        selectionMode="multiple"
        defaultItems={options}
        value={keys}
        onChange={setKeys}
        className={comboBoxContents}
      >
        {({ isInvalid, isDisabled }) => (
          <>
            {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
            <Group
              className={inputBox({ size, kind: 'group' })}
              isInvalid={isInvalid}
              isDisabled={isDisabled}
            >
              <Input
                placeholder={placeholder}
                className={groupInput}
                onKeyDown={canEdit ? removeLastOnBackspace : undefined}
              />
              <Button className={fieldButton}>
                <ChevronDown size={16} aria-hidden />
              </Button>
            </Group>
            <div className={helpSlot}>
              <FieldHelp description={description} errorMessage={errorMessage} />
            </div>
            <ListPopover emptyMessage={emptyMessage ?? t('noResults')}>
              {(option: MultiSelectOption) => (
                <ListItem id={option.id} description={option.description}>
                  {option.label}
                </ListItem>
              )}
            </ListPopover>
          </>
        )}
      </ComboBox>
      <div className={tagsSlot}>
        <SelectedTags
          tags={selected}
          label={t('selected', { label: typeof label === 'string' ? label : '' })}
          removeLabel={t('remove')}
          onRemove={canEdit ? (removed) => setKeys(keys.filter((k) => !removed.has(k))) : undefined}
        />
      </div>
    </div>
  );
}
