import { useLingui } from '@lingui/react/macro';
import { Inline, Link, Text } from '@paydesk/ui';

/** The two antifraud screens, as links: rules and lists. */
export function AntifraudTabs({ current }: { current: 'rules' | 'lists' }) {
  const { t } = useLingui();
  const tabs = [
    { id: 'rules', href: '/antifraud/rules', label: t`Rules` },
    { id: 'lists', href: '/antifraud/lists', label: t`Block and allow lists` },
  ] as const;
  return (
    <nav aria-label={t`Antifraud sections`}>
      <Inline gap="md">
        {tabs.map((tab) =>
          tab.id === current ? (
            <Text key={tab.id} weight="medium" aria-current="page">
              {tab.label}
            </Text>
          ) : (
            <Link key={tab.id} href={tab.href}>
              {tab.label}
            </Link>
          ),
        )}
      </Inline>
    </nav>
  );
}
