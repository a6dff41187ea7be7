import { useId, useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import { button } from '../Button/Button.css';
import { CopyButton } from '../CopyButton/CopyButton';
import { IconEye, IconEyeOff } from '../Icon/icons';
import { iconButton } from '../IconButton/IconButton.css';
import { visuallyHidden } from '../private/focusRing.css';
import { useStrings } from '../private/intl';
import { Tooltip, TooltipTrigger } from '../Tooltip';
import { secretFieldStrings } from './intl';
import * as styles from './SecretField.css';

export interface SecretFieldProps {
  /** Visible label, e.g. "Signing secret"; also names the show and copy buttons. */
  label: string;
  value: string;
  description?: ReactNode;
  /** Controlled reveal state; omit to let the field own it. */
  isRevealed?: boolean;
  defaultRevealed?: boolean;
  onRevealChange?: (isRevealed: boolean) => void;
  /** Characters left visible at the end while masked, so people can tell keys apart (default 4). */
  visibleSuffix?: number;
  onCopy?: (value: string) => void;
  className?: string;
}

const MASK = '•'.repeat(24);

/**
 * A secret value (API key, webhook signing secret): masked by default, with a reveal toggle and a copy button that
 * copies the real value without revealing it. The masked value is announced as "Hidden, ends with …".
 */
export function SecretField({
  label,
  value,
  description,
  isRevealed: controlled,
  defaultRevealed = false,
  onRevealChange,
  visibleSuffix = 4,
  onCopy,
  className,
}: SecretFieldProps) {
  const t = useStrings(secretFieldStrings, 'SecretField');
  const [internal, setInternal] = useState(defaultRevealed);
  const isRevealed = controlled ?? internal;
  const labelId = useId();
  const valueId = useId();
  const descriptionId = useId();
  const suffix = visibleSuffix > 0 ? value.slice(-visibleSuffix) : '';
  const setRevealed = (next: boolean) => {
    if (controlled === undefined) setInternal(next);
    onRevealChange?.(next);
  };
  const showLabel = t('show', { label });
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      aria-describedby={description ? descriptionId : undefined}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.box}>
        {isRevealed ? (
          <code id={valueId} className={styles.value}>
            {value}
          </code>
        ) : (
          <code id={valueId} className={`${styles.value} ${styles.masked}`}>
            <span aria-hidden>
              {MASK}
              {suffix}
            </span>
            <span className={visuallyHidden}>
              {suffix ? t('hiddenEndsWith', { suffix }) : t('hidden')}
            </span>
          </code>
        )}
        <TooltipTrigger>
          <ToggleButton
            aria-label={showLabel}
            aria-controls={valueId}
            isSelected={isRevealed}
            onChange={setRevealed}
            className={[button({ variant: 'ghost', size: 'sm' }), iconButton({ size: 'sm' })].join(
              ' ',
            )}
          >
            {isRevealed ? <IconEyeOff /> : <IconEye />}
          </ToggleButton>
          <Tooltip>{showLabel}</Tooltip>
        </TooltipTrigger>
        <CopyButton text={value} aria-label={t('copy', { label })} onCopy={onCopy} />
      </div>
      {description && (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      )}
    </div>
  );
}
