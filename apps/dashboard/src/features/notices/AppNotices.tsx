import { Trans, useLingui } from '@lingui/react/macro';
import { Banner, Button } from '@paydesk/ui';
import { useEffect, useSyncExternalStore } from 'react';
import { staleAssets, watchStaleAssets } from './staleAssets';
import * as styles from './AppNotices.css';

/**
 * Notices about the app itself, on every layout: the 'outdated' warning after a stale-asset load error (SPEC §4).
 * The incompatible-browser notice is in index.html (build/browserNotice.ts): the browsers it is for cannot run
 * the app.
 */
export function AppNotices() {
  const { t } = useLingui();
  const outdated = useSyncExternalStore(staleAssets.subscribe, staleAssets.isStale);
  useEffect(() => watchStaleAssets(window), []);
  if (!outdated) return null;
  return (
    <section className={styles.notices} aria-label={t`Notices`}>
      <Banner
        tone="warning"
        title={<Trans>A new version of Paydesk is available</Trans>}
        action={
          <Button size="sm" onPress={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </Button>
        }
      >
        <Trans>
          This page is outdated and could not load everything it needs. Reload to continue.
        </Trans>
      </Banner>
    </section>
  );
}
