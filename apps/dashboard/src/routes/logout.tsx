import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { LogoutPage } from '../features/auth/LogoutPage';

const searchSchema = v.object({
  /** `expired`: the inactivity logout, which ends on the session-expired page (SPEC §8). */
  reason: v.fallback(v.optional(v.picklist(['expired'])), undefined),
  /** The page to come back to after signing in again. */
  redirect: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/logout')({
  staticData: { title: msg`Log out` },
  validateSearch: searchSchema,
  component: LogoutPage,
});
