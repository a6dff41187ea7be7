import { Select, SelectPreview, type SelectProps } from '@paydesk/ui';
import { useAfterFirstPaint } from '../render/useAfterFirstPaint';

export interface SelectAfterFirstPaintProps<T extends object> extends SelectProps<T> {
  /** The selected option's text, shown until the Select is mounted. */
  selectedText: string;
}

/**
 * A Select for a page's first frame: its look paints with the page, the Select mounts right after. A Select
 * builds its options in a hidden render and renders again in the commit that mounts it; React then runs every
 * effect of the page at once, before the browser can paint (~130 ms at 4× CPU on home).
 */
export function SelectAfterFirstPaint<T extends object>({
  selectedText,
  ...props
}: SelectAfterFirstPaintProps<T>) {
  const painted = useAfterFirstPaint();
  if (painted) return <Select {...props} />;
  return (
    <SelectPreview
      label={props.label}
      value={selectedText}
      size={props.size}
      className={typeof props.className === 'string' ? props.className : undefined}
    />
  );
}
