import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LoginPage } from '../../../features/auth/LoginPage';

const searchSchema = v.object({
  /** Where to go once signed in (SPEC §4: the wanted path). */
  redirect: v.fallback(v.optional(v.string()), undefined),
  /** What was just done on an emailed-link page: a password set, 2FA turned on. */
  notice: v.fallback(v.optional(v.picklist(['password-set', 'two-fa-on'])), undefined),
});

export const Route = createFileRoute('/_auth/login/')({
  staticData: { title: msg`Sign in` },
  validateSearch: searchSchema,
  component: LoginPage,
});
