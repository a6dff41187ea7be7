/** One JSON:API error object as the dashboard reads it (SPEC §8: each with title and code). */
export interface ErrorObject {
  title: string;
  code: string;
  detail?: string;
  source?: { pointer: string };
  meta?: Record<string, unknown>;
}

/** Thrown by domain rules and handlers; becomes an HTTP error reply or an error answer on the push channel. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ErrorObject[];
  readonly headers: Record<string, string>;

  constructor(
    status: number,
    errors: ErrorObject[] | string,
    headers: Record<string, string> = {},
  ) {
    const list = typeof errors === 'string' ? [{ title: errors, code: String(status) }] : errors;
    super(list.map((error) => error.title).join('; '));
    this.status = status;
    this.errors = list;
    this.headers = headers;
  }
}

export const messages = {
  badCredentials: 'Incorrect login or password',
  badCode: 'Incorrect 2FA verification code',
  blocked: 'Your account is blocked after too many failed attempts. Try again in 30 minutes.',
  suspended: 'Your account is temporarily suspended',
  noIdentities: 'No active identities',
  identityError: 'Some error occurred',
  noAvailableIdentities: 'No available identities found',
  tokenExpired: 'Token expired',
  sessionExpired: 'Session expired',
  notAllowed: 'You are not allowed to perform this action',
  generic: 'Some error occurred. Please try again later',
  notConfigured: 'Your account is not configured yet',
  accessNotConfigured: 'Your access not yet configured',
  noProjectRights: 'No rights to access project details',
  projectNotInOrganization: 'Project from url does not exist in current organization',
  projectRequired: 'Project is required',
  tooManyRequests:
    "You're sending requests too quickly. Slow down and try again after a short wait.",
  foreignOrigin: 'Cross-origin requests are not allowed',
  unknownHost: 'This server does not answer to that host name',
  notFound: 'Not found',
  transactionReadDenied: "You don't have permission to read details of this transaction",
  amountExceeds: 'Amount should not exceed the transaction amount',
} as const;

export const unauthorized = () =>
  new ApiError(401, [{ title: messages.sessionExpired, code: 'unauthorized' }]);
export const forbidden = () =>
  new ApiError(403, [{ title: messages.notAllowed, code: 'forbidden' }]);
export const notFound = (what: string = messages.notFound) =>
  new ApiError(404, [{ title: what, code: 'not-found' }]);
export const invalid = (title: string, pointer?: string, code = 'invalid') =>
  new ApiError(422, [{ title, code, ...(pointer ? { source: { pointer } } : {}) }]);
export const tokenExpired = () =>
  new ApiError(410, [{ title: messages.tokenExpired, code: 'token-expired' }]);
