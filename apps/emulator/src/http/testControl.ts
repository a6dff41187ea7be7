import type { FastifyInstance } from 'fastify';
import type { Context } from './context.js';
import { forgetGroups, groupPermissions } from '../domain/access/access.js';
import { userByEmail } from '../domain/auth/users.js';
import { ApiError } from '../domain/errors.js';
import { listMessages } from '../domain/outbox/outbox.js';
import { noFaults } from '../realtime/faults.js';

export const TEST_CONTROL_PREFIX = '/__test';

/**
 * Test control (PAYDESK_TEST_CONTROL=1 only): reset to the seed, move the clock, inject faults, read the outbox,
 * take a permission away from a user.
 */
export function registerTestControl(
  app: FastifyInstance,
  ctx: Context,
  reset: () => Promise<void>,
): void {
  app.post(`${TEST_CONTROL_PREFIX}/reset`, async () => {
    await reset();
    return { meta: { status: 'reset', now: new Date(ctx.clock.now()).toISOString() } };
  });

  app.post(`${TEST_CONTROL_PREFIX}/clock`, async (request) => {
    const advanceMs = (request.body as { advanceMs?: unknown } | undefined)?.advanceMs;
    if (typeof advanceMs !== 'number' || !Number.isFinite(advanceMs) || advanceMs < 0) {
      throw new ApiError(400, 'advanceMs must be a non-negative number');
    }
    ctx.clock.advance(advanceMs);
    // What fell due in the skipped time happens before the answer, so a test sees it at once.
    await ctx.timeJobs.runNow();
    return { meta: { now: new Date(ctx.clock.now()).toISOString() } };
  });

  app.post(`${TEST_CONTROL_PREFIX}/faults`, async (request) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const number = (name: string, max: number) => {
      const value = body[name];
      if (value === undefined) return undefined;
      if (typeof value !== 'number' || value < 0 || value > max)
        throw new ApiError(400, `${name} must be 0…${max}`);
      return value;
    };
    const dropPushRate = number('dropPushRate', 1);
    const pushDelayMs = number('pushDelayMs', 60_000);
    const authDelayMs = number('authDelayMs', 60_000);
    if (dropPushRate !== undefined) ctx.faults.dropPushRate = dropPushRate;
    if (pushDelayMs !== undefined) ctx.faults.pushDelayMs = pushDelayMs;
    if (authDelayMs !== undefined) ctx.faults.authDelayMs = authDelayMs;
    const next = body.nextStatus as { status?: unknown; count?: unknown } | null | undefined;
    if (next === null) ctx.faults.nextStatus = null;
    else if (next !== undefined) {
      if (next.status !== 401 && next.status !== 429 && next.status !== 500) {
        throw new ApiError(400, 'nextStatus.status must be 401, 429 or 500');
      }
      ctx.faults.nextStatus = {
        status: next.status,
        count: typeof next.count === 'number' ? next.count : 1,
      };
    }
    let closed = 0;
    if (body.closeSockets === true) closed = ctx.pusher.closeSockets();
    return { meta: { faults: ctx.faults, closedSockets: closed } };
  });

  app.delete(`${TEST_CONTROL_PREFIX}/faults`, async () => {
    Object.assign(ctx.faults, noFaults());
    return { meta: { faults: ctx.faults } };
  });

  app.get<{ Querystring: { to?: string } }>(`${TEST_CONTROL_PREFIX}/mail`, async (request) => ({
    data: await listMessages(ctx, request.query.to),
  }));

  // Every role of every identity of the user loses one permission (it becomes a hand-picked `custom` role with the
  // rest), as if an administrator had narrowed it: for tests of what a user who lost access may still see.
  app.post(`${TEST_CONTROL_PREFIX}/revoke`, async (request) => {
    const body = (request.body ?? {}) as { email?: unknown; permission?: unknown };
    if (typeof body.email !== 'string' || typeof body.permission !== 'string')
      throw new ApiError(400, 'email and permission must be strings');
    const user = await userByEmail(ctx, body.email);
    if (!user) throw new ApiError(404, 'no such user');
    const groups = await ctx.db.all<{
      id: string;
      identity_id: string;
      role: string;
      permissions: string;
    }>(
      `SELECT identity_groups.id, identity_id, role, permissions FROM identity_groups
       JOIN identities ON identities.id = identity_groups.identity_id WHERE identities.user_id = ?`,
      [user.id],
    );
    let changed = 0;
    for (const group of groups) {
      const kept = groupPermissions(group.role, group.permissions);
      const left = kept.filter((name) => name !== body.permission);
      if (left.length === kept.length) continue;
      await ctx.db.run('UPDATE identity_groups SET role = ?, permissions = ? WHERE id = ?', [
        'custom',
        JSON.stringify(left),
        group.id,
      ]);
      forgetGroups(ctx.db, group.identity_id);
      changed += 1;
    }
    return { meta: { changedGroups: changed } };
  });

  app.get(`${TEST_CONTROL_PREFIX}/effects`, async () => ({
    meta: {
      effects: Object.fromEntries(ctx.effects),
      total: [...ctx.effects.values()].reduce((a, b) => a + b, 0),
    },
  }));
}
