/**
 * Double Solitaire in the simulated browser (test/support/sim-browser.ts): the duel's seat opened in tabs
 * as the page opens it, on one browser's localStorage, and in two browsers joined by storage.sync; the
 * computer's turn paced by the injected clock. What the duel's e2e tests used to check through Chromium
 * (the duel in a second tab and a second browser, the computer's pace, Skip, a tab opened mid-turn),
 * checked here on the models themselves.
 */
import { describe, expect, it } from 'vitest';
import { duelPlayer } from '../../engine/duel/players';
import type { DuelModel } from '../../models/duel-model';
import { SYNC_GAP_MS } from '../../models/persist/sync-writer';
import { drain, Ledger, SimBrowser, type SimTab } from '../support/sim-browser';
import { ChromeSync } from '../support/sync-service';
import { Clock } from '../support/world';

/** Duel 3 against the casual computer: the player starts. */
const PLAYER_FIRST = 3;
/** Duel 16 against the casual computer: the computer starts, with a turn of ten moves (duel-model.test.ts). */
const COMPUTER_FIRST = 16;

/** The duel on a tab's seat (the test fails when there is none). */
function duelOf(tab: SimTab): DuelModel {
  const d = tab.seat?.duel.value;
  if (!d) throw new Error(`no duel in tab ${tab.id}`);
  return d;
}

/** Both sides' moves and the computer's plan, as a tab's duel holds them. */
const movesOf = (tab: SimTab) => duelOf(tab).record.value.moves;
const count = (moves: string) => moves.split(' ').filter(Boolean).length;

/** Moves time on, and lets what it set off (storage writes, other tabs' events) finish. */
async function wait(clock: Clock, ms: number): Promise<void> {
  await clock.advance(ms);
  await drain();
  await clock.advance(0);
}

/** The player's turn played by the casual player (seeded by the turn's start), through the seat's duel. */
function playTurn(tab: SimTab): void {
  tab.page.within(() => {
    const duel = duelOf(tab);
    const from = duel.game.value.turnFrom;
    const player = duelPlayer('casual', from + 1);
    while (duel.yourTurn.value && duel.game.value.turnFrom === from) {
      const m = player.next(duel.game.value.duel);
      if (m.type === 'end-turn') duel.endTurn();
      else expect(duel.play(m), `the player's ${m.type}`).toBe(true);
    }
  });
}

/** Lets the computer play its turn out in the tab on show (its pace: half a second a move at most). */
async function computerTurn(clock: Clock, tab: SimTab): Promise<void> {
  for (let i = 0; i < 400 && !duelOf(tab).yourTurn.value && !duelOf(tab).game.value.end; i++) await wait(clock, 500);
  expect(duelOf(tab).yourTurn.value || duelOf(tab).game.value.end !== null).toBe(true);
}

/** A browser with a tab on show, its duel's seat open at Normal motion (or `speed`), duel `n` dealt there. */
async function dealt(n: number, speed = 1) {
  const clock = new Clock();
  const one = new SimBrowser('dev-one111', clock, new Ledger());
  const a = await one.open();
  one.show(a);
  const seat = one.seat(a, speed);
  a.page.within(() => seat.play('casual', 3, n));
  return { clock, one, a };
}

/** A second tab opened in a browser and gone to, its seat open (reading the duel kept there). */
async function goToNewTab(b: SimBrowser, speed = 1): Promise<SimTab> {
  const tab = await b.open();
  b.show(tab);
  b.seat(tab, speed);
  await drain();
  return tab;
}

