import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../../../features/auth/LoginPage';
import { optionalText, optionalWord, publicSearch } from '../../../shared/routing/publicSearch';

const searchSchema = publicSearch((search) => ({
  /** Where to go once signed in (SPEC §4: the wanted path). */
  redirect: optionalText(search.redirect),
  /** What was just done on an emailed-link page: a password set, 2FA turned on. */
  notice: optionalWord(['password-set', 'two-fa-on'])(search.notice),
}));

export const Route = createFileRoute('/_auth/login/')({
  staticData: { title: msg`Sign in` },
  validateSearch: searchSchema,
  component: LoginPage,
});
