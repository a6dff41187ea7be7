import {
  Breadcrumb as RACBreadcrumb,
  Breadcrumbs as RACBreadcrumbs,
  Link,
  composeRenderProps,
  type BreadcrumbProps as RACBreadcrumbProps,
  type BreadcrumbsProps as RACBreadcrumbsProps,
  type LinkProps,
} from 'react-aria-components';
import { IconChevronEnd } from '../Icon/icons';
import { useStrings } from '../private/intl';
import { item, link, list, separator } from './Breadcrumbs.css';
import { breadcrumbsStrings } from './intl';

export interface BreadcrumbsProps<T extends object> extends RACBreadcrumbsProps<T> {
  /** Names the navigation landmark around the trail; defaults to the localized "Breadcrumbs". */
  'aria-label'?: string;
}

/**
 * The trail of pages above the current one, in a navigation landmark. The last crumb is the current page
 * (`aria-current="page"`) and is not a link.
 */
export function Breadcrumbs<T extends object>({
  'aria-label': label,
  className,
  ...props
}: BreadcrumbsProps<T>) {
  const t = useStrings(breadcrumbsStrings, 'Breadcrumbs');
  return (
    <nav aria-label={label ?? t('breadcrumbs')}>
      <RACBreadcrumbs {...props} className={[list, className].filter(Boolean).join(' ')} />
    </nav>
  );
}

export interface BreadcrumbProps
  extends Omit<RACBreadcrumbProps, 'children'>, Pick<LinkProps, 'href' | 'routerOptions'> {
  children: string;
}

/** One crumb. Hrefs navigate through the app router like every Link. */
export function Breadcrumb({
  href,
  routerOptions,
  className,
  children,
  ...props
}: BreadcrumbProps) {
  return (
    <RACBreadcrumb
      {...props}
      className={composeRenderProps(className, (custom) =>
        [item, custom].filter(Boolean).join(' '),
      )}
    >
      {({ isCurrent }) => (
        <>
          <Link href={href} routerOptions={routerOptions} className={link}>
            {/* The full label on hover, for crumbs cut with an ellipsis. */}
            <span title={children}>{children}</span>
          </Link>
          {!isCurrent && <IconChevronEnd size="sm" className={separator} />}
        </>
      )}
    </RACBreadcrumb>
  );
}
