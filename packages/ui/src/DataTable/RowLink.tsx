import type { ReactNode } from 'react';
import { useRouter } from 'react-aria/private/utils/openLink';
import { rowLink } from './DataTable.css';

/**
 * The row's link: not a tab stop (the cell is). A plain anchor, mounted with every row while scrolling; the grid
 * follows it through the app's router (RouterProvider) on click (`followRowLink`).
 */
export function RowLink({ href, children }: { href: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <a href={router.useHref(href)} tabIndex={-1} className={rowLink}>
      {children}
    </a>
  );
}
