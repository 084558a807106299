import { MAX_COUNT, MAX_SCORE, MAX_SECONDS, STATS_KEYS, type StatsKey } from '../engine';
import { parseDealLink } from '../engine/links/link';
import { parseDuelLink } from '../engine/links/duel-link';
import { formatVersus, parseVersus, type Versus } from './versus';

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
  /**
   * The deal and its rules as a link (`#deal=…&draw=…`, engine/links/deal-link.ts), or a duel's (`#duel=…`,
   * engine/links/duel-link.ts): "Play this deal again" opens it.
   */
  readonly link: string;
  /** Whom it was played against: a duel's computer, a race's rival (none for a game played alone). */
  readonly versus?: Versus;
  /**
   * Its moves, compact (engine/compact.ts, a letter or two a move), for the viewer to play it back: kept for
   * the newest MAX_REPLAYS games of a deal link of at most MAX_REPLAY_MOVES moves. None for an older game, a
   * longer one, a duel, or one that ended before history rows kept moves (no Replay button for those).
   */
  readonly replay?: string;
}

export const MAX_PAST_GAMES = 500;

/**
 * The bound on the moves the history keeps: 100 games of up to 2,000 moves, 400 KB at the very most in
 * storage.local (a won game of Klondike is 100 to 200 moves: about 20 KB for the hundred). Never synced.
 */
export const MAX_REPLAYS = 100;
export const MAX_REPLAY_MOVES = 2000;

/** The latest time a game is kept at (the year 2200). */
const MAX_AT = 7_258_118_400_000;

/**
 * The time a game is kept at: the clock's, within 1970 to 2200. A page whose clock is set outside them still
 * keeps its games (at the nearer end), and a line that claims such a time still reads: the time is the
 * clock's say, never a reason to lose the game.
 */
export const keptTime = (ms: number): number => Math.min(Math.max(Math.trunc(ms) || 0, 0), MAX_AT);

// One line a game, fields apart by spaces: uid, time (base 36), level, W or L, then the counts, then the link,
// for a game played against someone, whom (models/versus.ts), and its moves after "m=" (compact.ts's letters:
// printable ASCII but the quote, the backslash and the bar; two letters at most a move). The time may be
// negative, or past 2200 (as an older version wrote a clock's time): it reads, kept in bounds. Fields a later
// version may add after these (a `name=value` of its own, up to eight) are passed over: the version before
// moves were kept read " m=…" as damage and set the whole row aside, so this one keeps a later one's rows.
const LINE = new RegExp(
  '^([\\w-]{1,40}) (-?[0-9a-z]{1,11}) ([a-z/-]{1,40}) ([WL]) (\\d{1,10}) (\\d{1,10}) (-?\\d{1,13}) (\\d{1,10}) (\\d{1,10}) ' +
    `(#deal=\\S{1,900}|#duel=\\S{1,60})(?: (vs=\\S{1,60}))?(?: m=([!#-\\[\\]-{}~]{1,${2 * MAX_REPLAY_MOVES}}))?` +
    '(?: (?!m=|vs=)[a-z][a-z0-9]{0,11}=\\S{0,4000}){0,8}$',
);

export const formatPastGame = (g: PastGame): string =>
  [
    g.uid,
    g.at.toString(36),
    g.level,
    g.won ? 'W' : 'L',
    g.seconds,
    g.moves,
    g.score,
    g.hints,
    g.undos,
    g.link,
    ...(g.versus ? [formatVersus(g.versus)] : []),
    ...(g.replay ? [`m=${g.replay}`] : []),
  ].join(' ');

/** A link the history may hold: one our link readers take (a deal's, or a duel's). */
const readable = (link: string): boolean =>
  link.startsWith('#duel=') ? parseDuelLink(link).ok : parseDealLink(link).ok;

/**
 * Reads a line as written by formatPastGame; null for anything else (damaged, or out of its bounds). Its link
 * must be one our link reader takes ("Play this deal again" opens it, the CSV shows its deal): any other text
 * there is damage, or a formula planted for the spreadsheet the history is exported to.
 */
