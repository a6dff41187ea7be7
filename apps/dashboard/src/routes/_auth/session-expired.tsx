import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { AccountStatePage } from '../../features/auth/AccountStatePage';
import { optionalText, publicSearch } from '../../shared/routing/publicSearch';
import { safeRedirect } from '../../shared/session/signInFlow';

const searchSchema = publicSearch((search) => ({
  /** The page the user was on when the inactivity logout came; sign-in returns there. */
  redirect: optionalText(search.redirect),
}));

export const Route = createFileRoute('/_auth/session-expired')({
  staticData: { title: msg`Session expired` },
  validateSearch: searchSchema,
  component: SessionExpiredPage,
});

function SessionExpiredPage() {
  const { redirect } = Route.useSearch();
  return (
    <AccountStatePage title={<Trans>Session expired</Trans>} redirect={safeRedirect(redirect)}>
      <Trans>You were signed out after a period of inactivity. Sign in again to continue.</Trans>
    </AccountStatePage>
  );
}
