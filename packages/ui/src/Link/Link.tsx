import {
  Link as RACLink,
  composeRenderProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { IconExternalLink } from '../Icon/icons';
import { visuallyHidden } from '../private/focusRing.css';
import { useStrings } from '../private/intl';
import { externalIcon, link, type LinkVariants } from './Link.css';
import { linkStrings } from './intl';

export const linkVariants = ['inline', 'standalone'] as const;

export interface LinkProps extends RACLinkProps {
  /** `inline` (underlined, in running text) or `standalone` (on its own, e.g. "View all"). */
  variant?: LinkVariants['variant'];
  /** Opens in a new tab, with an icon and an announcement saying so. */
  isExternal?: boolean;
}

/**
 * A link. Internal hrefs go through the app's router when PaydeskProvider is given `navigate`
 * (RAC's RouterProvider), so navigation stays client-side.
 */
export function Link({ variant, isExternal, className, children, ...props }: LinkProps) {
  const t = useStrings(linkStrings, 'Link');
  const external = isExternal ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <RACLink
      {...external}
      {...props}
      className={composeRenderProps(className, (custom) =>
        [link({ variant }), custom].filter(Boolean).join(' '),
      )}
    >
      {composeRenderProps(children, (content) => (
        <>
          {content}
          {isExternal && (
            <>
              {' '}
              <IconExternalLink size="sm" className={externalIcon} />
              <span className={visuallyHidden}>{t('opensInNewTab')}</span>
            </>
          )}
        </>
      ))}
    </RACLink>
  );
}
