import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  type Deal,
  dealFromNumber,
  formatCard,
  KLONDIKE,
  type StatsKey,
  parseCard,
  type Variant,
} from '../../engine';
import { solve } from '../../engine/solver';
import { createTable } from '../../models/game';
import { freshTable, parseSavedTable, type SavedTable } from '../../models/saved-table';
import { orNull } from '../../models/storage/read';
import { craftDeal, quickWin } from '../support/deals';

function table(deal: Deal, autoCollect = true, start?: SavedTable) {
  const results: { level: StatsKey; won: boolean; seconds: number; score: number }[] = [];
  const saves: SavedTable[] = [];
  const model = createTable(start ?? freshTable(deal, null, 'normal', DEFAULT_RULES), {
    variant: KLONDIKE,
    autoCollect: () => autoCollect,
    onResult: ({ level, won, seconds, score }) => results.push({ level, won, seconds, score }),
    newUid: () => 'test',
    onSave: (s) => saves.push(s),
  });
  return { model, results, saves };
}

const top = (deal: Deal, col: number) => deal.columns[col].length - 1;

describe('the table', () => {
  // Column 1: the ace of hearts; column 2: the 2 of hearts; column 3: the 3 of hearts; column 4: the 4 of spades.
  const hearts = craftDeal([['AH'], ['2H'], ['3H'], ['4S']]);

  it('undo takes back a move together with the automatic moves that followed it; redo plays them again', () => {
    const { model } = table(hearts);
    model.play({ type: 'tableau-foundation', from: 0 });
    model.undo();
    expect(model.game.value.moves).toHaveLength(0);
    expect(model.position.value.foundations).toEqual([0, 0, 0, 0]);
    model.redo();
    expect(model.position.value.foundations).toEqual([0, 0, 2, 0]);
  });

  it('asks its variant for the rules it applies: one that never collects and scores 10 a card home is played so', () => {
    const variant: Variant = {
      ...KLONDIKE,
      safeCollectMove: () => null,
      score: (_rules, tally) => 10 * tally.foundation,
    };
    const model = createTable(freshTable(hearts, null, 'normal', DEFAULT_RULES), {
      variant,
      autoCollect: () => true,
      onResult: () => {},
      onSave: () => {},
    });
    expect(model.variant).toBe(variant);
    model.play({ type: 'tableau-foundation', from: 0 });
    // Klondike's auto-collect would send the 2 and 3 of hearts after the ace; this variant's does not.
    expect(model.position.value.foundations).toEqual([0, 0, 1, 0]);
    expect(model.score.value).toBe(10);
    expect(model.change.value?.kind).toBe('play');
  });

  it('an illegal drop changes nothing', () => {
    const { model } = table(hearts);
    const before = model.game.value;
    expect(model.drop({ pile: 'column', col: 3, index: top(hearts, 3) }, { pile: 'column', col: 1 })).toBe(false);
    expect(model.game.value).toBe(before);
  });

  it('the stock draws, and recycles once empty', () => {
    const { model } = table(dealFromNumber(5), false);
    for (let i = 0; i < 24; i++) model.stock();
    expect(model.position.value.stock).toHaveLength(0);
    model.stock();
    expect(model.position.value.stock).toHaveLength(24);
    expect(model.position.value.recycles).toBe(1);
  });

  it('counts a won game once, and an abandoned game (a move made) as a loss', () => {
    const deal = dealFromNumber(7);
    const { model, results } = table(deal, false);
    const line = solve(model.position.value, { maxNodes: 2_000_000 });
    expect(line.verdict).toBe('solved');
    for (const m of line.line) expect(model.play(m)).toBe(true);
    expect(model.state.value.won).toBe(true);
    expect(results).toEqual([{ level: 'normal', won: true, seconds: 0, score: expect.any(Number) }]);
    model.undo();
    model.redo();
    expect(results).toHaveLength(1);
    model.deal(dealFromNumber(8), 8, 'normal', DEFAULT_RULES);
    expect(results).toHaveLength(1); // a won game is not lost by dealing again
    model.stock();
    model.deal(dealFromNumber(9), 9, 'hard', { ...DEFAULT_RULES, draw: 3 });
    expect(results[1]).toMatchObject({ level: 'normal', won: false });
    model.deal(dealFromNumber(10), 10, 'hard', { ...DEFAULT_RULES, draw: 3 });
    expect(results).toHaveLength(2); // no move made: not counted
  });

  it('a win taken back by undo still stands: nothing is at stake, so a new game neither warns nor counts a loss', () => {
    const { deal, line } = quickWin();
    const { model, results } = table(deal, false);
    for (const m of line) model.play(m);
    expect(results).toEqual([expect.objectContaining({ won: true })]);
    model.undo();
    expect(model.state.value.won).toBe(false);
    // The New game dialog warns "will count as a loss" exactly when this is true.
    expect(model.inProgress.value).toBe(false);
    model.deal(dealFromNumber(8), 8, 'normal', DEFAULT_RULES);
    expect(results).toHaveLength(1);
  });

  it('a card the player takes back from its foundation stays where it was put, auto-collect on', () => {
    // Column 1: the ace of spades, which goes home at once; column 2: the 2 of diamonds.
    const { model } = table(craftDeal([['AS'], ['2D']]), true);
    model.play({ type: 'tableau-foundation', from: 0 });
    expect(model.position.value.foundations).toEqual([0, 0, 0, 1]);
    expect(model.drop({ pile: 'foundation', suit: 3 }, { pile: 'column', col: 1 })).toBe(true);
    expect(model.position.value.foundations).toEqual([0, 0, 0, 0]);
    expect(model.position.value.columns[1].up.map(formatCard)).toEqual(['2D', 'AS']);
    expect(model.game.value.moves).toHaveLength(2);
  });

  it('the timer counts only while a game is under way', () => {
    const { model } = table(dealFromNumber(5));
    model.tick();
    expect(model.elapsed.value).toBe(0);
    model.stock();
    model.tick();
    model.tick();
    expect(model.elapsed.value).toBe(2);
  });

  it('saves after every move, and a saved table resumes exactly, undo history included', () => {
    const { model, saves } = table(dealFromNumber(5));
    model.stock();
    model.stock();
    model.undo();
    const last = saves[saves.length - 1];
    const resumed = table(
      dealFromNumber(5),
      true,
      orNull(parseSavedTable(JSON.parse(JSON.stringify(last)))) ?? undefined,
    ).model;
    expect(resumed.game.value).toEqual(model.game.value);
    expect(resumed.position.value).toEqual(model.position.value);
    resumed.redo();
    expect(resumed.game.value.moves).toHaveLength(2);
  });

  it('a corrupt or tampered save is refused, saying why', () => {
    const good = freshTable(dealFromNumber(5), 5, 'normal', DEFAULT_RULES);
    expect(parseSavedTable(good)).toEqual({ ok: true, value: { ...good, hints: 0, undos: 0 } });
    const why = (bad: unknown) => {
      const r = parseSavedTable(bad);
      return r.ok ? 'read' : r.message;
    };
    expect(why(null)).toBe('not an object');
    expect(why('x')).toBe('not an object');
    expect(why({ ...good, v: 2 })).toBe('v: not 1');
    expect(why({ ...good, game: { ...good.game, moves: 'R' } })).toMatch(/^game: 1: R: /);
    expect(why({ ...good, game: { ...good.game, deal: good.game.deal.replace('|', '') } })).toMatch(/^game: /);
    expect(why({ ...good, game: { ...good.game, rules: { draw: 2 } } })).toMatch(/^game: /);
    // Harmless damage to side fields falls back field by field.
    expect(orNull(parseSavedTable({ ...good, level: 'expert', elapsed: -5, auto: 'xyz' }))).toMatchObject({
      level: 'normal',
      elapsed: 0,
      auto: '',
    });
  });

  it('never shows a card the deal keeps face down (the model only knows positions; cards are from the engine)', () => {
    const { model } = table(hearts);
    expect(model.position.value.columns[1].down.map(formatCard)).toEqual([formatCard(hearts.columns[1][0])]);
    expect(parseCard('AH')).toBe(hearts.columns[0][0]);
  });
});

describe('rewinding', () => {
  it('takes back several moves as one step, and undoing the rewind puts them back', () => {
    const { model } = table(dealFromNumber(5), false);
    for (let i = 0; i < 5; i++) model.stock();
    const before = model.game.value;
    model.rewind(3);
    expect(model.game.value.moves).toHaveLength(2);
    expect(model.canUnrewind.value).toBe(true);
    model.unrewind();
    expect(model.game.value.moves).toEqual(before.moves);
    expect(model.canUnrewind.value).toBe(false);
  });

  it('cannot be undone once a new move was played', () => {
    const { model } = table(dealFromNumber(5), false);
    for (let i = 0; i < 5; i++) model.stock();
    model.rewind(3);
    model.stock();
    expect(model.canUnrewind.value).toBe(false);
  });
});
