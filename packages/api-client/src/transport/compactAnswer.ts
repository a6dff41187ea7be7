/**
 * How many properties an object may get one key at a time before V8 turns it into a dictionary. valibot builds
 * every object of its output that way (`output[key] = …`), so a resource with many attributes (a transaction
 * has 27) came out as a dictionary: slower to read in every cell that shows it, and its properties take about
 * five times the memory, which a list of 10,000 rows pays in every garbage collection.
 */
const KEYED_PROPERTIES_KEPT_FAST = 12;

/**
 * Strings up to this long are shared between answers. JSON.parse makes a new string for every value, so a list
 * of 10,000 transactions held 10,000 copies of "EUR", of "visa", of its project's id.
 */
const SHARED_STRING_LENGTH = 32;

/** How many distinct strings are kept for sharing; once full it starts again, so unique ids cannot grow it. */
export const SHARED_STRINGS = 4096;

let shared = new Map<string, string>();

function sharedString(text: string): string {
  if (text.length > SHARED_STRING_LENGTH) return text;
  const known = shared.get(text);
  if (known !== undefined) return known;
  if (shared.size >= SHARED_STRINGS) shared = new Map();
  shared.set(text, text);
  return text;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  return Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Makes a freshly validated answer cheap to keep: an object with more properties than V8 keeps fast when added one
 * by one is replaced by a copy made by spread, which V8 builds with a shape, and short strings seen before are
 * replaced by the copy seen first. Arrays and objects holding a replaced value are changed in place, so only a
 * value valibot has just made may be passed.
 */
export function compactAnswer<T>(value: T): T {
  if (typeof value === 'string') return sharedString(value) as T;
  // Every value is written back: a shared string is equal to the one it replaces, so nothing tells them apart. A
  // frozen value (a test's fixture passed through `v.unknown()`) is left as it is.
  if (Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1)
      value[index] = compactAnswer(value[index]);
    return value;
  }
  if (!isPlainObject(value)) return value;
  const object: Record<string, unknown> = value;
  let count = 0;
  for (const key in object) {
    object[key] = compactAnswer(object[key]);
    count += 1;
  }
  return (count > KEYED_PROPERTIES_KEPT_FAST ? { ...object } : object) as T;
}
