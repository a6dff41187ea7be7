import { Trans } from '@lingui/react/macro';
import { Text } from '@paydesk/ui';
import type { ReactNode } from 'react';
import { productName } from '../../shared/brand';
import * as styles from './AuthLayout.css';

/** The layout of every page that needs no sign-in: a centred card with the brand above it. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <main className={styles.page}>
      <div className={styles.column}>
        <p className={styles.brand}>
          <span className={styles.mark} aria-hidden />
          {productName}
        </p>
        <div className={styles.card}>{children}</div>
        <Text size="xs" tone="subtle" className={styles.footer}>
          <Trans>© 2025 Paydesk. All times are shown in UTC unless you choose otherwise.</Trans>
        </Text>
      </div>
    </main>
  );
}
