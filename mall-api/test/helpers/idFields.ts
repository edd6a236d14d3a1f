import { entriesOf, itemOf, requiredValue, typeOf } from './schemaArbitraries';

/**
 * Fields of a request schema that name a record by id: `id`, `ids`, `…Id`, `…Ids`, `…UniqueKey`, `…SerialNo`, `uuid`,
 * at any depth. The path is the dot path with `[]` for array items
 * ('reverseTradeOrderLineList[].tradeOrderLine.id').
 */
const ID_KEY = /^(id|ids|uuid)$|Ids?$|UniqueKey$|SerialNo$/;

export function idFieldPaths(schema: unknown, prefix = ''): string[] {
  const paths = new Set<string>();
  const visit = (node: unknown, path: string) => {
    const type = typeOf(node);
    if (type === 'array') return visit(itemOf(node), `${path}[]`);
    if (type !== 'object') return;
    for (const [key, entry] of Object.entries(entriesOf(node))) {
      const entryPath = path === '' ? key : `${path}.${key}`;
      const entryType = typeOf(entry);
      const scalar = entryType === 'number' || entryType === 'string' || (entryType === 'array' && ['number', 'string'].includes(typeOf(itemOf(entry))));
      if (ID_KEY.test(key) && scalar) paths.add(entryPath);
      else visit(entry, entryPath);
    }
  };
  visit(schema, prefix);
  return [...paths];
}

/**
 * Sets the field at an id path in a request (built by plainValue), creating the objects and
 * one-item arrays on the way that the plain request left out; an array of ids gets [value].
 */
export function setIdAt(request: unknown, schema: unknown, path: string, value: unknown): unknown {
  const [head, ...rest] = path.split('.');
  const arrayKey = head!.endsWith('[]');
  const key = arrayKey ? head!.slice(0, -2) : head!;
  const target = (request ?? requiredValue(schema)) as Record<string, unknown>;
  const entry = entriesOf(schema)[key];
  if (rest.length === 0) {
    target[key] = typeOf(entry) === 'array' ? [value] : value;
    return target;
  }
  if (arrayKey) {
    const items = Array.isArray(target[key]) && (target[key] as unknown[]).length > 0 ? (target[key] as unknown[]) : [requiredValue(itemOf(entry))];
    target[key] = items.map((item) => setIdAt(item, itemOf(entry), rest.join('.'), value));
  } else {
    target[key] = setIdAt(target[key], entry, rest.join('.'), value);
  }
  return target;
}
