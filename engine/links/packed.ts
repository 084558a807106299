/*
 * Game links and challenges, packed (`#k=…`): everything a link carries is one number, written in base64url
 * (no character a URL escapes). Each field is a digit of its own radix, the first field the lowest digit:
 * the game, the rules, the deal (its number, or its cards one by one, each as its rank among the faces left),
 * a challenge's time, the count of moves, then each move as its index among the moves legal in the position
 * it was played from, or past them, for a move played for the player (auto-collect, auto-complete), its
 * index among those that may be. A move takes some four bits, where the readable link took a letter often
 * escaped as three. A check of the whole ends the text: a link changed or cut short is refused, not read
 * as another game. The first letter says what the link is and in which version of this layout: a future
 * layout takes another letter, and the old links (`#deal=…`) are read as before (link.ts).
 */
import {
  type Card,
  type Deal,
  DECK_SIZE,
  dealFromNumber,
  encodeMove,
  fail,
  formatDeal,
  legalMoves,
  MAX_GAME_MOVES,
  MAX_PASSES,
  type Move,
  ok,
  type Position,
  type Result,
  type Rules,
  SCORING_SYSTEMS,
  startState,
  step,
} from '../index';
import { MAX_CHALLENGE_SECONDS } from './deal-link';
import { GAME_NAMES, gameOfDeal, shapeOf } from '../games';

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The first letter: a game under way, or a challenge (version 1 of this layout both). */
type PackedKind = 'g' | 'c';

/** What a packed link carries. `auto` has a '0' or '1' a move; `seconds` is a challenge's (0 for a game). */
export interface Packed {
  readonly kind: PackedKind;
  readonly deal: Deal;
  readonly dealNumber: number | null;
  readonly rules: Rules;
  readonly seconds: number;
  readonly moves: readonly Move[];
  readonly auto: string;
}

/** FNV-1a over the text: a number that changes when any of it does. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The check's low 24 bits as four letters. */
function check(text: string): string {
  const h = fnv1a(text);
  return Array.from({ length: 4 }, (_, i) => DIGITS[(h >>> (6 * i)) & 63]).join('');
}

/** A move played for the player is one of these: a card home, or auto-complete's draws once every card is up. */
const mayBeAuto = (p: Position, m: Move): boolean =>
  m.type === 'tableau-foundation' ||
  m.type === 'waste-foundation' ||
  ((m.type === 'draw' || m.type === 'recycle') && p.columns.every((c) => c.down.length === 0));

/**
 * The moves legal at p in the order of their codes (encodeMove), then those of them that may be played for the
 * player (their index, past the first list). Sorted, so that a link's meaning does not hang on the order the
 * move generator happens to list moves in, which the solver's work is free to change.
 */
function choices(p: Position): { legal: Move[]; auto: Move[] } {
  const legal = legalMoves(p)
    .map((m) => [encodeMove(m), m] as const)
    .sort(([a], [b]) => a - b)
    .map(([, m]) => m);
  return { legal, auto: legal.filter((m) => mayBeAuto(p, m)) };
}

const sameMove = (a: Move, b: Move): boolean => encodeMove(a) === encodeMove(b);

/** The faces still to place, each as often as the decks hold it, in order. */
const facesLeft = (decks: number): number[] => Array.from({ length: DECK_SIZE * decks }, (_, i) => i % DECK_SIZE);

const RULE_RADIX = { draw: 2, passes: MAX_PASSES + 1, scoring: SCORING_SYSTEMS.length };

/**
 * The link's fragment, or null when a move is not among the legal moves of its position (the game was not
 * played by these rules), one marked automatic is not one the page plays for the player, or there are more
 * moves than a game holds: the caller writes the readable link instead, which carries them as they come.
 */
export function formatPacked(g: Packed): string | null {
  if (g.moves.length > MAX_GAME_MOVES) return null;
  const digits: [number, number][] = [];
  const put = (d: number, radix: number) => digits.push([d, radix]);
  const game = GAME_NAMES.indexOf(gameOfDeal(g.deal));
  const { rules } = g;
  put(game, GAME_NAMES.length);
  put(rules.draw === 3 ? 1 : 0, RULE_RADIX.draw);
  put(rules.passes === 'unlimited' ? 0 : rules.passes, RULE_RADIX.passes);
  put(+rules.foundationToTableau, 2);
  put(SCORING_SYSTEMS.indexOf(rules.scoring), RULE_RADIX.scoring);
  put(+rules.standardTimed, 2);
  put(+rules.thoughtful, 2);
  const n = g.dealNumber;
  const numbered = n !== null && formatDeal(dealFromNumber(n, shapeOf(GAME_NAMES[game]))) === formatDeal(g.deal);
  put(+numbered, 2);
  if (numbered) put(n as number, 2 ** 32);
  else {
    const left = facesLeft(shapeOf(GAME_NAMES[game]).decks);
    for (const c of [...g.deal.columns.flat(), ...g.deal.stock]) {
      const distinct = [...new Set(left)];
      put(distinct.indexOf(c % DECK_SIZE), distinct.length);
      left.splice(left.indexOf(c % DECK_SIZE), 1);
    }
  }
  if (g.kind === 'c') put(g.seconds - 1, MAX_CHALLENGE_SECONDS);
  put(g.moves.length, MAX_GAME_MOVES + 1);
  let p = startState({ deal: g.deal, rules, moves: [], undone: [] }).position;
  for (let i = 0; i < g.moves.length; i++) {
    const m = g.moves[i];
    const { legal, auto } = choices(p);
    const d =
      g.auto[i] === '1' ? legal.length + auto.findIndex((x) => sameMove(x, m)) : legal.findIndex((x) => sameMove(x, m));
    const s = step(p, m);
    if (d < 0 || (g.auto[i] === '1' && d < legal.length) || !s.ok) return null;
    put(d, legal.length + auto.length);
    p = s.value.position;
  }
  let v = 0n;
  for (let i = digits.length - 1; i >= 0; i--) v = v * BigInt(digits[i][1]) + BigInt(digits[i][0]);
  const body = g.kind + toDigits(v);
  return `#k=${body}${check(body)}`;
}

