import * as v from 'valibot';
import { changeNoticeSchemas, type ChangeNotices } from '../contract/wire.js';
import { pushEvents } from '../routes.js';

type ChangeNoticeKey = keyof ChangeNotices;
type ChangeNotice = { [K in ChangeNoticeKey]: { key: K; data: ChangeNotices[K] } }[ChangeNoticeKey];

const keyByEventName = new Map<string, ChangeNoticeKey>(
  (Object.keys(changeNoticeSchemas) as ChangeNoticeKey[]).map((key) => [pushEvents[key], key]),
);

/**
 * A pushed event that is a change notice, checked against its schema; undefined for any other event (answers)
 * and for a notice of the wrong shape, which is dropped rather than handed to the app.
 */
export function changeNoticeOf(name: string, data: unknown): ChangeNotice | undefined {
  const key = keyByEventName.get(name);
  if (!key) return undefined;
  const parsed = v.safeParse(changeNoticeSchemas[key], data);
  return parsed.success ? ({ key, data: parsed.output } as ChangeNotice) : undefined;
}
