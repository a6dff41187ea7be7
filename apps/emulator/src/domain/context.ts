import type { Clock } from '../infra/clock.js';
import type { Database } from '../infra/db/database.js';
import type { Sessions } from './auth/sessions.js';

/** What domain rules reach: the store, the emulator clock, the sessions and the few settings they obey. */
export interface DomainContext {
  db: Database;
  clock: Clock;
  sessions: Sessions;
  config: {
    /** Mail is printed on the console as well as kept in the outbox. */
    log: boolean;
    /** scrypt N for new password hashes. */
    passwordCost: number;
  };
}
