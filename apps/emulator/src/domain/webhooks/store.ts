/** Webhook endpoints, deliveries and attempts as stored, and as answered. */
import {
  WEBHOOK_SECRET_PREFIX,
  type WebhookAttempt,
  type WebhookEventType,
} from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';

export interface EndpointRow {
  id: string;
  organization_id: string;
  project_id: string;
  url: string;
  description: string | null;
  /** JSON list of event types. */
  events: string;
  secret: string;
  enabled: number;
  disabled_reason: string | null;
  disabled_at: number | null;
  failing_since: number | null;
  created_at: number;
  updated_at: number;
}

export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  organization_id: string;
  event_id: string;
  event_type: string;
  /** The exact body sent on every attempt (the signature covers it). */
  body: string;
  status: 'pending' | 'delivered' | 'failed';
  attempt_count: number;
  /** Which retry delay comes next; a resend starts the schedule over. */
  schedule_step: number;
  last_status_code: number | null;
  delivered_at: number | null;
  next_attempt_at: number | null;
  created_at: number;
}

export interface AttemptRow {
  delivery_id: string;
  endpoint_id: string;
  at: number;
  status_code: number | null;
  latency_ms: number;
  response_excerpt: string | null;
  error: string | null;
  ok: number;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export const endpointById = (db: Database, id: string | undefined) =>
  id ? db.get<EndpointRow>('SELECT * FROM webhook_endpoints WHERE id = ?', [id]) : undefined;

export const deliveryById = (db: Database, id: string | undefined) =>
  id ? db.get<DeliveryRow>('SELECT * FROM webhook_deliveries WHERE id = ?', [id]) : undefined;

/**
 * The enabled endpoints of each project, kept in memory: every event of a project reads them, and they change
 * only through endpoints.ts (which forgets them) or a reset of the dataset (emulator.ts forgets them too).
 */
const enabledCache = new WeakMap<Database, Map<string, Promise<EndpointRow[]>>>();

export function enabledEndpointsOf(db: Database, projectId: string): Promise<EndpointRow[]> {
  let byProject = enabledCache.get(db);
  if (!byProject) enabledCache.set(db, (byProject = new Map()));
  let rows = byProject.get(projectId);
  if (!rows) {
    rows = db.all<EndpointRow>(
      'SELECT * FROM webhook_endpoints WHERE project_id = ? AND enabled = 1',
      [projectId],
    );
    byProject.set(projectId, rows);
  }
  return rows;
}

export const forgetWebhookEndpoints = (db: Database) => enabledCache.delete(db);

export const eventsOf = (row: EndpointRow) => JSON.parse(row.events) as WebhookEventType[];

/** How far back the list's health looks. */
export const HEALTH_WINDOW_MS = 7 * 24 * 3_600_000;

interface ProjectInfo {
  name: string;
  mode: string;
}

export async function projectInfo(db: Database, projectId: string): Promise<ProjectInfo> {
  const row = await db.get<{ name: string; attributes: string }>(
    'SELECT name, attributes FROM resources WHERE id = ?',
    [projectId],
  );
  const attributes = JSON.parse(row?.attributes ?? '{}') as { mode?: string };
  return { name: row?.name ?? '', mode: attributes.mode ?? 'live' };
}

export const isSandbox = async (db: Database, projectId: string) =>
  (await projectInfo(db, projectId)).mode === 'sandbox';

export async function endpointResource(db: Database, row: EndpointRow, now: number) {
  const health = await db.get<{ attempts: number; failures: number | null }>(
    `SELECT COUNT(*) AS attempts, SUM(CASE WHEN ok = 0 THEN 1 ELSE 0 END) AS failures
     FROM webhook_attempts WHERE endpoint_id = ? AND at >= ?`,
    [row.id, now - HEALTH_WINDOW_MS],
  );
  const project = await projectInfo(db, row.project_id);
  return {
    type: 'webhook-endpoint' as const,
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      projectId: row.project_id,
      projectName: project.name,
      projectMode: project.mode,
      url: row.url,
      description: row.description,
      events: eventsOf(row),
      status: Number(row.enabled) === 1 ? ('enabled' as const) : ('disabled' as const),
      disabledReason: row.disabled_reason === 'failing' ? ('failing' as const) : null,
      disabledAt: iso(row.disabled_at),
      // Enough to tell secrets apart, never enough to sign.
      secretHint: `${row.secret.slice(0, WEBHOOK_SECRET_PREFIX.length + 4)}…`,
      recentAttempts: Number(health?.attempts ?? 0),
      recentFailures: Number(health?.failures ?? 0),
      failingSince: iso(row.failing_since),
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
    },
  };
}

const attemptOf = (row: AttemptRow): WebhookAttempt => ({
  at: iso(row.at)!,
  statusCode: row.status_code === null ? null : Number(row.status_code),
  latencyMs: Number(row.latency_ms),
  responseExcerpt: row.response_excerpt,
  error: row.error,
  ok: Number(row.ok) === 1,
});

export async function deliveryResource(db: Database, row: DeliveryRow, withAttempts = false) {
  const attempts = withAttempts
    ? await db.all<AttemptRow>(
        'SELECT * FROM webhook_attempts WHERE delivery_id = ? ORDER BY at, rowid',
        [row.id],
      )
    : [];
  return {
    type: 'webhook-delivery' as const,
    id: row.id,
    attributes: {
      endpointId: row.endpoint_id,
      eventId: row.event_id,
      eventType: row.event_type,
      status: row.status,
      attemptCount: Number(row.attempt_count),
      lastStatusCode: row.last_status_code === null ? null : Number(row.last_status_code),
      deliveredAt: iso(row.delivered_at),
      nextAttemptAt: iso(row.next_attempt_at),
      payload: JSON.parse(row.body) as unknown,
      attempts: attempts.map(attemptOf),
      createdAt: iso(row.created_at)!,
    },
  };
}
