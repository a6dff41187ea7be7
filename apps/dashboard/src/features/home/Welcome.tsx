import { useLingui } from '@lingui/react/macro';
import { Card, Heading, Link, Stack, Text } from '@paydesk/ui';
import { isGroup, visibleNavigation } from '../shell';
import { useLegacyPayoutRequests } from '../payoutRequests';
import type { Permissions } from '@paydesk/permissions';

/** Without the statistics permission: shortcuts to every sidebar entry the user may open. */
export function Welcome({ permissions }: { permissions: Permissions }) {
  const { t, i18n } = useLingui();
  const hasLegacyPayoutRequests = useLegacyPayoutRequests();
  const shortcuts = visibleNavigation(permissions, { hasLegacyPayoutRequests })
    .flatMap((entry) => (isGroup(entry) ? entry.items : [entry]))
    .filter((item) => item.id !== 'dashboard');
  return (
    <Card>
      <Stack gap="sm">
        <Heading level={2}>{t`Shortcuts`}</Heading>
        <Text tone="muted">{t`Where you can go from here:`}</Text>
        <ul
          aria-label={t`Shortcuts`}
          style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}
        >
          {shortcuts.map((item) => (
            <li key={item.id} style={{ paddingBlock: 4 }}>
              <Link href={item.href} variant="standalone">
                {i18n._(item.label)}
              </Link>
            </li>
          ))}
        </ul>
      </Stack>
    </Card>
  );
}
