/**
 * The finders of each kind of search hit. Each reads only what `Readable` allows, narrows candidates in SQL
 * (indexed point lookups for the 20,000 transactions, LIKE over the small tables) and ranks them with `rank.ts`.
 */
import type { SearchKind } from '@paydesk/api-client';
import type { SessionCaller } from '../access/caller.js';
import type { DomainContext } from '../context.js';
import { membersOf, teamScope } from '../team/members.js';
import { bestMatch, containsPattern, matchOf, matchRank, type Match } from './rank.js';
import { ownerClause, type Readable } from './readers.js';

export interface Found extends Match {
  kind: SearchKind;
  recordId: string;
  title: string;
  detail: string | null;
  /** Newer first among equal matches. */
  at: number;
}

export interface Query {
  /** Lower-cased, trimmed. */
  term: string;
  /** As typed (trimmed): references and ids are stored case-sensitively. */
  text: string;
  limit: number;
  organizationId: string;
  now: number;
}

type Finder = (
  ctx: DomainContext,
  caller: SessionCaller,
  readable: Exclude<Readable, null>,
  query: Query,
) => Promise<Found[]>;

/** The best `limit` of `found`: by match, then newest; one hit per record. */
export function topOf(found: Found[], limit: number): Found[] {
  const byRecord = new Map<string, Found>();
  for (const hit of found) {
    const seen = byRecord.get(hit.recordId);
    if (!seen || matchRank[hit.match] < matchRank[seen.match]) byRecord.set(hit.recordId, hit);
  }
  return [...byRecord.values()]
    .sort((a, b) => matchRank[a.match] - matchRank[b.match] || b.at - a.at)
    .slice(0, limit);
}

interface TransactionHitRow {
  id: string;
  reference_id: string | null;
  card_last4: string | null;
  customer_email: string | null;
  created_at: number;
}

const transactionColumns = 'id, reference_id, card_last4, customer_email, created_at';

const transactions: Finder = async (ctx, _caller, readable, query) => {
  const owner = ownerClause(readable, query.organizationId);
  const { text, term, limit } = query;
  const rows: TransactionHitRow[] = [];
  const select = async (where: string, args: unknown[], count = limit) =>
    rows.push(
      ...(await ctx.db.all<TransactionHitRow>(
        `SELECT ${transactionColumns} FROM transactions WHERE ${owner.sql} AND ${where}
         ORDER BY created_at DESC LIMIT ${count}`,
        [...owner.args, ...(args as string[])],
      )),
    );
  // Exact values, each served by its own index. An id names one transaction: nothing else is looked for.
  await select('id = ?', [text], 1);
  if (rows.length > 0) return rows.flatMap((row) => transactionHit(term, row));
  await select('reference_id = ?', [text]);
  if (/^\d{4}$/.test(text)) await select('card_last4 = ?', [text]);
  if (text.includes('@')) await select('customer_email = ?', [term]);
  // Prefixes as ranges of the same indexes; contained text only while the exact and prefix hits leave room.
  if (text.length >= 2 && rows.length < limit) {
    await select('reference_id >= ? AND reference_id < ?', [text, `${text}\u{10ffff}`]);
    await select('customer_email >= ? AND customer_email < ?', [term, `${term}\u{10ffff}`]);
  }
  if (text.length >= 3 && rows.length < limit) {
    const pattern = containsPattern(term);
    await select("(lower(reference_id) LIKE ? ESCAPE '\\' OR customer_email LIKE ? ESCAPE '\\')", [
      pattern,
      pattern,
    ]);
  }
  return rows.flatMap((row) => transactionHit(term, row));
};

/** A transaction row as a hit, on its best matching field (none: no hit). */
function transactionHit(term: string, row: TransactionHitRow): Found[] {
  const match = bestMatch(
    matchOf(term, 'id', row.id),
    matchOf(term, 'reference', row.reference_id),
    matchOf(term, 'cardLast4', row.card_last4, true),
    matchOf(term, 'email', row.customer_email),
  );
  if (!match) return [];
  const detail =
    match.field === 'cardLast4' ? `•••• ${row.card_last4}` : (row.customer_email ?? null);
  return [
    {
      ...match,
      kind: 'transaction' as const,
      recordId: row.id,
      title: row.reference_id ?? row.id,
      detail,
      at: row.created_at,
    },
  ];
}

