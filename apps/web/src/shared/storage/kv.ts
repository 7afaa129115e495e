/**
 * Thin, failure-tolerant wrappers over Web Storage. Storage can throw (quota, Safari private mode, a
 * sandboxed iframe) and does not exist in unit tests; a failed read must never break the page.
 */
export const PREFIX = 'qilin.';

type Area = 'local' | 'session';

function area(kind: Area): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readItem(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

/** Writes `value`, or removes the item when `value` is null. */
export function writeItem(key: string, value: string | null, kind: Area = 'local'): void {
  try {
    const s = area(kind);
    if (!s) return;
    if (value === null) s.removeItem(PREFIX + key);
    else s.setItem(PREFIX + key, value);
  } catch {
    // Quota or privacy mode: the app keeps working with in-memory state.
  }
}

/** Keys (without prefix) in an area that start with `startsWith`. */
export function listKeys(startsWith: string, kind: Area = 'local'): string[] {
  const s = area(kind);
  if (!s) return [];
  const out: string[] = [];
  try {
    for (let i = 0; i < s.length; i++) {
      const k = s.key(i);
      if (k?.startsWith(PREFIX + startsWith)) out.push(k.slice(PREFIX.length));
    }
  } catch {
    return out;
  }
  return out;
}

/** A typed string item: `get()` returns null when unset. */
export function stringItem(key: string, kind: Area = 'local') {
  return {
    key: PREFIX + key,
    get: (): string | null => readItem(key, kind),
    set: (value: string | null): void => writeItem(key, value, kind),
  };
}

/** A string item restricted to a set of values; anything else reads as `fallback`. */
export function enumItem<V extends string>(key: string, values: readonly V[], fallback: V) {
  return {
    key: PREFIX + key,
    get: (): V => {
      const v = readItem(key);
      return v !== null && (values as readonly string[]).includes(v) ? (v as V) : fallback;
    },
    set: (value: V | null): void => writeItem(key, value),
  };
}
