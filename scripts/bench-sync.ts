// npm run bench:sync — what a heavy hour of play costs in storage.sync, on the real Persistence: two browsers
// (three tabs in one, two in the other) joined by the Chrome sync model of test/support/sync-service.ts, with
// virtual time. The player makes a move every 300 ms in the tab in use, storms undo and redo every two
// minutes, deals a new game every 90 s and wins one every 10 minutes (at 5, 15, …), turns to another tab
// every 5 minutes (the tab left is hidden) and to the other browser for 20 minutes in the middle of the hour.
// Then the compact copy of whole games: Spider-Klondike's won games, and Double Solitaire's sync item.
// Prints storage.sync writes an hour (total and per key; goal ≤ 60 a browser), bytes per write as Chrome
// counts them (key + JSON), the area's peak size and largest item against the quotas, the wall-clock time
// from a move to its save in storage.local (and until every tab of the browser has taken it), and the
// virtual time from a move to the sync copy that holds it.
// Deterministic workload (SEED, default 1); only the wall-clock figures vary from run to run. About 2 minutes:
// every move is read back, game and all, by each tab of its browser.
import { cpus } from 'node:os';
import { type Deal, DEFAULT_RULES, dealFromNumber, encodeGame, legalMoves, mulberry32, parseMoves } from '../engine';
import { compactGame } from '../engine/compact';
import { SPIDER_KLONDIKE_SHAPE } from '../engine/games';
import { spiderWins } from '../test/support/fixtures';
import { dealDuel, type DuelMove } from '../engine/duel/duel';
import { formatDuelMoves } from '../engine/duel/codec';
import { advance, startDuelGame } from '../engine/duel/game';
import { duelPlayer } from '../engine/duel/players';
import { freshDuel, parseDuelRecord } from '../models/duel-record';
import { syncDuelOf } from '../models/storage/duel-records';
import { KEYS } from '../models/storage/records';
import { isNewer, MAX_REV, type Rev } from '../models/sync/clock';
import { quickWin } from '../test/support/deals';
import { drain, Ledger, SimBrowser, type SimTab } from '../test/support/sim-browser';
import { ChromeSync, QUOTA } from '../test/support/sync-service';
import { Clock } from '../test/support/world';
import { quantile } from './quantile';

const SEED = Number(process.env.SEED ?? 1);
const HOUR = 3_600_000;
const TICK = 100;
const MOVE_EVERY = 300;
const random = mulberry32(SEED);

const WIN = quickWin();

const clock = new Clock();
const ledger = new Ledger();
const sync = new ChromeSync(() => false);
const laptop = new SimBrowser('dev-laptop', clock, ledger);
const desktop = new SimBrowser('dev-desktop', clock, ledger);
const browsers = [laptop, desktop];

/** Wall-clock ms from a move to its table landing in storage.local; virtual ms from a move to its sync copy. */
const savedMs: number[] = [];
/** Wall-clock ms from a move until every tab of its browser has taken it (they share the extension's thread). */
const allTabsMs: number[] = [];
const syncedMs: number[] = [];
/** Moves not yet in a sync copy, per browser: their revision and virtual time. */
const unsynced = new Map<SimBrowser, { rev: Rev; at: number }[]>(browsers.map((b) => [b, []]));
let landed = 0;
let peakBytes = 0;
const counts = { moves: 0, undos: 0, redos: 0, deals: 0, wins: 0, hides: 0 };

for (const b of browsers) {
  sync.join(b.device, b.sync, true);
  // Registered before any tab's: the first to hear of a write.
  b.local.watch((c) => {
    if (c[KEYS.table]?.newValue !== undefined) landed = performance.now();
  });
}

const tabs: SimTab[] = [];
for (let i = 0; i < 3; i++) tabs.push(await laptop.open(1 + i));
for (let i = 0; i < 2; i++) tabs.push(await desktop.open(11 + i));
const browserOf = (t: SimTab) => (laptop.tabs.includes(t) ? laptop : desktop);

/** Plays (or undoes, redoes, deals) in `tab`, timing the save of what changed. */
function act(tab: SimTab, what: () => void): void {
  const before = tab.persistence.rev;
  landed = Number.NaN;
  const t0 = performance.now();
  what();
  const t1 = performance.now();
  if (!isNewer(tab.persistence.rev, before)) return;
  savedMs.push(landed - t0);
  allTabsMs.push(t1 - t0);
  unsynced.get(browserOf(tab))?.push({ rev: tab.persistence.rev, at: clock.now });
}

