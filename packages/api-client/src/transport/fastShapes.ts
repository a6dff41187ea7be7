/**
 * How many properties an object may get one key at a time before V8 turns it into a dictionary. valibot builds
 * every object of its output that way (`output[key] = …`), so a resource with many attributes (a transaction
 * has 27) came out as a dictionary: slower to read in every cell that shows it, and its properties take about
 * five times the memory, which a list of 10,000 rows pays in every garbage collection.
 */
const KEYED_PROPERTIES_KEPT_FAST = 12;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype;
}

/**
 * Gives the objects of a freshly validated answer fast shapes again: an object with more properties than V8
 * keeps fast when added one by one is replaced by a copy made by spread, which V8 builds with a shape. Arrays and
 * objects holding a replaced object are changed in place, so only a value valibot has just made may be passed.
 */
export function withFastShapes<T>(value: T): T {
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      const fast = withFastShapes(item);
      if (fast !== item) value[index] = fast;
    }
    return value;
  }
  if (!isPlainObject(value)) return value;
  const object: Record<string, unknown> = value;
  let count = 0;
  for (const key in object) {
    const item = object[key];
    const fast = withFastShapes(item);
    // Written only when replaced: an unchanged value may sit in an object that is not ours to write.
    if (fast !== item) object[key] = fast;
    count += 1;
  }
  return (count > KEYED_PROPERTIES_KEPT_FAST ? { ...object } : object) as T;
}