/** Rows of a small table whose `columns` contain the term, ranked on those columns. */
function likeFinder<Row extends { id: string }>(options: {
  kind: SearchKind;
  table: string;
  /** The owning project column, or null for records of the organization only. */
  projectColumn: string | null;
  fields: readonly (readonly [Match['field'], keyof Row & string])[];
  title: (row: Row) => string;
  detail: (row: Row) => string | null;
  at: (row: Row) => number;
  extra?: string;
}): Finder {
  return async (ctx, _caller, readable, query) => {
    const owner = ownerClause(readable, query.organizationId, options.projectColumn ?? undefined);
    const pattern = containsPattern(query.term);
    const like = options.fields.map(([, column]) => `lower(${column}) LIKE ? ESCAPE '\\'`);
    const rows = await ctx.db.all<Row>(
      `SELECT * FROM ${options.table} WHERE ${owner.sql} ${options.extra ?? ''}
       AND (${like.join(' OR ')}) ORDER BY created_at DESC LIMIT 200`,
      [...owner.args, ...(options.extra ? [query.now] : []), ...like.map(() => pattern)],
    );
    return rows.flatMap((row) => {
      const match = bestMatch(
        ...options.fields.map(([field, column]) =>
          matchOf(query.term, field, row[column] as string | null),
        ),
      );
      return match
        ? [
            {
              ...match,
              kind: options.kind,
              recordId: row.id,
              title: options.title(row),
              detail: options.detail(row),
              at: options.at(row),
            },
          ]
        : [];
    });
  };
}

interface CustomerRow {
  id: string;
  email: string;
  name: string;
  created_at: number;
}
interface DisputeRow {
  id: string;
  transaction_id: string;
  created_at: number;
}
interface PayoutRow {
  id: string;
  reference: string;
  created_at: number;
}
interface LinkRow {
  id: string;
  description: string;
  customer_email: string | null;
  created_at: number;
}
interface KeyRow {
  id: string;
  name: string;
  prefix: string;
  created_at: number;
}

const team: Finder = async (ctx, caller, _readable, query) => {
  // The team list's own scope: members of the caller's merchant only (else nothing, as team/list answers 404).
  const scope = await teamScope(ctx, caller, query.organizationId, 'users.read').catch(() => null);
  if (!scope) return [];
  return (await membersOf(ctx, scope)).flatMap((member) => {
    const match = bestMatch(
      matchOf(query.term, 'name', member.user.name),
      matchOf(query.term, 'email', member.user.email),
      matchOf(query.term, 'id', member.identity.id),
    );
    return match
      ? [
          {
            ...match,
            kind: 'team-member' as const,
            recordId: member.identity.id,
            title: member.user.name || member.user.email,
            detail: member.user.email,
            at: 0,
          },
        ]
      : [];
  });
};

export const finders: Record<SearchKind, Finder> = {
  transaction: transactions,
  customer: likeFinder<CustomerRow>({
    kind: 'customer',
    table: 'customers',
    projectColumn: null,
    fields: [
      ['id', 'id'],
      ['email', 'email'],
      ['name', 'name'],
    ],
    title: (row) => row.name || row.email,
    detail: (row) => row.email,
    at: (row) => row.created_at,
  }),
  dispute: likeFinder<DisputeRow>({
    kind: 'dispute',
    table: 'disputes',
    projectColumn: 'project_id',
    fields: [
      ['id', 'id'],
      ['transaction', 'transaction_id'],
    ],
    title: (row) => row.id,
    detail: (row) => row.transaction_id,
    at: (row) => row.created_at,
  }),
  payout: likeFinder<PayoutRow>({
    kind: 'payout',
    table: 'payouts',
    projectColumn: null,
    // Payouts dated after the emulator's clock do not exist yet (as in payouts/list).
    extra: 'AND created_at <= ?',
    fields: [
      ['id', 'id'],
      ['reference', 'reference'],
    ],
    title: (row) => row.reference,
    detail: (row) => row.id,
    at: (row) => row.created_at,
  }),
  'payment-link': likeFinder<LinkRow>({
    kind: 'payment-link',
    table: 'payment_links',
    projectColumn: 'project_id',
    fields: [
      ['id', 'id'],
      ['description', 'description'],
      ['email', 'customer_email'],
    ],
    title: (row) => row.description || row.id,
    detail: (row) => row.id,
    at: (row) => row.created_at,
  }),
  'api-key': likeFinder<KeyRow>({
    kind: 'api-key',
    table: 'api_keys',
    projectColumn: 'project_id',
    fields: [
      ['id', 'id'],
      ['name', 'name'],
      ['prefix', 'prefix'],
    ],
    title: (row) => row.name,
    detail: (row) => `${row.prefix}…`,
    at: (row) => row.created_at,
  }),
  'team-member': team,
};
