import { useRef, type ReactNode } from 'react';
import { useLink } from 'react-aria';
import { rowLink } from './DataTable.css';

/** The row's link: follows the app's router (RouterProvider) but is not a tab stop; the cell is. */
export function RowLink({ href, children }: { href: string; children: ReactNode }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { linkProps } = useLink({ href }, ref);
  return (
    <a {...linkProps} ref={ref} href={href} tabIndex={-1} className={rowLink}>
      {children}
    </a>
  );
}
