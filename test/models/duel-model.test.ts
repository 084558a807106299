import { describe, expect, it } from 'vitest';
import { cardAt, type Move, step } from '../../engine';
import { type DuelMove, sidePosition } from '../../engine/duel/duel';
import { formatDuelMoves, parseDuelMoves } from '../../engine/duel/codec';
import { duelPlayer } from '../../engine/duel/players';
import { createDuel, type DuelModel } from '../../models/duel-model';
import { type DuelRecord, freshDuel, parseDuelRecord, type ReadDuel } from '../../models/duel-record';
import type { GameResult } from '../../models/table-model';

/** A scheduler the test runs by hand: nothing happens until it is told to run what is due. */
function manualClock() {
  let queue: { fn: () => void; at: number; live: boolean }[] = [];
  let now = 0;
  return {
    schedule(fn: () => void, ms: number) {
      const job = { fn, at: now + ms, live: true };
      queue.push(job);
      return () => {
        job.live = false;
      };
    },
    /** Runs jobs while `going` holds, and there are any (never for ever: a test that waits in vain fails). */
    runWhile(going: () => boolean) {
      for (let i = 0; going(); i++) if (i > 100_000 || !this.next()) throw new Error('nothing more to run');
    },
    /** Runs the next job due (advancing the clock to it); false when none is left. */
    next(): boolean {
      queue = queue.filter((j) => j.live).sort((a, b) => a.at - b.at);
      const job = queue.shift();
      if (!job) return false;
      now = job.at;
      job.live = false;
      job.fn();
      return true;
    },
    get now() {
      return now;
    },
  };
}

const read = (r: DuelRecord): ReadDuel => {
  const x = parseDuelRecord(r);
  if (!x.ok) throw new Error(x.message);
  return x.value;
};

/** A duel model on a hand-run clock, with what it saved and counted. */
function table(start: DuelRecord, pace = 500) {
  const clock = manualClock();
  const saved: DuelRecord[] = [];
  const results: GameResult[] = [];
  const duel = createDuel(read(start), {
    onSave: (r) => saved.push(r),
    onResult: (r) => results.push(r),
    schedule: clock.schedule,
    pace: () => pace,
    active: () => true,
    newUid: () => 'u2',
  });
  /** Runs the computer until it is the player's turn again (or the game is over). */
  const computerTurn = () => {
    while (duel.game.value.duel.turn === 1 && !duel.game.value.end && clock.next());
  };
  return { duel, clock, saved, results, computerTurn };
}

/** The player's turn played by the casual player, through the model's own actions. */
function playMyTurn(duel: DuelModel, seed: number) {
  const player = duelPlayer('casual', seed);
  const from = duel.game.value.turnFrom;
  while (duel.game.value.duel.turn === 0 && !duel.game.value.end && duel.game.value.turnFrom === from) {
    const m = player.next(duel.game.value.duel);
    if (m.type === 'end-turn') duel.endTurn();
    else expect(duel.play(m), `the player's ${m.type}`).toBe(true);
  }
}

/** Duel 16: side 1, the computer, starts (its column 1 shows the lower card), with a turn of ten moves. */
const COMPUTER_FIRST = 16;

