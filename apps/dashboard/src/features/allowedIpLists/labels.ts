import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { allowedIpListErrorCodes } from '@paydesk/api-client';
import { MAX_ALLOWED_IP_LIST_ENTRIES, MAX_ALLOWED_IP_LIST_NAME } from '@paydesk/api-client';

type Code = (typeof allowedIpListErrorCodes)[keyof typeof allowedIpListErrorCodes];

/** The provider's refusals of an allowed IP list, in the reader's language (`ALLOWED_IP_LIST_ERRORS`). */
export const allowedIpListErrorMessages: Record<Code, MessageDescriptor> = {
  required: msg`This field is required`,
  'name-too-long': msg`The name is too long (at most ${MAX_ALLOWED_IP_LIST_NAME} characters)`,
  'name-taken': msg`An allowed IP list with this name already exists`,
  'entries-required': msg`Enter at least one IP address or range`,
  'too-many-entries': msg`A list holds at most ${MAX_ALLOWED_IP_LIST_ENTRIES} entries`,
  'invalid-ip-range': msg`Enter an IPv4 or IPv6 address or CIDR range`,
  'allowed-ip-list-in-use': msg`This list is used by API keys. Remove it from them first.`,
  'allowed-ip-list-not-found': msg`Allowed IP list not found by ID`,
};