/** The number in base64url, its highest digit first, through hexadecimal (three hex digits are two letters). */
function toDigits(v: bigint): string {
  let hex = v.toString(16);
  hex = hex.padStart(Math.ceil(hex.length / 3) * 3, '0');
  let s = '';
  for (let i = 0; i < hex.length; i += 3) {
    const x = Number.parseInt(hex.slice(i, i + 3), 16);
    s += DIGITS[x >> 6] + DIGITS[x & 63];
  }
  return s.replace(/^A+(?=.)/, '');
}

function fromDigits(s: string): bigint {
  const text = s.length % 2 ? `A${s}` : s;
  let hex = '';
  for (let i = 0; i < text.length; i += 2) {
    hex += ((DIGITS.indexOf(text[i]) << 6) | DIGITS.indexOf(text[i + 1])).toString(16).padStart(3, '0');
  }
  return BigInt(`0x${hex || '0'}`);
}

/** Why a packed link is refused: changed or cut short, or its moves do not play. */
type PackedError = 'changed' | 'moves';

/**
 * Reads the text after `#k=`: the check must match, every field lie in its range, every move be one of the
 * legal moves in turn, and nothing be left over. Never throws.
 */
export function readPacked(text: string): Result<Packed, PackedError> {
  const changed = () => fail('changed', 'this link was changed or cut short after it was made');
  const m = /^([gc])([A-Za-z0-9_-]+)([A-Za-z0-9_-]{4})$/.exec(text);
  if (!m || check(m[1] + m[2]) !== m[3]) return changed();
  const kind = m[1] as PackedKind;
  let v = fromDigits(m[2]);
  const take = (radix: number): number => {
    const r = BigInt(radix);
    const d = Number(v % r);
    v /= r;
    return d;
  };
  const game = GAME_NAMES[take(GAME_NAMES.length)];
  // In the order they were written.
  const draw = take(RULE_RADIX.draw) === 1 ? 3 : 1;
  const passes = take(RULE_RADIX.passes);
  const foundationToTableau = take(2) === 1;
  const scoring = SCORING_SYSTEMS[take(RULE_RADIX.scoring)];
  const standardTimed = take(2) === 1;
  const thoughtful = take(2) === 1;
  const rules: Rules = {
    draw,
    passes: passes === 0 ? 'unlimited' : passes,
    foundationToTableau,
    thoughtful,
    scoring,
    standardTimed,
    vegasCumulative: false,
  };
  const shape = shapeOf(game);
  let deal: Deal;
  let dealNumber: number | null = null;
  if (take(2) === 1) {
    dealNumber = take(2 ** 32);
    deal = dealFromNumber(dealNumber, shape);
  } else {
    const left = facesLeft(shape.decks);
    const met = new Uint8Array(DECK_SIZE);
    const cards: Card[] = [];
    while (left.length > 0) {
      const distinct = [...new Set(left)];
      const face = distinct[take(distinct.length)];
      left.splice(left.indexOf(face), 1);
      cards.push(face + DECK_SIZE * met[face]++);
    }
    const columns: Card[][] = [];
    let k = 0;
    for (let col = 1; col <= shape.columns; col++) columns.push(cards.slice(k, (k += col)));
    deal = { columns, stock: cards.slice(k) };
  }
  const seconds = kind === 'c' ? take(MAX_CHALLENGE_SECONDS) + 1 : 0;
  const count = take(MAX_GAME_MOVES + 1);
  const moves: Move[] = [];
  let auto = '';
  let p = startState({ deal, rules, moves: [], undone: [] }).position;
  for (let i = 0; i < count; i++) {
    const { legal, auto: byItself } = choices(p);
    const radix = legal.length + byItself.length;
    const d = radix > 0 ? take(radix) : -1;
    const move = d < legal.length ? legal[d] : byItself[d - legal.length];
    const s = move && step(p, move);
    if (!s?.ok) return fail('moves', `move ${i + 1} is not one of the moves legal then`, [i + 1]);
    moves.push(move);
    auto += d < legal.length ? '0' : '1';
    p = s.value.position;
  }
  // A number larger than its fields is no link this code wrote.
  if (v !== 0n) return changed();
  return ok({ kind, deal, dealNumber, rules, seconds, moves, auto });
}
