/**
 * The antifraud area: Acme Retail's rules and lists. Every call that aims at a rule or an entry gets one written
 * fresh for it, so an allowed change or delete never takes away what a later case needs.
 */
import { randomBytes } from 'node:crypto';
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, type MatrixCase } from './case.js';

const fresh = (prefix: string) => `${prefix}_mx${randomBytes(8).toString('hex')}`;
const conditions = [{ field: 'cardBin', operator: 'eq', value: '400000' }];

async function rule(phase: Phase): Promise<string> {
  const ruleId = fresh('afr');
  const now = phase.world.now();
  await phase.world.db.batch([
    {
      sql: `INSERT INTO antifraud_rules (id, organization_id, name, action, priority, enabled, conditions, created_at, updated_at)
            VALUES (?, ?, 'Matrix rule', 'review', 500, 0, ?, ?, ?)`,
      args: [ruleId, id(phase, RETAIL), JSON.stringify(conditions), now, now],
    },
  ]);
  return ruleId;
}

async function entry(phase: Phase): Promise<string> {
  const entryId = fresh('afe');
  await phase.world.db.batch([
    {
      sql: `INSERT INTO antifraud_entries (id, organization_id, list_type, kind, value, note, created_at)
            VALUES (?, ?, 'block', 'email', ?, '', ?)`,
      args: [entryId, id(phase, RETAIL), `${entryId}@matrix.test`, phase.world.now()],
    },
  ]);
  return entryId;
}

const retail = (phase: Phase) => body.getRequest(id(phase, RETAIL));
const target = () => on(RETAIL);
const ruleBody = (phase: Phase) => ({
  data: {
    type: 'antifraud-rule',
    attributes: {
      resourceId: id(phase, RETAIL),
      name: 'Matrix rule',
      action: 'review',
      priority: 500,
      enabled: false,
      conditions,
    },
  },
});
const list = (phase: Phase) => ({
  resourceId: id(phase, RETAIL),
  listType: 'block',
  kind: 'email',
});

export const antifraudCases: MatrixCase[] = [
  {
    key: 'antifraud:antifraud-rules/list',
    call: (phase) =>
      action(
        'antifraud',
        'antifraud-rules/list',
        body.listRequest({ resourceId: id(phase, RETAIL) }),
      ),
    target,
  },
  {
    key: 'antifraud:antifraud-rules/get',
    call: async (phase) =>
      action('antifraud', 'antifraud-rules/get', retail(phase), await rule(phase)),
    target,
  },
  {
    key: 'antifraud:antifraud-rules/create',
    call: (phase) => action('antifraud', 'antifraud-rules/create', ruleBody(phase)),
    target,
  },
  {
    key: 'antifraud:antifraud-rules/update',
    call: async (phase) =>
      action('antifraud', 'antifraud-rules/update', ruleBody(phase), await rule(phase)),
    target,
  },
  {
    key: 'antifraud:antifraud-rules/setEnabled',
    call: async (phase) =>
      action(
        'antifraud',
        'antifraud-rules/setEnabled',
        {
          data: {
            type: 'antifraud-rule-enabled',
            attributes: { resourceId: id(phase, RETAIL), enabled: false },
          },
        },
        await rule(phase),
      ),
    target,
  },
  {
    key: 'antifraud:antifraud-rules/delete',
    call: async (phase) =>
      action('antifraud', 'antifraud-rules/delete', retail(phase), await rule(phase)),
    target,
  },
  {
    key: 'antifraud:antifraud-rules/dryRun',
    call: (phase) =>
      action('antifraud', 'antifraud-rules/dryRun', {
        data: {
          type: 'antifraud-dry-run',
          attributes: { resourceId: id(phase, RETAIL), conditions },
        },
      }),
    target,
  },
  {
    key: 'antifraud:antifraud-lists/entries',
    call: (phase) =>
      action(
        'antifraud',
        'antifraud-lists/entries',
        body.listRequest({ resourceId: id(phase, RETAIL) }),
      ),
    target,
  },
  {
    key: 'antifraud:antifraud-lists/add',
    call: (phase) =>
      action('antifraud', 'antifraud-lists/add', {
        data: {
          type: 'antifraud-list-entry',
          attributes: { ...list(phase), value: `${fresh('add')}@matrix.test` },
        },
      }),
    target,
  },
  {
    key: 'antifraud:antifraud-lists/remove',
    call: async (phase) =>
      action('antifraud', 'antifraud-lists/remove', retail(phase), await entry(phase)),
    target,
  },
  {
    key: 'antifraud:antifraud-lists/import',
    call: (phase) =>
      action('antifraud', 'antifraud-lists/import', {
        data: {
          type: 'antifraud-list-import',
          attributes: { ...list(phase), csv: `${fresh('imp')}@matrix.test\n` },
        },
      }),
    target,
  },
  {
    key: 'antifraud:antifraud-lists/export',
    call: (phase) =>
      action('antifraud', 'antifraud-lists/export', {
        data: { type: 'antifraud-list-export', attributes: list(phase) },
      }),
    target,
  },
];