const synced = browsers.map(() => 0);
/** Moves whose revision a new sync copy holds are synced now. */
function collectSyncWrites(): void {
  browsers.forEach((b, i) => {
    for (const w of b.sync.log.slice(synced[i])) {
      if (w.key !== KEYS.syncGame) continue;
      const rev = (w.value as { rev: Rev }).rev;
      const waiting = unsynced.get(b) ?? [];
      const still = waiting.filter((m) => isNewer(m.rev, rev));
      for (const m of waiting) if (!isNewer(m.rev, rev)) syncedMs.push(w.at - m.at);
      unsynced.set(b, still);
    }
    synced[i] = b.sync.log.length;
    peakBytes = Math.max(peakBytes, b.sync.bytes());
  });
}

// The session: the tab in use changes every 5 minutes (laptop's three in turn; the desktop's two from 30 to 50).
const inUse = (t: number): SimTab => {
  const minute = Math.floor(t / 60_000);
  if (minute >= 30 && minute < 50) return tabs[3 + (Math.floor(minute / 5) % 2)];
  return tabs[Math.floor(minute / 5) % 3];
};
let current = inUse(0);
let winLine: typeof WIN.line = [];
/** Changing computers takes the player a few seconds: time for the last copy to arrive. */
let pauseUntil = 0;
const started = performance.now();

for (let t = 0; t < HOUR; t += TICK) {
  await clock.advance(TICK);
  const tab = inUse(t);
  if (tab !== current) {
    current.persistence.flush();
    counts.hides++;
    if (browserOf(tab) !== browserOf(current)) pauseUntil = t + 10_000;
    current = tab;
  }
  const table = tab.table;
  if (t < pauseUntil) {
    await drain();
    if (t % 2_000 === 0) while (sync.deliver(0)) await drain();
    collectSyncWrites();
    continue;
  }
  const inCycle = t % 120_000;
  if (t % 600_000 === 300_000) {
    act(tab, () => table.deal(WIN.deal, null, 'normal', DEFAULT_RULES));
    winLine = [...WIN.line];
    counts.deals++;
  } else if (winLine.length > 0) {
    if (t % MOVE_EVERY === 0) {
      const m = winLine.shift();
      if (m) act(tab, () => table.play(m));
      counts.moves++;
      if (winLine.length === 0 && table.state.value.won) counts.wins++;
    }
  } else if (inCycle >= 60_000 && inCycle < 62_500) {
    act(tab, () => table.undo()); // an undo storm: 25 undos, 100 ms apart
    counts.undos++;
  } else if (inCycle >= 62_500 && inCycle < 64_000) {
    act(tab, () => table.redo()); // and 15 redos
    counts.redos++;
  } else if (t % 90_000 === 0 && t > 0) {
    const n = random();
    act(tab, () => table.deal(dealFromNumber(n), n, 'normal', DEFAULT_RULES));
    counts.deals++;
  } else if (t % MOVE_EVERY === 0) {
    const moves = legalMoves(table.position.value);
    if (moves.length > 0) act(tab, () => table.play(moves[random() % moves.length]));
    counts.moves++;
  }
  await drain();
  // The sync service delivers within 2 s.
  if (t % 2_000 === 0) while (sync.deliver(0)) await drain();
  collectSyncWrites();
}
current.persistence.flush();
// The last writes go out (the urgent gap), and the network delivers them.
await clock.advance(60_000);
while (sync.deliver(0)) await drain();
collectSyncWrites();
const wallSeconds = (performance.now() - started) / 1000;

const dist = (xs: number[], unit: string, digits = 0) =>
  `median ${quantile(xs, 0.5).toFixed(digits)} ${unit}  p95 ${quantile(xs, 0.95).toFixed(digits)} ${unit}  max ${Math.max(...xs).toFixed(digits)} ${unit}`;

