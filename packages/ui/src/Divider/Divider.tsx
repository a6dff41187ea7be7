import { Separator, type SeparatorProps } from 'react-aria-components';
import { divider } from './Divider.css';

export const dividerOrientations = ['horizontal', 'vertical'] as const;

export type DividerProps = SeparatorProps;

/** A 1px rule between groups of content, exposed as a separator. */
export function Divider({ orientation = 'horizontal', className, ...props }: DividerProps) {
  return (
    <Separator
      {...props}
      orientation={orientation}
      className={[divider({ orientation }), className].filter(Boolean).join(' ')}
    />
  );
}
