import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';

export const fieldSizes = ['sm', 'md', 'lg'] as const;
export type FieldSize = (typeof fieldSizes)[number];

/** A fixed message, or one computed from the native and custom validation result. */
export type FieldErrorMessage = ReactNode | ((validation: ValidationResult) => ReactNode);

/** The props every labelled field in the design system shares. */
export interface FieldChromeProps {
  /** The visible label. Fields without one need an `aria-label`. */
  label?: ReactNode;
  /** Help text below the control, referenced by aria-describedby. */
  description?: ReactNode;
  /**
   * Shown when the field is invalid. Without it, the browser's or `validate`'s messages are shown.
   * Server errors passed to `Form`'s `validationErrors` appear here too.
   */
  errorMessage?: FieldErrorMessage;
}
