/**
 * A list kept as JSON under one key of the tab's session storage: a reload of the tab keeps it,
 * other tabs do not share it, and the end of the session clears it with the rest of the tab's
 * session storage (src/api/session.ts).
 */
export interface StoredList<T> {
  /** Reads a stored value defensively: anything unreadable is dropped. */
  parse: (raw: string | null) => T[];
  /** The list now; the same array as long as the storage holds the same text. */
  read: () => readonly T[];
  /** An empty list removes the key, so a signed-out tab keeps its storage empty. */
  write: (items: readonly T[]) => void;
}

export function storedList<T>(key: string, parseItem: (value: unknown) => T | null): StoredList<T> {
  let cachedRaw: string | null | undefined;
  let cached: readonly T[] = [];

  const readRaw = (): string | null => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  };

  const parse = (raw: string | null): T[] => {
    try {
      const value: unknown = JSON.parse(raw ?? '[]');
      return Array.isArray(value) ? value.map(parseItem).filter((item) => item !== null) : [];
    } catch {
      return [];
    }
  };

  return {
    parse,
    read() {
      const raw = readRaw();
      if (raw !== cachedRaw) {
        cachedRaw = raw;
        cached = parse(raw);
      }
      return cached;
    },
    write(items) {
      try {
        if (items.length === 0) sessionStorage.removeItem(key);
        else sessionStorage.setItem(key, JSON.stringify(items));
      } catch {
        // Storage may be blocked: the list then lasts as long as the page.
        cachedRaw = readRaw();
        cached = items;
      }
    },
  };
}
