import { useLingui } from '@lingui/react';
import { Breadcrumb, Breadcrumbs, Text } from '@paydesk/ui';
import { memo } from 'react';
import { usePageTrail } from '../../shared/pageTitle/pageTitle';

/**
 * The header's start: the page's name, or on a page below another (a detail page) the trail to it. It reads the
 * location itself, so a navigation re-renders this and not the shell. Not a heading: the page has its own h1.
 */
export const PageTrail = memo(function PageTrail() {
  const { i18n } = useLingui();
  const { parents, title } = usePageTrail();
  if (title === undefined) return null;
  const name = typeof title === 'string' ? title : i18n._(title);
  if (parents.length === 0) {
    return (
      // The same type as the trail's current crumb, so the header keeps one look from page to page.
      <Text size="sm" weight="medium" truncate>
        {name}
      </Text>
    );
  }
  return (
    <Breadcrumbs>
      {parents.map((crumb) => (
        <Breadcrumb key={crumb.href} href={crumb.href}>
          {i18n._(crumb.title)}
        </Breadcrumb>
      ))}
      <Breadcrumb>{name}</Breadcrumb>
    </Breadcrumbs>
  );
});
