/**
 * The antifraud area (`POST /api/antifraud`): rules and block/allow lists of an organization. Each action checks
 * its permission (antifraud.read / antifraud.write) on the organization before anything else.
 */
import {
  ANTIFRAUD_ERRORS,
  antifraudPermissions,
  type AntifraudActionName,
  type AntifraudClause,
  type AntifraudListKind,
  type AntifraudListType,
} from '@paydesk/api-client';
import { requireSession, type Caller } from '../domain/access/caller.js';
import { organizationScope, ownedRecord } from '../domain/access/scope.js';
import { dryRun } from '../domain/antifraud/dryRun.js';
import { addEntry, exportEntries, importEntries, type ListRef } from '../domain/antifraud/lists.js';
import {
  createRule,
  deleteRule,
  setRuleEnabled,
  updateRule,
  type RuleInput,
} from '../domain/antifraud/rules.js';
import { checkedConditions } from '../domain/antifraud/rules.js';
import {
  entriesOf,
  entryById,
  entryResource,
  ruleById,
  ruleResource,
  rulesOf,
} from '../domain/antifraud/store.js';
import { paginate } from '../domain/lists.js';
import { attributesOf, filtersOf, pageOf } from './input.js';
import { empty } from './serialize/document.js';
import type { ActionContext, Area } from './types.js';

type Filter = [string, string, unknown];

const iso = (ms: number) => new Date(ms).toISOString();

const organization = (
  ctx: ActionContext,
  caller: Caller,
  payload: Record<string, unknown>,
  action: AntifraudActionName,
) =>
  organizationScope(
    ctx,
    requireSession(caller),
    attributesOf(payload).resourceId,
    antifraudPermissions[action],
  );

async function rule(
  ctx: ActionContext,
  caller: Caller,
  id: string | undefined,
  action: AntifraudActionName,
) {
  const row = id ? await ruleById(ctx.db, id) : undefined;
  return (
    await ownedRecord(
      ctx,
      requireSession(caller),
      row,
      (record) => record.organization_id,
      antifraudPermissions[action],
      ANTIFRAUD_ERRORS.ruleNotFound,
    )
  ).row;
}

function ruleInput(payload: Record<string, unknown>): RuleInput {
  const attributes = attributesOf(payload);
  return {
    name: String(attributes.name ?? ''),
    action: String(attributes.action),
    priority: Number(attributes.priority ?? 0),
    enabled: attributes.enabled !== false,
    conditions: (attributes.conditions ?? []) as AntifraudClause[],
  };
}

function listOf(organizationId: string, payload: Record<string, unknown>): ListRef {
  const attributes = attributesOf(payload);
  return {
    organizationId,
    listType: attributes.listType as AntifraudListType,
    kind: attributes.kind as AntifraudListKind,
  };
}

const wanted = (value: unknown) => (Array.isArray(value) ? value : [value]).map(String);

