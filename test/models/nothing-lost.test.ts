/**
 * Nothing lost, whatever comes in between: fast-check draws sequences of moves, games left and won, reloads,
 * second tabs, records from another device (its statistics at any revision it may or may not claim, its game)
 * and imports of another profile's file, on one browser running the real table model and Persistence
 * (test/support/sim-browser.ts). After every step, every open tab shows the game storage.local holds (every
 * move shown is saved), and the statistics this browser keeps count every game that ended here exactly once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, encodeGame, legalMoves, newGame } from '../../engine';
import { compactGame } from '../../engine/compact';
import { freshTable } from '../../models/saved-table';
import { KEYS } from '../../models/storage/records';
import { parseDeviceStats } from '../../models/storage/device-stats';
import { parseLocalTable } from '../../models/storage/local-table';
import { orNull } from '../../models/storage/read';
import { ceilingAt, MAX_REV } from '../../models/sync/clock';
import { quickWin } from '../support/deals';
import { drain, gameText, Ledger, SimBrowser, type SimTab } from '../support/sim-browser';
import { Clock } from '../support/world';

const QUICK_WIN = quickWin();
const OTHER = 'd-otherdevice';
/** A fixed calendar date (tests never read the real clock). */
const DAY = Date.UTC(2026, 11, 6);

type Kind = 'move' | 'stock' | 'leave' | 'win' | 'reload' | 'secondTab' | 'theirStats' | 'theirGame' | 'import';
const KINDS: Record<Kind, number> = {
  move: 30,
  stock: 12,
  leave: 5,
  win: 1,
  reload: 8,
  secondTab: 6,
  theirStats: 8,
  theirGame: 5,
  import: 5,
};

interface Step {
  readonly kind: Kind;
  readonly n: number;
}

const step: fc.Arbitrary<Step> = fc.record({
  kind: fc.oneof(...Object.entries(KINDS).map(([k, weight]) => ({ arbitrary: fc.constant(k as Kind), weight }))),
  n: fc.nat(1023),
});

/** Another device's statistics at a revision it may claim (below the calendar's ceiling) or not (past it, or the cap). */
function theirStats(n: number, now: number) {
  const claims = [n, ceilingAt(now), ceilingAt(now) + 1, MAX_REV, 2 ** 32 * (1 + (n % 256))];
  const played = 1 + (n % 5);
  const level = { played, won: 0, currentStreak: 0, bestStreak: 0, bestTime: null, bestScore: null, cleanWins: 0 };
  return { device: OTHER, levels: { normal: level }, recent: [], resets: {}, n: claims[n % claims.length] };
}

/** Another device's game under way, as its sync copy (deal `n`, a draw made). */
function theirGame(n: number, rev: number) {
  const deal = dealFromNumber(n);
  const game = newGame(deal, DEFAULT_RULES);
  return {
    rev: { n: rev, d: `${OTHER}/t0` },
    uid: `their-${n}`,
    level: 'normal',
    elapsed: 3,
    ended: false,
    carry: 0,
    g: compactGame({ ...encodeGame(game), moves: 'D' }, n, deal),
  };
}

class Run {
  readonly clock = new Clock();
  readonly browser: SimBrowser;
  focus: SimTab | undefined;

  constructor() {
    this.clock.now = DAY;
    this.browser = new SimBrowser('d-mine00', this.clock, new Ledger(), false);
  }

  async play(s: Step): Promise<void> {
    const b = this.browser;
    const t = this.focus?.table;
    switch (s.kind) {
      case 'move': {
        const moves = t ? legalMoves(t.position.value) : [];
        if (moves.length > 0) t?.play(moves[s.n % moves.length]);
        break;
      }
      case 'stock':
        t?.stock();
        break;
      case 'leave':
        t?.deal(dealFromNumber(s.n), s.n, 'normal', DEFAULT_RULES);
        break;
      case 'win':
        if (!t) break;
        t.deal(QUICK_WIN.deal, null, 'normal', DEFAULT_RULES);
        for (const m of QUICK_WIN.line) t.play(m);
        break;
      case 'reload':
        if (this.focus) await b.close(this.focus);
        this.focus = await b.open(s.n);
        break;
      case 'secondTab':
        if (b.tabs.length < 3) this.focus = await b.open(s.n);
        break;
      case 'theirStats':
        b.sync.apply({ [`${KEYS.syncStats}${OTHER}`]: theirStats(s.n, this.clock.now) });
        break;
      case 'theirGame':
        b.sync.apply({ [KEYS.syncGame]: theirGame(s.n, 1 + s.n * 1000) });
        break;
      case 'import': {
        const p = this.focus?.persistence;
        const table = freshTable(dealFromNumber(s.n), s.n, 'normal', DEFAULT_RULES);
        await p?.imported([theirStats(s.n, this.clock.now) as never], [], { ...table, uid: `imported-${s.n}` });
        break;
      }
    }
    await drain();
    await this.clock.advance(1 + (s.n % 3) * 500);
    await drain();
  }

  /** Every open tab shows the game storage.local holds: every move shown is saved. */
  async shownIsStored(): Promise<void> {
    const stored = orNull(parseLocalTable(await this.browser.local.get(KEYS.table)));
    for (const tab of this.browser.tabs)
      expect(gameText(tab.table.saved()), `tab ${tab.id}`).toBe(stored && gameText(stored.table));
  }

  /** This browser's own statistics count every game that ended here once. */
  async countedOnce(): Promise<void> {
    const own = orNull(parseDeviceStats(await this.browser.local.get(KEYS.stats)));
    const ended = new Set(this.browser.results.map((r) => r.uid));
    const counted = own ? Object.values(own.levels).reduce((n, l) => n + l.played, 0) : 0;
    expect(counted).toBe(ended.size);
  }
}

describe('nothing lost, whatever comes in between', () => {
  it('every move shown is in storage.local, and every game that ended is counted once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const run = new Run();
        run.focus = await run.browser.open(1);
        for (const s of steps) {
          await run.play(s);
          await run.shownIsStored();
          await run.countedOnce();
        }
      }),
      { numRuns: Number(process.env.SIM_RUNS ?? 150) },
    );
  });
});
