import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The provider's codes on the password form, in the user's words (the rest come from the catalogue). */
export const passwordErrorMessages: Record<string, MessageDescriptor> = {
  'invalid-password': msg`Current password is incorrect`,
  'weak-password': msg`Use at least 8 characters with a letter and a digit, different from the current password`,
};
