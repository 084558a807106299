import { MAX_COUNT, MAX_SCORE, MAX_SECONDS, STATS_KEYS, type StatsKey } from '../engine';

/**
 * The player's game history: the last games that ended here (won, or given up after a move), newest first.
 * Kept in this browser's storage.local only (models/persist/past-games.ts): 500 games take ~40 KB, five
 * times what one storage.sync item holds, and sync's whole 100 KB is the game's and the statistics'.
 */
export interface PastGame {
  /** The game's id (the same deal dealt twice is two games). */
  readonly uid: string;
  /** When it ended, in milliseconds since 1970 (UTC). */
  readonly at: number;
  /** The statistics it counted in: its game and level. */
  readonly level: StatsKey;
  readonly won: boolean;
  readonly seconds: number;
  /** Moves in its record, the automatic ones included (the Moves figure). */
  readonly moves: number;
  readonly score: number;
  readonly hints: number;
  readonly undos: number;
  /** The deal and its rules as a link (`#deal=…&draw=…`, engine/deal-link.ts): "Play this deal again" opens it. */
  readonly link: string;
}

export const MAX_PAST_GAMES = 500;

/** The latest time a record may claim (the year 2200): anything later is damage. */
const MAX_AT = 7_258_118_400_000;

// One line a game, fields apart by spaces: uid, time (base 36), level, W or L, then the counts, then the link.
const LINE =
  /^([\w-]{1,40}) ([0-9a-z]{1,9}) ([a-z/-]{1,40}) ([WL]) (\d{1,10}) (\d{1,10}) (-?\d{1,13}) (\d{1,10}) (\d{1,10}) (#deal=\S{1,900})$/;

export const formatPastGame = (g: PastGame): string =>
  [g.uid, g.at.toString(36), g.level, g.won ? 'W' : 'L', g.seconds, g.moves, g.score, g.hints, g.undos, g.link].join(
    ' ',
  );

const decodes = (s: string): boolean => {
  try {
    decodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
};

/** Reads a line as written by formatPastGame; null for anything else (damaged, or out of its bounds). */
export function parsePastGame(line: unknown): PastGame | null {
  const m = typeof line === 'string' ? LINE.exec(line) : null;
  if (!m) return null;
  const [, uid, at36, level, result, ...rest] = m;
  const [seconds, moves, score, hints, undos] = rest.slice(0, 5).map(Number);
  const at = Number.parseInt(at36, 36);
  const fits = (n: number, max: number) => Number.isSafeInteger(n) && Math.abs(n) <= max;
  if (!STATS_KEYS.includes(level as StatsKey) || !fits(at, MAX_AT) || !fits(seconds, MAX_SECONDS)) return null;
  if (!fits(score, MAX_SCORE) || ![moves, hints, undos].every((n) => fits(n, MAX_COUNT))) return null;
  if (!decodes(rest[5])) return null;
  return { uid, at, level: level as StatsKey, won: result === 'W', seconds, moves, score, hints, undos, link: rest[5] };
}

/** Of two records of one game (two tabs ended it at once), the one every tab keeps: the win, else the earlier. */
const keeps = (x: PastGame, y: PastGame) => (x.won !== y.won ? x.won : x.at <= y.at);

/** The union of two histories: each game once (by its id), newest first, the last 500. */
export function mergePastGames(a: readonly PastGame[], b: readonly PastGame[]): PastGame[] {
  const byUid = new Map<string, PastGame>();
  for (const g of [...a, ...b]) {
    const had = byUid.get(g.uid);
    if (!had || !keeps(had, g)) byUid.set(g.uid, g);
  }
  return [...byUid.values()].sort((x, y) => y.at - x.at || (x.uid < y.uid ? -1 : 1)).slice(0, MAX_PAST_GAMES);
}

const CSV_HEAD = 'date,game and level,deal,rules,result,seconds,moves,score,hints,undos';

/** A field as CSV wants it: quoted when it holds a comma, a quote or a line break. */
const csvField = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s);

/** The history as CSV (RFC 4180): a row a game, newest first; dates in UTC (ISO 8601), times in seconds. */
export function pastGamesCsv(games: readonly PastGame[]): string {
  const rows = games.map((g) => {
    const [deal, ...rules] = g.link.slice(1).split('&');
    return [
      new Date(g.at).toISOString(),
      g.level,
      decodeURIComponent(deal.slice('deal='.length)),
      rules.join(' '),
      g.won ? 'won' : 'lost',
      g.seconds,
      g.moves,
      g.score,
      g.hints,
      g.undos,
    ]
      .map((f) => csvField(String(f)))
      .join(',');
  });
  return `${[CSV_HEAD, ...rows].join('\r\n')}\r\n`;
}
