import { IconButton, type IconButtonProps } from '../IconButton';
import { IconCheck, IconCopy, IconError } from '../Icon/icons';
import { visuallyHidden } from '../private/focusRing.css';
import { useStrings } from '../private/intl';
import { Tooltip, TooltipTrigger } from '../Tooltip';
import { copyButtonStrings } from './intl';
import { useCopy } from './useCopy';

export interface CopyButtonProps extends Omit<
  IconButtonProps,
  'aria-label' | 'icon' | 'onPress' | 'tooltip' | 'isPending'
> {
  /** The exact text put on the clipboard. */
  text: string;
  /** Accessible name, e.g. "Copy transaction id"; defaults to the localized "Copy". */
  'aria-label'?: string;
  /** Called after the text was copied. */
  onCopy?: (text: string) => void;
}

/**
 * Copies `text` to the clipboard. A check icon confirms for 1.5 s and a polite live region announces
 * "Copied" (or that copying failed), so the result does not depend on seeing the icon.
 */
export function CopyButton({ text, onCopy, size = 'sm', ...props }: CopyButtonProps) {
  const t = useStrings(copyButtonStrings, 'CopyButton');
  const { state, copy } = useCopy(onCopy);
  const label = props['aria-label'] ?? t('copy');
  const icon =
    state === 'copied' ? (
      <IconCheck tone="success" />
    ) : state === 'failed' ? (
      <IconError tone="danger" />
    ) : (
      <IconCopy />
    );
  const message = state === 'idle' ? '' : t(state);
  return (
    <>
      <TooltipTrigger>
        <IconButton
          {...props}
          aria-label={label}
          size={size}
          icon={icon}
          tooltip={false}
          data-copy-state={state}
          onPress={() => void copy(text)}
        />
        <Tooltip>{message || label}</Tooltip>
      </TooltipTrigger>
      <span role="status" className={visuallyHidden}>
        {message}
      </span>
    </>
  );
}
