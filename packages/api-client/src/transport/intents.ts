/**
 * Intents of money-moving actions: one action on one resource with one payload (or a key the caller names). Until
 * its outcome is known, an intent keeps its request reference, so a retry is answered by the server idempotently
 * instead of moving the money again. Kept in memory and, when the client is given a storage, there too, so after a
 * reload a retry still reuses the reference and the client can look the answer up to report the outcome.
 */
import { ANSWER_RETENTION_MS, UNCONFIRMED_STORAGE_KEY } from '../constants.js';
import type { AnyAction } from '../contract/action.js';

/** Where intents outlive a reload (`sessionStorage` in a browser: the server's answers belong to the session). */
export type IntentStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface Intent {
  readonly key: string;
  readonly reference: string;
  /** When it was first sent (ms): the server keeps its answer {@link ANSWER_RETENTION_MS} from about then. */
  readonly since: number;
  /** A post of it may have reached the server (restored intents count as sent). */
  sent: boolean;
}

type Stored = Record<string, { reference?: unknown; since?: unknown } | null>;

/** What makes two calls the same intent: the action, the id and the payload, or the caller's own key. */
export function intentKey(
  action: AnyAction,
  id: string | undefined,
  payload: unknown,
  explicit?: string,
): string {
  const label = `${action.area}:${action.name}`;
  return explicit === undefined
    ? `${label}|id:${id ?? ''}|${stableStringify(payload)}`
    : `${label}|intent:${explicit}`;
}

/** The action an intent key names (`area:name|…`), whatever else the key holds. */
export function intentAction(key: string): { area: string; name: string } | undefined {
  const label = key.split('|', 1)[0]!;
  const colon = label.indexOf(':');
  return colon > 0 ? { area: label.slice(0, colon), name: label.slice(colon + 1) } : undefined;
}

/** JSON with object keys sorted, so equal payloads give equal keys whatever order they were built in. */
export function stableStringify(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : item,
  );
}

export class IntentRegistry {
  readonly #intents = new Map<string, Intent>();
  readonly #storage: IntentStorage | undefined;
  readonly #now: () => number;

  constructor(storage: IntentStorage | undefined, now: () => number) {
    this.#storage = storage;
    this.#now = now;
    for (const [key, stored] of Object.entries(this.#read())) {
      const { reference, since } = stored ?? {};
      if (typeof reference === 'string' && typeof since === 'number')
        this.#intents.set(key, { key, reference, since, sent: true });
    }
  }

  /** The open intent under `key`; one older than the server's memory is dropped (a retry could not join it). */
  find(key: string): Intent | undefined {
    const intent = this.#intents.get(key);
    if (intent && this.#now() - intent.since >= ANSWER_RETENTION_MS) {
      this.forget(intent);
      return undefined;
    }
    return intent;
  }

  /** Every open intent the server may still know. */
  list(): Intent[] {
    return [...this.#intents.keys()].flatMap((key) => this.find(key) ?? []);
  }

  open(key: string, reference: string): Intent {
    const intent: Intent = { key, reference, since: this.#now(), sent: false };
    this.#intents.set(key, intent);
    this.#write();
    return intent;
  }

  /** Its outcome is known (or can no longer be): the same call made again is a new intent. */
  forget(intent: Intent): void {
    if (this.#intents.get(intent.key) !== intent) return;
    this.#intents.delete(intent.key);
    this.#write();
  }

  /** The session ended: its references mean nothing to the next one. */
  clear(): void {
    this.#intents.clear();
    this.#write();
  }

  #read(): Stored {
    try {
      const raw = this.#storage?.getItem(UNCONFIRMED_STORAGE_KEY);
      const parsed: unknown = raw ? JSON.parse(raw) : {};
      return typeof parsed === 'object' && parsed !== null ? (parsed as Stored) : {};
    } catch {
      return {}; // unreadable or blocked storage: start empty
    }
  }

  #write(): void {
    if (!this.#storage) return;
    try {
      if (this.#intents.size === 0) {
        this.#storage.removeItem(UNCONFIRMED_STORAGE_KEY);
        return;
      }
      const stored: Record<string, { reference: string; since: number }> = {};
      for (const { key, reference, since } of this.#intents.values())
        stored[key] = { reference, since };
      this.#storage.setItem(UNCONFIRMED_STORAGE_KEY, JSON.stringify(stored));
    } catch {
      // Full or blocked storage: the intents still hold in memory.
    }
  }
}
