import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LogoutPage } from '../features/auth/LogoutPage';
import { optionalText, optionalWord, publicSearch } from '../shared/routing/publicSearch';

const searchSchema = publicSearch((search) => ({
  /** `expired`: the inactivity logout, which ends on the session-expired page (SPEC §8). */
  reason: optionalWord(['expired'])(search.reason),
  /** The page to come back to after signing in again. */
  redirect: optionalText(search.redirect),
}));

export const Route = createFileRoute('/logout')({
  staticData: { title: msg`Log out` },
  validateSearch: searchSchema,
  component: LogoutPage,
});
