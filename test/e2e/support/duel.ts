import type { Page } from 'playwright-core';
import type { Move, Position } from '../../../engine';
import { formatDuelMoves } from '../../../engine/duel/codec';
import { type DuelMove, dealDuel, sidePosition } from '../../../engine/duel/duel';
import { advance, type DuelGame, startDuelGame } from '../../../engine/duel/game';
import { type DuelPlayer, duelPlayer } from '../../../engine/duel/players';
import { type DuelRecord, freshDuel, parseDuelRecord, type ReadDuel } from '../../../models/duel-record';
import type { ChromiumSession } from './chromium';
import { CHROME_BLANK_URL, CHROME_NEWTAB_URL } from './paths';
import { mouseMove } from './play';

/** Double Solitaire in the page: starting a duel, reading what the page saved, playing the player's seat. */

export type SavedDuel = DuelGame & { readonly rev: DuelRecord['rev']; readonly plan: string };

/** The duel's record as the page saved it, read as a returning tab reads it. */
async function readSaved(page: Page): Promise<ReadDuel> {
  const raw = await page.evaluate(() => localStorage.getItem('klondike-tab/duel'));
  const read = parseDuelRecord(JSON.parse(raw ?? 'null'));
  if (!read.ok) throw new Error(`the saved duel does not read: ${read.message}`);
  return read.value;
}

export const savedRecord = async (page: Page): Promise<DuelRecord> => (await readSaved(page)).record;

/** The duel as the page saved it: the game its moves come to. */
export async function savedDuel(page: Page): Promise<SavedDuel> {
  const { game, record } = await readSaved(page);
  return { ...game, rev: record.rev, plan: record.plan };
}

/** Waits until the saved duel is one `ready` accepts (the computer's turn played out, a move saved). */
export async function until(page: Page, ready: (g: SavedDuel) => boolean, what: string): Promise<SavedDuel> {
  for (let i = 0; i < 800; i++) {
    const g = await savedDuel(page);
    if (ready(g)) return g;
    await page.waitForTimeout(25);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The player's turn (or the game's end). */
export const yourTurn = (page: Page): Promise<SavedDuel> =>
  until(page, (g) => g.end !== null || g.duel.turn === 0, 'the player’s turn');

/** Opens New game and plays Double Solitaire against the computer at a strength. */
export async function startDuel(page: Page, strength: 'Casual' | 'Strong'): Promise<void> {
  await page.getByRole('navigation', { name: 'Game' }).getByRole('button', { name: 'New game' }).click();
  const d = page.getByRole('dialog', { name: 'New game' });
  await d.getByRole('radio', { name: new RegExp(`^${strength}`) }).check();
  await d.getByRole('button', { name: 'Play Double Solitaire' }).click();
  await page.locator('main.duel').waitFor();
}

/**
 * Plays the player's seat with the engine's casual player, through the mouse, from what the page saved:
 * `turns` of the player's turns, or to the game's end. Returns the game as saved, and how many moves each
 * side made.
 */
export async function playDuel(
  page: Page,
  turns = Number.POSITIVE_INFINITY,
  /** How the player's moves are made (the mouse unless told), and how a turn is ended. */
  act: (m: Move, p: Position) => Promise<void> = (m, p) => mouseMove(page, m, p),
  endTurn: () => Promise<void> = () => page.getByRole('button', { name: 'End turn' }).click(),
) {
  let g = await yourTurn(page);
  let player: DuelPlayer = duelPlayer('casual', 1);
  let turnFrom = -1;
  let played = 0;
  let mine = 0;
  let theirs = 0;
  while (g.end === null && played <= turns) {
    if (g.turnFrom !== turnFrom) {
      turnFrom = g.turnFrom;
      played++;
      if (played > turns) break;
      player = duelPlayer('casual', turnFrom + 1);
    }
    const m = player.next(g.duel);
    const before = g.moves;
    if (m.type === 'end-turn') await endTurn();
    else await act(m, sidePosition(g.duel, 0));
    mine++;
    g = await until(page, (x) => x.moves > before, `move ${before + 1} to be saved`);
    if (g.end === null && g.duel.turn === 1) g = await yourTurn(page);
    // Every move past the player's one is the computer's, whether its turn was already shown whole when the
    // save was first read (reduced motion shows it at once) or came afterwards.
    theirs += g.moves - before - 1;
    if (mine > 3000) throw new Error('the game does not end');
  }
  return { game: g, mine, theirs };
}

/**
 * Duel `n` against the casual computer as the page keeps it on the table, both sides played by the engine's
 * casual players until the player's turn number `turns + 1` begins (`turns` of the player's turns played).
 */
function duelAfter(n: number, turns: number): DuelRecord {
  let g = startDuelGame(dealDuel(n, 3));
  const players = [duelPlayer('casual', 1), duelPlayer('casual', 2)];
  const moves: DuelMove[] = [];
  for (let begun = g.duel.turn === 0 ? 1 : 0; begun <= turns; ) {
    const side = g.duel.turn;
    const m = players[side].next(g.duel);
    const r = advance(g, m);
    if (!r.ok) throw new Error(r.message);
    if (r.value.end) throw new Error(`duel ${n} ended before ${turns} of the player's turns`);
    moves.push(m);
    g = r.value;
    if (side === 1 && g.duel.turn === 0) begun++;
  }
  return { ...freshDuel(n, 3, 'casual', 'duel-under-way', 5), moves: formatDuelMoves(moves) };
}

/**
 * A new tab on a duel against the casual computer `turns` of the player's turns in, the player to move: put on
 * the table through storage, as the page keeps it (for what the page shows of a duel, not how it is played).
 * `endTurn` is the End turn button's name in the browser's language.
 */
export async function duelUnderWay(session: ChromiumSession, turns: number, endTurn = 'End turn'): Promise<Page> {
  const page = await session.context.newPage();
  await page.goto(CHROME_BLANK_URL);
  await page.evaluate((d) => localStorage.setItem('klondike-tab/duel', JSON.stringify(d)), duelAfter(6, turns));
  await page.goto(CHROME_NEWTAB_URL);
  await page.waitForSelector('html[data-storage="ready"]');
  await page.locator('main.duel').waitFor();
  // The player's turn, on show: End turn is on.
  await page.getByRole('button', { name: endTurn }).and(page.locator(':enabled')).waitFor();
  return page;
}
