/**
 * Synchronous local saves, read before the first paint so a new tab shows the
 * game at once. Everything read back is untrusted: the caller validates it and
 * falls back safely; a value that fails validation is kept aside under
 * `<key>:refused` (never silently lost) for a later look.
 */
const PREFIX = 'klondike-tab/';

/** The localStorage key a value is kept under (a `storage` event from another tab names it). */
export const localKey = (key: string): string => PREFIX + key;

export function readLocal(key: string): unknown {
  try {
    const text = localStorage.getItem(PREFIX + key);
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function writeLocal(key: string, value: unknown): boolean {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(value));
    return true;
  } catch {
    // Quota or privacy mode: the game goes on; the next save tries again.
    return false;
  }
}

/** Keeps a refused value aside instead of overwriting it. */
export function keepRefused(key: string): void {
  try {
    const text = localStorage.getItem(PREFIX + key);
    if (text !== null) localStorage.setItem(`${PREFIX + key}:refused`, text);
  } catch {
    // nothing more to do
  }
}