export const antifraudActions: Area = {
  'antifraud-rules/list': async (ctx, caller, { payload }) => {
    const scope = await organization(ctx, caller, payload, 'antifraud-rules/list');
    const filters = filtersOf(payload) as Filter[];
    const rows = (await rulesOf(ctx.db, scope.id)).filter((row) =>
      filters.every(([field, , value]) => {
        if (field === 'action') return wanted(value).includes(row.action);
        if (field === 'enabled')
          return (Number(row.enabled) === 1) === (value === true || value === 'true');
        return true;
      }),
    );
    const page = pageOf(payload, 100);
    const { items, after } = paginate(rows, page);
    return {
      data: items.map(ruleResource),
      meta: { page: { size: page.size, after }, total: rows.length },
    };
  },

  'antifraud-rules/get': async (ctx, caller, { id }) => ({
    data: ruleResource(await rule(ctx, caller, id, 'antifraud-rules/get')),
  }),

  'antifraud-rules/create': async (ctx, caller, { payload }) => {
    const scope = await organization(ctx, caller, payload, 'antifraud-rules/create');
    return { data: ruleResource(await createRule(ctx, scope.id, ruleInput(payload))) };
  },

  'antifraud-rules/update': async (ctx, caller, { id, payload }) => {
    const row = await rule(ctx, caller, id, 'antifraud-rules/update');
    return { data: ruleResource(await updateRule(ctx, row, ruleInput(payload))) };
  },

  'antifraud-rules/setEnabled': async (ctx, caller, { id, payload }) => {
    const row = await rule(ctx, caller, id, 'antifraud-rules/setEnabled');
    const enabled = attributesOf(payload).enabled === true;
    return { data: ruleResource(await setRuleEnabled(ctx, row, enabled)) };
  },

  'antifraud-rules/delete': async (ctx, caller, { id }) => {
    await deleteRule(ctx, await rule(ctx, caller, id, 'antifraud-rules/delete'));
    return empty();
  },

  'antifraud-rules/dryRun': async (ctx, caller, { payload }) => {
    const scope = await organization(ctx, caller, payload, 'antifraud-rules/dryRun');
    const conditions = checkedConditions(
      (attributesOf(payload).conditions ?? []) as AntifraudClause[],
    );
    const result = await dryRun(ctx, scope.id, conditions);
    return {
      data: {
        type: 'antifraud-dry-run',
        id: scope.id,
        attributes: {
          matched: result.matched,
          examined: result.examined,
          from: iso(result.from),
          to: iso(result.to),
        },
      },
    };
  },

  'antifraud-lists/entries': async (ctx, caller, { payload }) => {
    const scope = await organization(ctx, caller, payload, 'antifraud-lists/entries');
    const filters = filtersOf(payload) as Filter[];
    const rows = (await entriesOf(ctx.db, scope.id)).filter((row) =>
      filters.every(([field, , value]) => {
        if (field === 'listType') return wanted(value).includes(row.list_type);
        if (field === 'kind') return wanted(value).includes(row.kind);
        if (field === 'search')
          return row.value.toLowerCase().includes(String(value).trim().toLowerCase());
        return true;
      }),
    );
    const page = pageOf(payload, 100);
    const { items, after } = paginate(rows, page);
    return {
      data: items.map(entryResource),
      meta: { page: { size: page.size, after }, total: rows.length },
    };
  },

  'antifraud-lists/add': async (ctx, caller, { payload }) => {
    const scope = await organization(ctx, caller, payload, 'antifraud-lists/add');
    const attributes = attributesOf(payload);
    const row = await addEntry(
      ctx,
      listOf(scope.id, payload),
      String(attributes.value ?? ''),
      String(attributes.note ?? ''),
    );
    return { data: entryResource(row) };
  },

  'antifraud-lists/remove': async (ctx, caller, { id }) => {
    const row = id ? await entryById(ctx.db, id) : undefined;
    const { row: entry } = await ownedRecord(
      ctx,
      requireSession(caller),
      row,
      (record) => record.organization_id,
      antifraudPermissions['antifraud-lists/remove'],
      ANTIFRAUD_ERRORS.entryNotFound,
    );
    await ctx.db.run('DELETE FROM antifraud_entries WHERE id = ?', [entry.id]);
    return empty();
  },

  'antifraud-lists/import': async (ctx, caller, { payload }) => {
    const scope = await organization(ctx, caller, payload, 'antifraud-lists/import');
    const imported = await importEntries(
      ctx,
      listOf(scope.id, payload),
      String(attributesOf(payload).csv ?? ''),
    );
    return { data: { type: 'antifraud-list-import', id: scope.id, attributes: { imported } } };
  },

  'antifraud-lists/export': async (ctx, caller, { payload }) => {
    const scope = await organization(ctx, caller, payload, 'antifraud-lists/export');
    const file = await exportEntries(ctx, listOf(scope.id, payload));
    return { data: { type: 'antifraud-list-export', id: scope.id, attributes: file } };
  },
};
