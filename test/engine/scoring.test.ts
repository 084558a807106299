import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  EMPTY_TALLY,
  newGame,
  parseMove,
  parseMoves,
  type Position,
  play,
  replay,
  type Rules,
  type ScoringSystem,
  score,
  step,
  type Tally,
  tallyMove,
  undo,
  vegasTotal,
} from '../../engine';
import { references } from '../support/fixtures';
import { position } from '../support/build';

/** The score after each move of a script, played from a crafted position at `seconds` of play. */
function scores(start: Position, moves: string, seconds = 0): number[] {
  let p = start;
  let t: Tally = EMPTY_TALLY;
  const out: number[] = [];
  for (const token of moves.split(' ')) {
    const m = parseMove(token);
    if (!m.ok) throw new Error(m.message);
    const s = step(p, m.value);
    if (!s.ok) throw new Error(`${token}: ${s.message}`);
    t = tallyMove(p.rules, t, m.value, s.value.flipped !== -1);
    p = s.value.position;
    out.push(score(p.rules, t, false, seconds));
  }
  return out;
}

// Turn up the AD (over a face-down 7D) to its foundation, 8H onto 9S turning up
// the 5C, AS from the waste to its foundation, 7C from the waste onto the 8H, 2D
// from the waste to its foundation, the 2D back onto the 3S, draw the 9H,
// recycle, and the 2D home again.
const SCRIPT = '3>F 2>1 D W>F D W>1 D W>F FD>4 D R 4>F';
const start = (scoring: ScoringSystem, extra: Partial<Rules> = {}) =>
  position({
    rules: { scoring, ...extra },
    columns: ['.. 9S', '5c 8H', '7d AD', '.. 3S', '..', '..', '..'],
    stock: 'AS 7C 2D 9H',
  });

describe('scoring, move by move (hand-computed)', () => {
  it.each<[ScoringSystem, number[]]>([
    // +10 to a foundation, +5 a card turned up, +5 waste to column, -15 back from a foundation, -100 a draw-1 recycle, never below 0
    ['standard', [15, 20, 20, 30, 30, 35, 35, 45, 30, 30, 0, 10]],
    // +10 to a foundation (+3 from the waste), +5 turned up, +5 waste to column, -10 back (ours), -20 a pass after the first
    ['traditional', [15, 20, 20, 33, 33, 38, 38, 51, 41, 41, 21, 31]],
    // -52 a deal, +5 a card on the foundations
    ['vegas', [-47, -47, -47, -42, -42, -42, -42, -37, -42, -42, -42, -37]],
    // +10 to a foundation, -10 back
    ['timed', [10, 10, 10, 20, 20, 20, 20, 30, 20, 20, 20, 30]],
    // 15 a foundation card, 5 a card turned up, 5 a stock card played
    ['points', [20, 25, 25, 45, 45, 50, 50, 70, 55, 55, 55, 70]],
    ['none', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]],
  ])('%s', (system, expected) => {
    expect(scores(start(system), SCRIPT)).toEqual(expected);
  });

  it('standard, draw 3: recycles are free up to the third, then cost 20 each', () => {
    const p = position({
      rules: { draw: 3 },
      columns: ['.. AD', '.. AH', '.. AS', '..', '..', '..', '..'],
      stock: '5H 6H AC',
    });
    // three aces turned home with a card turned up each (45), the AC from the waste (55), then five recycles
    expect(scores(p, '1>F 2>F 3>F D W>F R D R D R D R D R')).toEqual([
      15, 30, 45, 45, 55, 55, 55, 55, 55, 55, 55, 35, 35, 15,
    ]);
  });
});

describe('scoring with time', () => {
  const tally = (running: number, foundation = 0): Tally => ({ ...EMPTY_TALLY, running, foundation });
  const rules = (scoring: ScoringSystem, extra: Partial<Rules> = {}): Rules => ({
    ...DEFAULT_RULES,
    scoring,
    ...extra,
  });

  it('standard timed: -2 per 10 s, never below 0, and 700000 / seconds on a win after more than 30 s', () => {
    const r = rules('standard', { standardTimed: true });
    expect(score(r, tally(45), false, 95)).toBe(27);
    expect(score(r, tally(10), false, 95)).toBe(0);
    expect(score(r, tally(500), true, 100)).toBe(480 + 7000);
    expect(score(r, tally(500), true, 30)).toBe(494);
    expect(score(rules('standard'), tally(45), false, 95)).toBe(45);
  });

  it('timed: -30 per full 30 s, never below 0, and 600000 / seconds on a win', () => {
    const r = rules('timed');
    expect(score(r, tally(30), false, 29)).toBe(30);
    expect(score(r, tally(100), false, 61)).toBe(40);
    expect(score(r, tally(30), false, 95)).toBe(0);
    expect(score(r, tally(520), true, 200)).toBe(340 + 3000);
  });

  it('time never changes vegas, traditional or points', () => {
    for (const s of ['vegas', 'traditional', 'points'] as const) {
      expect(score(rules(s), tally(40, 3), false, 10)).toBe(score(rules(s), tally(40, 3), false, 5000));
    }
  });
});

describe('scoring whole games', () => {
  const ref = references(1)[0];
  const moves = parseMoves(ref.solution);
  if (!moves.ok) throw new Error(moves.message);
  const won = (scoring: ScoringSystem) => {
    const s = replay({ rules: { ...DEFAULT_RULES, scoring }, deal: ref.deal, moves: moves.value, undone: [] });
    if (!s.ok) throw new Error(s.message);
    expect(s.value.won).toBe(true);
    return score(s.value.position.rules, s.value.tally, true, 300);
  };

  it('points: a won game scores the full 2000', () => expect(won('points')).toBe(2000));
  it('vegas: a won game nets 208 (-52 + 52 × 5)', () => expect(won('vegas')).toBe(208));
  it('vegas cumulative adds the deal to the running total', () => expect(vegasTotal(-104, 208)).toBe(104));

  it('an undo takes its points back', () => {
    const rules: Rules = { ...DEFAULT_RULES, scoring: 'timed' };
    let game = newGame(ref.deal, rules);
    let state = replay(game);
    for (const m of moves.value.slice(0, 40)) {
      if (!state.ok) throw new Error(state.message);
      const next = play(game, state.value, m);
      if (!next.ok) throw new Error(next.message);
      game = next.value.game;
      state = replay(game);
    }
    const before = replay({ ...game, moves: game.moves.slice(0, -1) });
    expect(replay(undo(game))).toEqual(before);
  });
});
