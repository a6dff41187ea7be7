/**
 * Who acts and from where, for the audit entries of the current request: the action route sets it around a
 * handler, the sign-in route around its steps. Handlers name only what happened.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface AuditActor {
  id: string | null;
  name: string;
  email: string;
}

export interface AuditOrigin {
  ip: string;
  userAgent: string;
  /** Unknown for a caller that is not signed in (a set-2fa page): such requests write no entries. */
  actor: AuditActor | null;
}

const origins = new AsyncLocalStorage<AuditOrigin>();

export const withAuditOrigin = <T>(origin: AuditOrigin, work: () => Promise<T>): Promise<T> =>
  origins.run(origin, work);

export const currentAuditOrigin = (): AuditOrigin | undefined => origins.getStore();

/** The browser of a request header, kept short. */
export const userAgentOf = (header: unknown): string => String(header ?? 'unknown').slice(0, 300);
