import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHOSEN_LEVELS,
  DAILY_NODES,
  DEFAULT_RULES,
  dailySeed,
  dealFromNumber,
  initialPosition,
  type StatsKey,
  rulesForLevel,
  KLONDIKE,
  levelIn,
  type Rules,
} from '../../engine';
import { parseDealRequest, sharedGame } from '../../engine/links/share';
import { GAME_NAMES, SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { nextWinnableDeal, solve, verifyDeal } from '../../engine/solver';
import { createTable } from '../../models/game';
import { freshTable } from '../../models/saved-table';
import { createNewGame, type NewGameDeps } from '../../models/new-game';
import { DealPool, EASY_NODES, POOL_SIZE } from '../../models/deals';
import { MemoryKV } from '../../models/storage/kv';
import { createSettings, DEFAULT_SETTINGS, parseSettings, type SettingsData } from '../../models/settings';
import { realSolver } from '../support/solver';

const solver = realSolver();

/** A table on deal 5, the settings, and the new-game model over them; results counted as they come. */
function world(settingsData: Partial<SettingsData> = {}, deps: Partial<NewGameDeps> = {}) {
  const results: { level: StatsKey; won: boolean }[] = [];
  const table = createTable(freshTable(dealFromNumber(5), 5, 'normal', DEFAULT_RULES), {
    variant: KLONDIKE,
    autoCollect: () => false,
    onResult: ({ level, won }) => results.push({ level, won }),
    onSave: () => {},
  });
  const settings = createSettings({ ...DEFAULT_SETTINGS, ...settingsData });
  let next = 100;
  const games = createNewGame({
    table,
    settings,
    solver: solver(),
    pool: () => null,
    local: () => null,
    randomDealNumber: () => next++,
    notice: () => {},
    ...deps,
  });
  return { table, games, results, settings };
}

describe('leaving a game under way', () => {
  it('waits for the player’s word, then counts it lost; kept, nothing is counted', () => {
    const { table, games, results } = world();
    table.stock();
    games.random(false);
    expect(games.pending.value?.asked).toEqual({ way: 'random' });
    expect(table.dealNumber.value).toBe(5);
    games.cancel();
    expect(games.pending.value).toBeNull();
    expect(results).toEqual([]);
    games.random(false);
    games.confirm();
    expect(table.dealNumber.value).toBe(100);
    expect(results).toEqual([{ level: 'normal', won: false }]);
  });

  it('asks nothing when no move was made, or when the player was told already (the New game dialog)', () => {
    const { table, games, results } = world();
    games.random(false);
    expect(table.dealNumber.value).toBe(100);
    table.stock();
    games.restart(true);
    expect(games.pending.value).toBeNull();
    expect(results).toEqual([{ level: 'normal', won: false }]);
  });

  it('drops the question when the game it was about is replaced (taken from another tab or browser)', () => {
    const { table, games, results } = world();
    table.stock();
    games.random(false);
    table.load({ ...freshTable(dealFromNumber(6), 6, 'normal', DEFAULT_RULES), uid: 'from-another-browser' });
    expect(games.pending.value).toBeNull();
    expect(results).toEqual([]);
  });
});

describe('the ways to a new game', () => {
  it('restart deals the same deal, number, rules and level from the start', () => {
    const { table, games } = world();
    table.deal(dealFromNumber(9), 9, 'hard', rulesForLevel('hard', DEFAULT_RULES));
    table.stock();
    games.restart(true);
    expect(table.game.value.moves).toEqual([]);
    expect(table.dealNumber.value).toBe(9);
    expect(table.level.value).toBe('hard');
    expect(table.game.value.rules).toEqual(rulesForLevel('hard', DEFAULT_RULES));
  });

  it('a link to the deal on the table changes nothing; asked for by hand, the deal is dealt again', () => {
    const { table, games } = world();
    table.stock();
    games.shared({ deal: dealFromNumber(5), dealNumber: 5, rules: DEFAULT_RULES }, false);
    expect(games.pending.value).toBeNull();
    expect(table.game.value.moves).toHaveLength(1);
    games.shared({ deal: dealFromNumber(5), dealNumber: 5, rules: DEFAULT_RULES }, true);
    expect(table.game.value.moves).toHaveLength(0);
  });

  it('a shared deal plays under its rules at the level they match; one picked by number on Easy counts as Normal', () => {
    const { table, games } = world({ level: 'easy' });
    games.shared({ deal: dealFromNumber(7), dealNumber: 7, rules: rulesForLevel('vegas', DEFAULT_RULES) }, true);
    expect(table.level.value).toBe('vegas');
    games.shared({ deal: dealFromNumber(8), dealNumber: 8, rules: null }, true);
    expect(table.level.value).toBe('normal');
    expect(table.game.value.rules).toEqual(rulesForLevel('easy', DEFAULT_RULES));
  });

  it('a deal the engine finds after the table changed asks first, and only one search runs at a time', async () => {
    const { table, games, results } = world({ level: 'easy' });
    games.random(false); // no verified deal ready: the engine looks for one
    expect(games.finding.value).toBe(true);
    games.random(false); // a second click while it looks changes nothing
    table.stock(); // meanwhile, the player starts the game on the table
    await waitUntil(() => !games.finding.value);
    expect(games.pending.value?.asked).toEqual({ way: 'random' });
    expect(table.dealNumber.value).toBe(5);
    games.confirm();
    const n = table.dealNumber.value as number;
    expect(n).not.toBe(5);
    expect(verifyDeal(n, rulesForLevel('easy', DEFAULT_RULES), { maxNodes: 200_000 })).toBe('yes');
    expect(results).toEqual([{ level: 'normal', won: false }]);
  });
});

describe('an answer the engine gives late', () => {
  it('is dropped when another game was dealt meanwhile: the newer deal stays, at its own level', async () => {
    const { table, games, settings } = world({ level: 'easy' });
    games.random(false); // no verified deal ready: the engine looks for an Easy one
    settings.update({ level: 'normal' });
    games.random(false); // meanwhile, a Normal deal, dealt at once
    const dealt = table.dealNumber.value;
    await waitUntil(() => !games.finding.value);
    expect(games.pending.value).toBeNull();
    expect([table.dealNumber.value, table.level.value]).toEqual([dealt, 'normal']);
  });
});

describe('the deals the engine vouches for', () => {
  it('Easy deals each new game from the pool of deals the engine proved winnable', async () => {
    const pool = new DealPool(new MemoryKV(), solver(), rulesForLevel('easy', DEFAULT_RULES), () => 5000);
    await pool.start();
    await waitUntil(() => pool.ready.value === POOL_SIZE);
    const { table, games } = world({ level: 'easy' }, { pool: () => pool });
    const dealt: number[] = [];
    for (let i = 0; i < 3; i++) {
      games.random(true);
      dealt.push(table.dealNumber.value as number);
    }
    expect(new Set(dealt).size).toBe(3);
    for (const n of dealt) {
      expect(n).toBeGreaterThanOrEqual(5000);
      expect(verifyDeal(n, rulesForLevel('easy', DEFAULT_RULES), { maxNodes: EASY_NODES })).toBe('yes');
    }
    expect(table.level.value).toBe('easy');
  });

  it('a day’s daily deal is the deal the engine finds for its date, under the daily rules', async () => {
    const { table, games } = world({}, { local: () => new MemoryKV() });
    games.daily(true, '2026-11-01');
    await waitUntil(() => table.dealNumber.value !== 5);
    const daily = rulesForLevel('daily', DEFAULT_RULES);
    expect(table.dealNumber.value).toBe(nextWinnableDeal(dailySeed('2026-11-01'), daily, DAILY_NODES, 50));
    expect(table.level.value).toBe('daily');
    expect(table.game.value.rules).toEqual(daily);
    expect(verifyDeal(table.dealNumber.value as number, daily, { maxNodes: DAILY_NODES })).toBe('yes');
  });
});

describe('New game deals the game the player chose', () => {
  it('Spider-Klondike: deal number n of its own numbering, ten columns', () => {
    const { table, games } = world({ game: 'spider-klondike', level: 'hard' });
    games.random(true);
    expect(table.game.value.deal).toEqual(dealFromNumber(100, SPIDER_KLONDIKE_SHAPE));
    expect(table.position.value.columns).toHaveLength(10);
    expect(table.level.value).toBe('hard');
    expect(table.game.value.rules.draw).toBe(3);
  });

  it('Spider-Klondike has no Easy level: asked for at Easy, it deals at Normal, under the same rules', () => {
    const { table, games } = world({ game: 'spider-klondike', level: 'easy' });
    games.random(true);
    expect(table.level.value).toBe('normal');
    expect(table.game.value.rules).toEqual(rulesForLevel('easy', DEFAULT_RULES));
  });

  it('a Spider-Klondike game left after a move counts under Spider-Klondike’s level, not Klondike’s', () => {
    const { table, games, results } = world({ game: 'spider-klondike' });
    games.random(true);
    table.stock();
    games.random(true);
    expect(results).toEqual([{ level: 'spider-klondike/normal', won: false }]);
  });

  it('the choice is a setting like the others: kept, and a damaged one falls back to Klondike on its own', () => {
    expect(parseSettings({ ...DEFAULT_SETTINGS, game: 'spider-klondike' }).game).toBe('spider-klondike');
    const dropped: string[] = [];
    expect(parseSettings({ ...DEFAULT_SETTINGS, game: 'spider', sound: true }, dropped)).toMatchObject({
      game: 'klondike',
      sound: true,
    });
    expect(dropped).toEqual(['game']);
  });
});

describe('the level chosen at New game', () => {
  const rulesArb: fc.Arbitrary<Rules> = fc.record({
    draw: fc.constantFrom(1 as const, 3 as const),
    passes: fc.constantFrom('unlimited' as const, 1, 2, 3),
    foundationToTableau: fc.boolean(),
    thoughtful: fc.boolean(),
    scoring: fc.constantFrom('standard' as const, 'traditional' as const, 'vegas' as const, 'none' as const),
    standardTimed: fc.boolean(),
    vegasCumulative: fc.boolean(),
  });
  // Klondike's Easy waits for the engine's verified deals: its own tests are above.
  const choices = fc
    .record({ game: fc.constantFrom(...GAME_NAMES), level: fc.constantFrom(...CHOSEN_LEVELS) })
    .filter(({ game, level }) => !(game === 'klondike' && level === 'easy'));

  it('deals under the chosen level’s rules (Custom: Settings’ custom rules), and so do the games after', () => {
    fc.assert(
      fc.property(choices, rulesArb, fc.boolean(), ({ game, level }, custom, vegasCumulative) => {
        const { table, games, settings } = world({ custom, vegasCumulative });
        // New game's choice is a setting, as Settings makes it.
        settings.update({ game, level });
        const dealt = levelIn(game, level);
        for (let i = 0; i < 2; i++) {
          games.random(true);
          expect(table.level.value).toBe(dealt);
          expect(table.game.value.rules).toEqual(rulesForLevel(dealt, custom, vegasCumulative));
        }
        expect(table.game.value.rules).toEqual(
          level === 'custom' ? custom : rulesForLevel(dealt, DEFAULT_RULES, vegasCumulative),
        );
        // Kept as chosen (Spider-Klondike's Easy too, for Klondike's next game), in the copy storage keeps.
        expect(parseSettings(JSON.parse(JSON.stringify(settings.data.value))).level).toBe(level);
      }),
      { numRuns: 60 },
    );
  });

  it('a race and a deal asked for by number are dealt at it too', () => {
    const custom = { ...DEFAULT_RULES, draw: 3 as const, passes: 1, scoring: 'vegas' as const };
    const { table, games, settings } = world({ custom });
    settings.update({ level: 'custom' });
    games.race('steady', true);
    expect([table.level.value, table.game.value.rules, table.race.value?.kind]).toEqual(['custom', custom, 'computer']);
    games.shared({ deal: dealFromNumber(42), dealNumber: 42, rules: null }, true);
    expect([table.level.value, table.game.value.rules, table.dealNumber.value]).toEqual(['custom', custom, 42]);
  });
});

describe('Spider-Klondike’s score', () => {
  it('Vegas buys both decks: −104 for the deal, +5 a card home', () => {
    const { table, games } = world({ game: 'spider-klondike', level: 'vegas' });
    games.random(true);
    expect(table.score.value).toBe(-104);
    const k = world({ level: 'vegas' });
    k.games.random(true);
    expect(k.table.score.value).toBe(-52);
  });
});

async function waitUntil(f: () => boolean) {
  for (let i = 0; i < 4000 && !f(); i++) await new Promise((r) => setTimeout(r, 5));
}

describe('a game link', () => {
  const line = (() => {
    const r = solve(initialPosition(dealFromNumber(13), DEFAULT_RULES), { maxNodes: 5_000_000 });
    if (r.verdict !== 'solved') throw new Error('deal 13 is won by the solver');
    return [...r.line];
  })();
  const linked = (moves: typeof line) => {
    const r = parseDealRequest(
      sharedGame({ deal: dealFromNumber(13), rules: DEFAULT_RULES, moves, undone: [] }, 13, '0'.repeat(moves.length))
        .link,
    );
    if (!r.ok) throw new Error(r.message);
    return r.value;
  };

  it('opens the position its moves reach, and the game counts in no statistics, won there or here', () => {
    const { table, games, results } = world();
    games.shared(linked(line), true);
    expect(table.game.value.moves).toEqual(line);
    expect(table.state.value.won).toBe(true);
    games.shared(linked(line.slice(0, -1)), true);
    expect(table.state.value.won).toBe(false);
    table.play(line[line.length - 1]);
    expect(table.state.value.won).toBe(true);
    games.random(false); // nothing to ask: the shared game is not one under way
    expect(games.pending.value).toBeNull();
    expect(results).toEqual([]);
  });
});
