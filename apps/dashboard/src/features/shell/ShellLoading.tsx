import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@paydesk/ui';
import * as styles from './ShellLoading.css';

/** The loading spinner while the session and the organizations load (SPEC §2 "Other screens and states"). */
export function ShellLoading() {
  const { t } = useLingui();
  return (
    <main className={styles.page}>
      <Spinner size="lg" aria-label={t`Loading`} />
    </main>
  );
}