describe('a duel in two tabs of a browser', () => {
  it('shows in the other tab move for move, and a turn played there comes back, the computer playing in the tab on show', async () => {
    const { clock, one, a } = await dealt(PLAYER_FIRST);
    const b = await goToNewTab(one);
    expect(duelOf(b).game.value).toEqual(duelOf(a).game.value);
    one.show(a);
    playTurn(a);
    await computerTurn(clock, a);
    await wait(clock, 0);
    const afterA = movesOf(a);
    expect(count(afterA)).toBeGreaterThan(2);
    // The hidden tab played nothing of the computer's: it shows what the tab on show saved, as it is.
    expect(movesOf(b)).toBe(afterA);
    expect(duelOf(b).game.value).toEqual(duelOf(a).game.value);

    // The player goes to the other tab and plays on there; the computer answers there, and it comes back.
    one.show(b);
    playTurn(b);
    await computerTurn(clock, b);
    await wait(clock, 0);
    expect(movesOf(b).startsWith(`${afterA} `)).toBe(true);
    expect(movesOf(a)).toBe(movesOf(b));
    expect(duelOf(a).game.value).toEqual(duelOf(b).game.value);
    expect(duelOf(a).yourTurn.value).toBe(true);
  });

  it('is set aside in one tab for a game of Klondike, comes so in a new tab, and is resumed there as it was', async () => {
    const { clock, one, a } = await dealt(PLAYER_FIRST, 0);
    playTurn(a);
    await computerTurn(clock, a);
    a.page.within(() => a.seat?.leave());
    await wait(clock, 0);
    const c = await goToNewTab(one);
    expect(duelOf(c).record.value.open).toBe(false);
    c.page.within(() => c.seat?.resume());
    await wait(clock, 0);
    expect(duelOf(c).record.value.open).toBe(true);
    expect(duelOf(a).record.value.open).toBe(true);
    expect(movesOf(c)).toBe(movesOf(a));
    expect(duelOf(c).game.value).toEqual(duelOf(a).game.value);
  });

  it('is counted once when it ends, whichever tab is open on it', async () => {
    const { clock, one, a } = await dealt(PLAYER_FIRST, 0);
    const b = await goToNewTab(one, 0);
    one.show(a);
    for (let turn = 0; turn < 3000 && duelOf(a).game.value.end === null; turn++) {
      playTurn(a);
      await computerTurn(clock, a);
    }
    await wait(clock, 0);
    const end = duelOf(a).game.value.end;
    expect(end).not.toBeNull();
    expect(duelOf(b).game.value.end).toEqual(end);
    expect(one.results).toEqual([
      expect.objectContaining({ level: 'double-solitaire/casual', won: end?.winner === 0, tab: a.id }),
    ]);
    await wait(clock, SYNC_GAP_MS);
    for (const tab of [a, b]) expect(tab.persistence.stats.value['double-solitaire/casual'].played).toBe(1);
  });
});

describe('the computer’s turn', () => {
  it('is shown a move each half second at Normal motion, none in a hidden tab; a tab opened mid-turn shows the rest, and Skip shows it at once in every tab', async () => {
    const { clock, one, a } = await dealt(COMPUTER_FIRST);
    // Planned whole (a move a task), saved, then shown.
    for (let i = 0; i < 100 && duelOf(a).record.value.plan === ''; i++) await clock.advance(0);
    const plan = duelOf(a).record.value.plan;
    expect(count(plan)).toBe(10);
    expect(movesOf(a)).toBe('');
    await clock.advance(499);
    expect(count(movesOf(a))).toBe(0);
    await clock.advance(1);
    expect(count(movesOf(a))).toBe(1);
    await clock.advance(500);
    expect(movesOf(a)).toBe(plan.split(' ').slice(0, 2).join(' '));
    // Hidden, the tab shows none of it (a hidden tab leaves the computer's turn to the one on show).
    a.page.setVisible(false);
    await clock.advance(5_000);
    expect(count(movesOf(a))).toBe(2);

    // A tab opened now, on show: it shows the duel mid-turn and goes on with the rest of the same plan.
    const b = await goToNewTab(one);
    expect(count(movesOf(b))).toBe(2);
    await clock.advance(500);
    expect(count(movesOf(b))).toBe(3);
    await wait(clock, 0);
    // The hidden tab went on with none of it: it follows the one on show.
    expect(movesOf(a)).toBe(movesOf(b));

    // Skip: the rest at once, here and in the other tab; the moves are the plan, none twice.
    b.page.within(() => duelOf(b).skip());
    await wait(clock, 0);
    expect(movesOf(b)).toBe(plan);
    expect(duelOf(b).yourTurn.value).toBe(true);
    expect(movesOf(a)).toBe(plan);
    expect(duelOf(b).said.value).toMatch(/ Your turn\.$/);
  });

  it('is shown at once under reduced motion (the Motion setting’s speed 0)', async () => {
    const { clock, a } = await dealt(COMPUTER_FIRST, 0);
    for (let i = 0; i < 100 && !duelOf(a).yourTurn.value; i++) await clock.advance(0);
    expect(clock.now).toBe(0);
    expect(count(movesOf(a))).toBe(10);
  });
});