export function parsePastGame(line: unknown): PastGame | null {
  const m = typeof line === 'string' ? LINE.exec(line) : null;
  if (!m) return null;
  const [, uid, at36, level, result, ...rest] = m;
  const [seconds, moves, score, hints, undos] = rest.slice(0, 5).map(Number);
  const at = keptTime(Number.parseInt(at36, 36));
  const fits = (n: number, max: number) => Number.isSafeInteger(n) && Math.abs(n) <= max;
  if (!STATS_KEYS.includes(level as StatsKey) || !fits(seconds, MAX_SECONDS)) return null;
  if (!fits(score, MAX_SCORE) || ![moves, hints, undos].every((n) => fits(n, MAX_COUNT))) return null;
  if (!readable(rest[5])) return null;
  const versus = rest[6] === undefined ? undefined : parseVersus(rest[6]);
  if (versus === null || (rest[7] !== undefined && !rest[5].startsWith('#deal='))) return null;
  const game = { uid, at, level: level as StatsKey, won: result === 'W', seconds, moves, score, hints, undos };
  return { ...game, link: rest[5], ...(versus ? { versus } : {}), ...(rest[7] ? { replay: rest[7] } : {}) };
}

/** Of two records of one game (two tabs ended it at once), the one every tab keeps: the win, else the earlier. */
const keeps = (x: PastGame, y: PastGame) => (x.won !== y.won ? x.won : x.at <= y.at);

/** A game past the newest MAX_REPLAYS: its row stays, its moves go. */
function withoutReplay(g: PastGame): PastGame {
  const { replay: _, ...row } = g;
  return row;
}

/** The union of two histories: each game once (by its id), newest first, the last 500, the newest 100 with their moves. */
export function mergePastGames(a: readonly PastGame[], b: readonly PastGame[]): PastGame[] {
  const byUid = new Map<string, PastGame>();
  for (const g of [...a, ...b]) {
    const had = byUid.get(g.uid);
    if (!had || !keeps(had, g)) byUid.set(g.uid, g);
  }
  return [...byUid.values()]
    .sort((x, y) => y.at - x.at || (x.uid < y.uid ? -1 : 1))
    .slice(0, MAX_PAST_GAMES)
    .map((g, i) => (i < MAX_REPLAYS || g.replay === undefined ? g : withoutReplay(g)));
}

// The first ten columns as they always were; then the mode and, for a game played against someone, the rest.
const CSV_HEAD =
  'date,game and level,deal,rules,result,seconds,moves,score,hints,undos,mode,against,pace,their seconds,their moves,cards home,their cards home,end';

/** The mode a game was played in: its game, or a race or a duel. */
function modeOf(g: PastGame): string {
  if (g.versus?.kind === 'race') return 'race';
  const slash = g.level.indexOf('/');
  return slash < 0 ? 'klondike' : g.level.slice(0, slash);
}

/** The mode's own columns: whom, at what pace, their run; a duel's cards home each side, and how it ended. */
function versusCells(v: Versus | undefined): (string | number)[] {
  if (!v) return ['', '', '', '', '', '', ''];
  if (v.kind === 'duel') return ['computer', '', '', '', v.home[0], v.home[1], v.why];
  return [v.rival, v.pace ?? '', v.them?.seconds ?? '', v.them?.moves ?? '', '', '', ''];
}

/**
 * A text cell as CSV wants it, and as a spreadsheet shows it without evaluating it (OWASP's CSV injection
 * guidance): a cell starting with =, +, -, @, a tab or a carriage return would be a formula, so it starts
 * with a single quote instead; then it is quoted when it holds a comma, a quote or a line break. The deal
 * cell is the link's text decoded, which may start with any of these whatever the link looked like.
 */
function csvText(s: string): string {
  const text = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The history as CSV (RFC 4180): a row a game, newest first; dates in UTC (ISO 8601), times in seconds. */
export function pastGamesCsv(games: readonly PastGame[]): string {
  const rows = games.map((g) => {
    const [deal, ...rules] = g.link.slice(1).split('&');
    const texts = [
      new Date(g.at).toISOString(),
      g.level,
      decodeURIComponent(deal.slice(deal.indexOf('=') + 1)),
      rules.join(' '),
      g.won ? 'won' : 'lost',
    ];
    // The figures are integers as counted: a negative score stays a number the spreadsheet can add.
    const figures = [g.seconds, g.moves, g.score, g.hints, g.undos];
    const mode = [modeOf(g), ...versusCells(g.versus)].map(String);
    return [...texts.map(csvText), ...figures.map(String), ...mode.map(csvText)].join(',');
  });
  return `${[CSV_HEAD, ...rows].join('\r\n')}\r\n`;
}
