import { Trans, useLingui } from '@lingui/react/macro';
import { Banner, Button } from '@paydesk/ui';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isIncompatibleBrowser } from './browserSupport';
import { staleAssets, watchStaleAssets } from './staleAssets';
import * as styles from './AppNotices.css';

/**
 * Notices about the app itself, on every layout: the incompatible-browser notice and the 'outdated' warning
 * after a stale-asset load error (SPEC §2, §4).
 */
export function AppNotices() {
  const { t } = useLingui();
  const [incompatible] = useState(() => isIncompatibleBrowser(navigator.userAgent));
  const outdated = useSyncExternalStore(staleAssets.subscribe, staleAssets.isStale);
  useEffect(() => watchStaleAssets(window), []);
  if (!incompatible && !outdated) return null;
  return (
    <section className={styles.notices} aria-label={t`Notices`}>
      {incompatible && (
        <Banner tone="warning" title={<Trans>Your browser is not supported</Trans>}>
          <Trans>
            Paydesk needs a current browser. Internet Explorer, and Edge or Chrome older than
            version 72, are not supported: please update your browser or use another one.
          </Trans>
        </Banner>
      )}
      {outdated && (
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
      )}
    </section>
  );
}