describe('Double Solitaire at the table', () => {
  it('has the computer plan its whole turn, save the plan, then show one move a pace', () => {
    const { duel, clock, saved } = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1'));
    expect(duel.game.value.duel.turn).toBe(1);
    // Planning runs a move a task (the page never stalls); nothing is on the table until the plan is saved.
    clock.runWhile(() => duel.thinking.value || saved.length === 0);
    const plan = saved[0].plan;
    expect(plan.length).toBeGreaterThan(0);
    expect(duel.game.value.moves).toBe(0);
    const planned = parseDuelMoves(plan);
    if (!planned.ok) throw new Error(planned.message);
    // Each planned move half a second after the one before, in order.
    const shown: string[] = [];
    let at = clock.now;
    while (duel.game.value.duel.turn === 1 && clock.next()) {
      expect(clock.now - at).toBe(500);
      at = clock.now;
      shown.push(saved[saved.length - 1].moves.split(' ').pop() ?? '');
      expect(duel.said.value).toMatch(/^The computer(: (Draw|Turn|Play|Move|Take) .+\.| ends its turn\.)/);
    }
    expect(shown.join(' ')).toBe(plan);
    expect(duel.game.value.duel.turn).toBe(0);
  });

  it('lights each card the computer moves where it lands, its board’s or a shared foundation, until the player moves', () => {
    const { duel, clock } = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1'));
    clock.runWhile(() => duel.thinking.value || duel.record.value.plan === '');
    const planned = parseDuelMoves(duel.record.value.plan);
    if (!planned.ok) throw new Error(planned.message);
    const lit: string[] = [];
    for (const m of planned.value) {
      const before = sidePosition(duel.game.value.duel, 1);
      const was = duel.itsLast.value;
      expect(clock.next()).toBe(true);
      const after = sidePosition(duel.game.value.duel, 1);
      if (m.type === 'end-turn') {
        expect(duel.itsLast.value).toBe(was);
        continue;
      }
      // The card the move took (a run's bottom card), or the one a draw turned up.
      const s = step(before, m);
      if (!s.ok) throw new Error(s.message);
      const card = m.type === 'draw' ? after.waste[after.waste.length - 1] : s.value.cards[0];
      const last = duel.itsLast.value;
      expect(last?.at).toBe(duel.game.value.moves);
      expect(last && cardAt(after, last.place)).toBe(card);
      lit.push(last?.place.pile ?? 'none');
    }
    // Duel 16's first turn draws, builds on its columns and sends a card home.
    expect(new Set(lit)).toEqual(new Set(['waste', 'column', 'foundation']));
    expect(duel.game.value.duel.turn).toBe(0);
    playMyTurn(duel, 1);
    expect(duel.itsLast.value).toBeNull();
  });

  it('resumes a turn saved half shown exactly: the rest of the saved plan, then the same game', () => {
    const whole = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1'));
    whole.computerTurn();
    // The same duel, left after its third move shown, and opened again in another tab.
    const first = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1'));
    first.clock.runWhile(() => first.duel.game.value.moves < 3);
    const left = first.saved[first.saved.length - 1];
    expect(left.plan).not.toBe('');
    const again = table(left);
    again.computerTurn();
    expect(again.duel.record.value.moves).toBe(whole.duel.record.value.moves);
    expect(again.duel.game.value.duel).toEqual(whole.duel.game.value.duel);
  });

  it('makes the same plan again when a tab closed before saving it', () => {
    const a = table(freshDuel(COMPUTER_FIRST, 3, 'strong', 'u1'));
    a.computerTurn();
    const b = table(freshDuel(COMPUTER_FIRST, 3, 'strong', 'u1'));
    b.computerTurn();
    expect(b.duel.record.value.moves).toBe(a.duel.record.value.moves);
  });

  it('shows the rest of the computer’s turn at once when skipped, and at once under reduced motion', () => {
    const { duel, clock } = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1'));
    clock.runWhile(() => duel.thinking.value || duel.record.value.plan === '');
    const at = clock.now;
    duel.skip();
    while (duel.game.value.duel.turn === 1 && clock.next());
    expect(clock.now).toBe(at);
    const reduced = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1'), 0);
    reduced.computerTurn();
    expect(reduced.clock.now).toBe(0);
  });

  it('takes the player’s moves only on their turn, and undoes them within it, no further', () => {
    const { duel, computerTurn } = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1'));
    expect(duel.stock()).toBe(false);
    computerTurn();
    const turnStart = duel.game.value.moves;
    expect(duel.canUndo.value).toBe(false);
    const p = sidePosition(duel.game.value.duel, 0);
    // A move the rules refuse changes nothing.
    expect(duel.play({ type: 'tableau-tableau', from: 0, to: 0 })).toBe(false);
    expect(duel.game.value.moves).toBe(turnStart);
    // A move that keeps the turn (here the casual player's first) can be undone, back to the turn's start.
    const m = duelPlayer('casual', 3).next(duel.game.value.duel);
    expect(m.type === 'end-turn' || m.type === 'draw').toBe(false);
    expect(duel.play(m as Move)).toBe(true);
    expect(duel.game.value.duel.turn).toBe(0);
    expect(duel.canUndo.value).toBe(true);
    duel.undo();
    expect(sidePosition(duel.game.value.duel, 0)).toEqual(p);
    expect(duel.said.value).toMatch(/^Undone: (Play|Move|Take) the .+\.$/);
    expect(duel.canUndo.value).toBe(false);
    duel.undo();
    expect(duel.game.value.moves).toBe(turnStart);
  });

  it('plays a whole game to its end, counting it once under its strength', () => {
    const { duel, results, computerTurn } = table(freshDuel(11, 3, 'strong', 'u1'), 0);
    for (let turn = 0; !duel.game.value.end && turn < 2000; turn++) {
      computerTurn();
      playMyTurn(duel, turn + 1);
    }
    const end = duel.game.value.end;
    expect(end?.why).toMatch(/^(all-home|stalemate)$/);
    const said = [/ A draw\.$/, / You win!$/, / The computer wins\.$/][(end?.winner ?? -1) + 1];
    expect(duel.said.value).toMatch(said);
    expect(results).toEqual([
      expect.objectContaining({ uid: 'u1', level: 'double-solitaire/strong', won: end?.winner === 0 }),
    ]);
    // Nothing more is taken once it is over, and nothing counted twice.
    expect(duel.stock()).toBe(false);
    duel.endTurn();
    expect(results).toHaveLength(1);
    // A new duel counts nothing more (the last one is counted) and starts afresh.
    duel.deal(12, 1, 'casual');
    expect(results).toHaveLength(1);
    expect(duel.record.value).toMatchObject({ n: 12, draw: 1, strength: 'casual', moves: '', counted: false });
    expect(duel.said.value).toBe('A new duel is dealt.');
  });

  it('gives a hint on the player’s turn, in words, and its move', () => {
    const { duel, computerTurn } = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1'));
    computerTurn();
    duel.askHint();
    const h = duel.hint.value;
    expect(h?.text).toMatch(
      h?.move ? /^Hint: (Draw|Turn|Play|Move|Take) .+\.$/ : /^Hint: end your turn; nothing here helps you now\.$/,
    );
    expect(duel.record.value.hints).toBe(1);
  });

  it('counts a duel under way left for a new one as a loss', () => {
    const { duel, results, computerTurn } = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1'), 0);
    computerTurn();
    duel.deal(6, 3, 'casual');
    expect(results).toEqual([expect.objectContaining({ won: false, level: 'double-solitaire/casual' })]);
  });

  it('remembers the duels each new one was dealt in place of, newest first, eight at most', () => {
    const { duel } = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1', 0, ['u0']));
    duel.deal(6, 3, 'casual');
    expect(duel.record.value.prev).toEqual(['u1', 'u0']);
    for (let i = 0; i < 10; i++) duel.deal(6 + i, 3, 'casual');
    expect(duel.record.value.prev).toHaveLength(8);
    expect(duel.record.value.prev[0]).toBe('u2');
  });

  it('takes a newer copy from another tab as it is, and goes on from it', () => {
    const a = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1'), 0);
    a.computerTurn();
    const b = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1'), 0);
    b.duel.load(read(a.duel.record.value));
    expect(b.duel.game.value.duel).toEqual(a.duel.game.value.duel);
    expect(b.saved).toHaveLength(0);
  });
});

