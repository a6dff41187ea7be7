import type { HTMLAttributes } from 'react';
import { CopyButton } from '../CopyButton';
import { useStrings } from '../private/intl';
import { head, root, tail, value as valueClass } from './IdText.css';
import { idTextStrings } from './intl';

export interface IdTextProps extends HTMLAttributes<HTMLSpanElement> {
  /** The id or reference, shown and copied exactly. */
  value: string;
  /** What the value is, e.g. "transaction id": names the copy button ("Copy transaction id"). */
  label?: string;
  /** Characters always kept at the end when space runs out (default 6). */
  tailLength?: number;
  /** Show a copy button (default). */
  copyable?: boolean;
  size?: 'sm' | 'md';
}

/**
 * An id or reference: monospace, cut in the middle when space runs out (start and end stay readable),
 * the full value in the title and in the DOM for assistive tech, with a copy button.
 */
export function IdText({
  value,
  label,
  tailLength = 6,
  copyable = true,
  size,
  className,
  ...props
}: IdTextProps) {
  const t = useStrings(idTextStrings, 'IdText');
  const cut = Math.max(0, value.length - tailLength);
  return (
    <span {...props} className={[root, className].filter(Boolean).join(' ')}>
      <span className={valueClass({ size })} dir="ltr" title={value} data-id-value="">
        <span className={head}>{value.slice(0, cut)}</span>
        <span className={tail}>{value.slice(cut)}</span>
      </span>
      {copyable && (
        <CopyButton
          text={value}
          aria-label={label ? t('copyValue', { label }) : undefined}
          size="sm"
        />
      )}
    </span>
  );
}
