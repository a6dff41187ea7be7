import type { ReactNode } from 'react';
import { Text } from 'react-aria-components';
import { description } from './field.css';

/** Help text; the `description` slot makes RAC add it to the control's aria-describedby. */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (children == null || children === false) return null;
  return (
    <Text slot="description" className={description}>
      {children}
    </Text>
  );
}