describe('a saved duel read back', () => {
  const played = (): DuelRecord => {
    const t = table(freshDuel(COMPUTER_FIRST, 3, 'casual', 'u1'), 0);
    t.computerTurn();
    return t.duel.record.value;
  };

  it('round-trips', () => {
    const r = played();
    expect(read(r).record).toEqual(r);
  });

  it.each([
    ['not an object', 'a duel', /not an object/],
    ['another version', { v: 3 }, /v: not 1 or 2/],
    ['a bad number', { n: -1 }, /n: not a duel number/],
    ['an unknown strength', { strength: 'grandmaster' }, /strength/],
    ['a move that is not one', { moves: 'D X>Y' }, /moves: 2: /],
    ['a move the rules refuse', { moves: 'R' }, /moves: 1: /],
  ])('refuses %s, saying why', (_, change, why) => {
    const data = typeof change === 'string' ? change : { ...played(), ...change };
    const r = parseDuelRecord(data);
    expect(r).toMatchObject({ ok: false, message: expect.stringMatching(why) });
  });

  it('drops a plan that does not fit (the computer plans its turn again), keeping the game', () => {
    const r = played();
    const moves: DuelMove[] = [{ type: 'draw' }, { type: 'end-turn' }, { type: 'draw' }];
    const x = read({ ...r, plan: formatDuelMoves(moves) });
    expect(x.record.plan).toBe('');
    expect(x.record.moves).toBe(r.moves);
  });

  it('falls back on a damaged count, keeping the game', () => {
    const x = read({ ...played(), elapsed: -5, hints: Number.NaN, rev: 'x' as unknown as DuelRecord['rev'] });
    expect(x.record).toMatchObject({ elapsed: 0, hints: 0, rev: { n: 0, d: '' } });
  });
});
