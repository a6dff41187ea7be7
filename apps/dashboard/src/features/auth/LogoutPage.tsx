import { useLingui } from '@lingui/react/macro';
import { StatusOverlay } from '@paydesk/ui';
import { useEffect } from 'react';
import { api } from '../../api/client';
import { endSession } from '../../session/session';

/** Signs out on the server, then reloads on the login page so nothing of the identity stays in memory. */
export function LogoutPage() {
  const { t } = useLingui();
  useEffect(() => {
    let done = false;
    void api
      .signOut()
      .catch(() => undefined)
      .finally(() => {
        if (done) return;
        done = true;
        endSession();
        window.location.replace('/login');
      });
  }, []);
  return <StatusOverlay isOpen message={t`Signing out...`} />;
}
