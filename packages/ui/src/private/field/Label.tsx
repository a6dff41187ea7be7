import { Label as RACLabel, type LabelProps as RACLabelProps } from 'react-aria-components';
import { label, requiredMark } from './field.css';

export interface FieldLabelProps extends RACLabelProps {
  /** Shows a required mark. The control itself carries `aria-required`, so the mark is hidden from AT. */
  isRequired?: boolean;
}

/** The label of a field; RAC wires `for`/`aria-labelledby` through context. */
export function FieldLabel({ isRequired, className, children, ...props }: FieldLabelProps) {
  return (
    <RACLabel {...props} className={[label, className].filter(Boolean).join(' ')}>
      {children}
      {isRequired && (
        <span className={requiredMark} aria-hidden>
          *
        </span>
      )}
    </RACLabel>
  );
}