/**
 * Two browsers joined by storage.sync on one clock, and `synced`: what sync owes goes out, and the service
 * carries it to the other browser.
 */
function twoBrowsers() {
  const clock = new Clock();
  const service = new ChromeSync(() => true);
  const one = new SimBrowser('dev-one111', clock, new Ledger());
  const two = new SimBrowser('dev-two222', clock, new Ledger());
  service.join(one.device, one.sync, true);
  service.join(two.device, two.sync, true);
  const synced = async () => {
    await wait(clock, SYNC_GAP_MS);
    while (service.deliver(0)) await drain();
    await wait(clock, 0);
  };
  return { clock, service, one, two, synced };
}

describe('a duel in two browsers', () => {
  it('travels through storage.sync to the other browser’s open tab, and a turn played there comes back to be answered here', async () => {
    const { clock, one, two, synced } = twoBrowsers();
    const c = await goToNewTab(two);
    expect(c.seat?.duel.value).toBeNull();
    c.page.setVisible(false);

    const a = await goToNewTab(one);
    a.page.within(() => a.seat?.play('casual', 3, PLAYER_FIRST));
    playTurn(a);
    await computerTurn(clock, a);
    await synced();
    // The other browser's open tab takes it (nothing of its own under way), and shows it at once.
    c.page.setVisible(true);
    expect(movesOf(c)).toBe(movesOf(a));
    expect(duelOf(c).game.value).toEqual(duelOf(a).game.value);

    // A turn played on there (its player then leaving that browser) comes back, and the computer answers it
    // here, in the tab on show; its answer goes back there in turn.
    playTurn(c);
    c.page.setVisible(false);
    const theirs = movesOf(c);
    expect(count(theirs)).toBeGreaterThan(count(movesOf(a)));
    await synced();
    expect([movesOf(a), duelOf(a).yourTurn.value]).toEqual([theirs, false]);
    await computerTurn(clock, a);
    expect(movesOf(a).startsWith(`${theirs} `)).toBe(true);
    expect(duelOf(a).yourTurn.value).toBe(true);
    await synced();
    expect(movesOf(c)).toBe(movesOf(a));
    expect(duelOf(a).game.value).toEqual(duelOf(c).game.value);
  });

  it('reaches every open tab of the other browser, though each hears of sync before it hears of the others’ saves', async () => {
    const { clock, service, one, two, synced } = twoBrowsers();
    const a = await goToNewTab(one);
    a.page.within(() => a.seat?.play('casual', 3, PLAYER_FIRST));
    playTurn(a);
    await computerTurn(clock, a);
    await synced();
    const c = await goToNewTab(two);
    const d = await goToNewTab(two);
    await synced();
    expect([movesOf(c), movesOf(d)]).toEqual([movesOf(a), movesOf(a)]);
    // A turn more in the first browser. The second tells each tab of the sync change first, and of what the
    // tab that took it wrote in storage.local only after (a browser queues each page's events).
    playTurn(a);
    await computerTurn(clock, a);
    await wait(clock, SYNC_GAP_MS);
    two.local.hold();
    while (service.deliver(0)) await drain();
    two.local.release();
    await wait(clock, 0);
    expect([movesOf(c), movesOf(d)]).toEqual([movesOf(a), movesOf(a)]);
  });
});