console.log(`bench:sync  node ${process.version}  ${cpus()[0]?.model ?? 'unknown cpu'}  seed ${SEED}`);
console.log(
  `session: 1 h virtual, ${counts.moves} moves, ${counts.undos} undos, ${counts.redos} redos, ${counts.deals} deals (${counts.wins} won), ${counts.hides} page hides; ${wallSeconds.toFixed(1)} s to run`,
);
const all = browsers.flatMap((b) => b.sync.log);
for (const b of browsers) {
  const perKey = new Map<string, number>();
  for (const w of b.sync.log) perKey.set(w.key, (perKey.get(w.key) ?? 0) + 1);
  const keys = [...perKey].map(([k, n]) => `${k} ${n}`).join(', ');
  const ops = b.sync.operations;
  const perMinute = Math.max(...ops.map((at) => ops.filter((x) => x > at - 60_000 && x <= at).length));
  const verdict = ops.length <= 60 ? 'within' : 'OVER';
  console.log(
    `${b.device}: ${ops.length} storage.sync writes in the hour (items written: ${keys}); busiest minute ${perMinute}; ${verdict} the goal of 60/h`,
  );
}
console.log(
  `bytes per item written (key + JSON, as Chrome counts them): ${dist(
    all.map((w) => w.bytes),
    'B',
  )}`,
);
const largest = Math.max(...all.map((w) => w.bytes));
console.log(
  `largest item ${largest} B of ${QUOTA.perItem} (${((100 * largest) / QUOTA.perItem).toFixed(1)}%); peak area ${peakBytes} B of ${QUOTA.bytes} (${((100 * peakBytes) / QUOTA.bytes).toFixed(1)}%)`,
);
const refusals = browsers.flatMap((b) => b.sync.refusals);
console.log(`quota refusals: ${refusals.length === 0 ? 'none' : refusals.join(', ')}`);
console.log(`move → saved in storage.local (wall clock): ${dist(savedMs, 'ms', 2)}  (${savedMs.length} changes)`);
console.log(`move → every tab of its browser up to date (wall clock): ${dist(allTabsMs, 'ms', 2)}`);
console.log(
  `move → in the sync copy (virtual time): ${dist(
    syncedMs.map((ms) => ms / 1000),
    's',
    1,
  )}`,
);
const left = [...unsynced.values()].reduce((n, xs) => n + xs.length, 0);
if (left > 0) console.log(`moves never in a sync copy: ${left}`);
const newest = tabs.reduce((a, t) => (isNewer(t.persistence.rev, a.persistence.rev) ? t : a)).persistence.rev;
const onNewest = tabs.filter((t) => !isNewer(newest, t.persistence.rev)).length;
const offered = tabs.filter((t) => t.persistence.offer.value !== null).length;
console.log(
  `at the end: ${onNewest} of ${tabs.length} tabs on the newest game, ${offered} offered it (their own game under way)`,
);
if (ledger.violations.length > 0)
  console.log(`storage.local violations: ${ledger.violations.length}: ${ledger.violations[0]}`);

// A whole won game's compact copy, as the sync item carries it: the independent implementation's winning
// lines (test/fixtures/shared-deals), Spider-Klondike's two decks beside Klondike's one.
const compactSize = (deal: Deal, n: number, movesText: string) => {
  const record = encodeGame({
    rules: DEFAULT_RULES,
    deal,
    moves: parseOrThrow(movesText, deal.columns.length),
    undone: [],
  });
  return new TextEncoder().encode(JSON.stringify(compactGame(record, n, deal))).length;
};
const parseOrThrow = (text: string, columns: number) => {
  const r = parseMoves(text, columns);
  if (!r.ok) throw new Error(r.message);
  return r.value;
};
for (const draw of [1, 3] as const) {
  const spider = spiderWins(draw).map((w) => ({
    moves: w.moves.split(' ').length,
    bytes: compactSize(dealFromNumber(w.n, SPIDER_KLONDIKE_SHAPE), w.n, w.moves),
  }));
  const longest = spider.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `Spider-Klondike won game's compact copy, draw ${draw}: ${dist(
      spider.map((x) => x.bytes),
      'B',
      0,
    )} (${spider.length} games; the longest, ${longest.moves} moves, ${longest.bytes} B of ${QUOTA.perItem} an item)`,
  );
}

// A whole duel's sync item (its key and JSON, as Chrome counts them): Strong against Casual to the end,
// under the longest revision and ids a record can carry.
const duelItemBytes = (n: number, draw: 1 | 3) => {
  let g = startDuelGame(dealDuel(n, draw));
  const players = [duelPlayer('strong', n), duelPlayer('casual', n + 1)];
  const moves: DuelMove[] = [];
  while (g.end === null) {
    const m = players[g.duel.turn].next(g.duel);
    const r = advance(g, m);
    if (!r.ok) throw new Error(r.message);
    g = r.value;
    moves.push(m);
  }
  const uid = 'u'.repeat(40);
  const read = parseDuelRecord({
    ...freshDuel(n, draw, 'strong', uid, 0, Array(8).fill(uid)),
    moves: formatDuelMoves(moves),
  });
  if (!read.ok) throw new Error(read.message);
  const item = syncDuelOf({ n: MAX_REV, d: `${'d'.repeat(18)}/t12345` }, read.value);
  return { moves: moves.length, bytes: new TextEncoder().encode(KEYS.syncDuel + JSON.stringify(item)).length };
};
for (const draw of [1, 3] as const) {
  const duels = Array.from({ length: 40 }, (_, i) => duelItemBytes(i + 1, draw));
  const longest = duels.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  console.log(
    `Double Solitaire's sync item, a whole duel, draw ${draw}: ${dist(
      duels.map((x) => x.bytes),
      'B',
      0,
    )} (${duels.length} duels; the longest, ${longest.moves} moves, ${longest.bytes} B of ${QUOTA.perItem} an item)`,
  );
}
