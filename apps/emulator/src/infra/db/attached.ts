/**
 * Statements that ride along with the next write of the current piece of work (an action's handler): a record
 * of a change (an audit entry) attached before the change's write commits or fails with it, in one transaction.
 * What is still attached when the work ends is written by the caller on success and dropped on failure.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { InArgs } from '@libsql/client';

export interface Statement {
  sql: string;
  args: InArgs;
}

const pending = new AsyncLocalStorage<Statement[]>();

/** Runs `work` with its own list of attached statements; answers its result and what is left attached. */
export async function withAttached<T>(
  work: () => Promise<T>,
): Promise<{ result: T; left: Statement[] }> {
  const list: Statement[] = [];
  const result = await pending.run(list, work);
  return { result, left: list.splice(0) };
}

/** Attaches `statement` to the next write of the current work; false outside one (nothing to ride along with). */
export function attachToNextWrite(statement: Statement): boolean {
  const list = pending.getStore();
  if (!list) return false;
  list.push(statement);
  return true;
}

/** Takes the statements attached so far (the write about to run carries them). */
export function takeAttached(): Statement[] {
  const list = pending.getStore();
  return list ? list.splice(0) : [];
}
