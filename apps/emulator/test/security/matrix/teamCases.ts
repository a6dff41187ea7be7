/**
 * The team area: Acme Retail's members. Reads aim at bystander@ (support on Acme Retail); every change aims at a
 * member written fresh for that call (an invited one for resend and cancel, a signed-in one for the rest), so an
 * allowed change never takes away what a later case needs.
 */
import { randomBytes } from 'node:crypto';
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, MERCHANT, type MatrixCase } from './case.js';

const fresh = (prefix: string) => `${prefix}_mx${randomBytes(8).toString('hex')}`;

/** A support member of Acme Retail: invited and pending, or active with one login session. */
async function member(
  phase: Phase,
  kind: 'invited' | 'active',
): Promise<{ identityId: string; sessionId: string }> {
  const { db } = phase.world;
  const now = phase.world.now();
  const userId = fresh('usr');
  const identityId = fresh('idt');
  const sessionId = fresh('pub');
  await db.batch([
    {
      sql: `INSERT INTO users (id, email, name, password_hash, status, created_at) VALUES (?, ?, ?, NULL, ?, ?)`,
      args: [
        userId,
        `${userId}@acme.test`,
        'Matrix member',
        kind === 'invited' ? 'pending' : 'active',
        now,
      ],
    },
    {
      sql: `INSERT INTO identities (id, user_id, merchant_id, name, status, attributes, created_at, invited_at, last_login_at)
            VALUES (?, ?, ?, 'Matrix member', 'active', '{}', ?, ?, ?)`,
      args: [identityId, userId, id(phase, MERCHANT), now, kind === 'invited' ? now : null, now],
    },
    {
      sql: `INSERT INTO identity_groups (id, identity_id, role, permissions, resource_id, created_at) VALUES (?, ?, 'support', '[]', ?, ?)`,
      args: [fresh('grp'), identityId, id(phase, RETAIL), now],
    },
    {
      sql: `INSERT INTO sessions (id, public_id, user_id, stage, identity_id, channel, started_at, last_seen_at, ip, user_agent)
            VALUES (?, ?, ?, 'active', ?, ?, ?, ?, '203.0.113.9', 'Matrix')`,
      args: [fresh('ses'), sessionId, userId, identityId, fresh('private-session'), now, now],
    },
  ]);
  return { identityId, sessionId };
}

let invites = 0;
const retail = (phase: Phase) => body.getRequest(id(phase, RETAIL));
const target = () => on(RETAIL);

export const teamCases: MatrixCase[] = [
  {
    key: 'team:team/list',
    call: (phase) =>
      action('team', 'team/list', body.listRequest({ resourceId: id(phase, RETAIL) })),
    target,
  },
  {
    key: 'team:team/get',
    call: (phase) => action('team', 'team/get', retail(phase), phase.other.teammate),
    target,
  },
  {
    key: 'team:team/invite',
    call: (phase) => {
      invites += 1;
      return action('team', 'team/invite', {
        data: {
          type: 'team-invite',
          attributes: {
            resourceId: id(phase, RETAIL),
            email: `matrix-invite-${invites}@acme.test`,
            role: 'support',
          },
        },
      });
    },
    target,
  },
  {
    key: 'team:team/resendInvite',
    call: async (phase) =>
      action(
        'team',
        'team/resendInvite',
        retail(phase),
        (await member(phase, 'invited')).identityId,
      ),
    target,
  },
  {
    key: 'team:team/cancelInvite',
    call: async (phase) =>
      action(
        'team',
        'team/cancelInvite',
        retail(phase),
        (await member(phase, 'invited')).identityId,
      ),
    target,
  },
  {
    key: 'team:team/changeRole',
    call: async (phase) =>
      action(
        'team',
        'team/changeRole',
        {
          data: {
            type: 'team-role',
            attributes: { resourceId: id(phase, RETAIL), role: 'finance' },
          },
        },
        (await member(phase, 'active')).identityId,
      ),
    target,
  },
  {
    key: 'team:team/remove',
    call: async (phase) =>
      action('team', 'team/remove', retail(phase), (await member(phase, 'active')).identityId),
    target,
  },
  {
    key: 'team:team/settings',
    call: (phase) => action('team', 'team/settings', retail(phase)),
    target,
  },
  {
    // Turning it off still needs users.write, and leaves later sign-ins of the phase as they were.
    key: 'team:team/setTwoFaEnforcement',
    call: (phase) =>
      action('team', 'team/setTwoFaEnforcement', {
        data: {
          type: 'team-settings',
          attributes: { resourceId: id(phase, RETAIL), twoFaEnforced: false },
        },
      }),
    target,
  },
  {
    key: 'team:team/listSessions',
    call: (phase) => action('team', 'team/listSessions', retail(phase), phase.other.teammate),
    target,
  },
  {
    key: 'team:team/revokeSession',
    call: async (phase) => {
      const { identityId, sessionId } = await member(phase, 'active');
      return action(
        'team',
        'team/revokeSession',
        {
          data: {
            type: 'team-session-revoke',
            attributes: { resourceId: id(phase, RETAIL), sessionId },
          },
        },
        identityId,
      );
    },
    target,
  },
];
