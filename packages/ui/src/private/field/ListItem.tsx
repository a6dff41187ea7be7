import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListBoxItem, Text, type ListBoxItemProps } from 'react-aria-components';
import { listItem, listItemCheck, listItemDescription, listItemLabel } from './listbox.css';

export interface ListItemProps<T extends object = object> extends Omit<
  ListBoxItemProps<T>,
  'children'
> {
  children?: ReactNode;
  /** A second line, read as the option's description. */
  description?: ReactNode;
}

/** An option in a Select, ComboBox or MultiSelect list; a check marks the selected ones. */
export function ListItem<T extends object>({
  children,
  description,
  className,
  ...props
}: ListItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === 'string' ? children : undefined);
  return (
    <ListBoxItem
      {...props}
      textValue={textValue}
      className={[listItem, typeof className === 'string' ? className : '']
        .filter(Boolean)
        .join(' ')}
    >
      {({ isSelected }) => (
        <>
          <span className={listItemCheck} aria-hidden>
            {isSelected && <Check size={14} />}
          </span>
          <Text slot="label" className={listItemLabel}>
            {children}
          </Text>
          {description != null && (
            <Text slot="description" className={listItemDescription}>
              {description}
            </Text>
          )}
        </>
      )}
    </ListBoxItem>
  );
}
