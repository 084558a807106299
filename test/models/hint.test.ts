import { type Signal, signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, formatMove, KLONDIKE, legalMoves, type Move } from '../../engine';
import type { Hint } from '../../engine/solver';
import { createTable } from '../../models/game';
import { createHintModel, FAIR_HINT_BUDGET } from '../../models/hint';
import { SolverClient } from '../../models/solver';
import type { Lane } from '../../workers/solver-service';
import { freshTable } from '../../models/saved-table';
import { realSolver } from '../support/solver';

/** The real client, noting the lanes it is asked to cancel and how often it is asked to shorten a kept line. */
class Watched extends SolverClient {
  readonly cancelled: Lane[] = [];
  shortenings = 0;
  override cancel(lane: Lane): void {
    this.cancelled.push(lane);
    super.cancel(lane);
  }
  override shortenKept(): Promise<number | null> {
    this.shortenings++;
    return super.shortenKept();
  }
}
const solver = realSolver((remote) => new Watched(remote));

/**
 * A table on deal `n` (draw one), with the hint model asking the real solver service; fair hints as `fair`
 * says, cards collected home as `autoCollect` says.
 */
function atTable(fair: () => boolean, autoCollect = false, n = 11) {
  const table = createTable(freshTable(dealFromNumber(n), n, 'normal', DEFAULT_RULES), {
    variant: KLONDIKE,
    autoCollect: () => autoCollect,
    onResult: () => {},
    onSave: () => {},
    newUid: () => 'hint',
  });
  const current = signal<Hint | null>(null);
  const refining = signal(false);
  const signals = { current, thinking: signal(false), refining };
  const connect = solver();
  let client: Watched | undefined;
  void connect().then((c) => {
    client = c;
  });
  return {
    table,
    current,
    refining,
    hints: createHintModel(table, connect, signals, fair),
    /** What the client was asked to cancel. */
    get cancelled() {
      return client?.cancelled;
    },
    /** How often the client was asked to shorten the line a hint keeps. */
    get shortenings() {
      return client?.shortenings;
    },
  };
}

/** The next hint put on show. */
const shown = (current: Signal<Hint | null>): Promise<Hint> =>
  new Promise((resolve) => {
    const stop = current.subscribe((h) => {
      if (!h) return;
      resolve(h);
      queueMicrotask(() => stop());
    });
  });

const legal = (table: ReturnType<typeof atTable>['table'], m: Move | null | undefined) =>
  legalMoves(table.position.value)
    .map(formatMove)
    .includes(m ? formatMove(m) : '-');

describe('the hint model', () => {
  it('following the referee’s hints wins the deal: each is a legal step of a winning line', {
    timeout: 60_000,
  }, async () => {
    const { table, current, hints } = atTable(() => false, true, 13);
    for (let i = 0; i < 300 && !table.state.value.won; i++) {
      await hints.ask();
      const h = current.value;
      expect(h?.kind).toBe('winning');
      expect(legal(table, h?.move)).toBe(true);
      expect(table.play(h?.move as Move)).toBe(true);
    }
    expect(table.state.value.won).toBe(true);
  });

  it('asks for the referee’s hint while fair hints are off, and the fair policy’s once they are on', async () => {
    let fair = false;
    const { table, current, hints } = atTable(() => fair);
    await hints.ask();
    expect(current.value?.kind).toBe('winning');
    fair = true;
    await hints.ask();
    expect(current.value?.kind).toBe('fair');
    expect(legal(table, current.value?.move)).toBe(true);
  });

  it('has the line a referee’s hint keeps shortened once the hint is on show, and a fair hint’s not (it keeps none)', async () => {
    let fair = false;
    const at = atTable(() => fair);
    await at.hints.ask();
    expect(at.current.value?.kind).toBe('winning');
    expect(at.shortenings).toBe(1);
    fair = true;
    await at.hints.ask();
    expect(at.current.value?.kind).toBe('fair');
    expect(at.shortenings).toBe(1);
  });

  it('shows a fair hint from the page’s budget at once, then the better-weighed answer in its place', async () => {
    const { table, current, refining, hints } = atTable(() => true);
    const first = shown(current);
    const asked = hints.ask();
    // The first answer: the move weighed on the page's few arrangements of the cards not seen yet.
    expect((await first).chance).toMatchObject({ samples: FAIR_HINT_BUDGET.samples, sure: false });
    expect(refining.value).toBe(true);
    await asked;
    expect(refining.value).toBe(false);
    // The refined one, on more arrangements: still a legal move, and one hint counted.
    expect(current.value?.chance?.samples).toBeGreaterThan(FAIR_HINT_BUDGET.samples);
    expect(legal(table, current.value?.move)).toBe(true);
    expect(table.hints.value).toBe(1);
  });

  it('a move made while the hint is refined cancels the refinement: nothing about the old position comes back', async () => {
    const at = atTable(() => true);
    const { table, current, refining, hints } = at;
    const first = shown(current);
    const asked = hints.ask();
    await first;
    expect(refining.value).toBe(true);
    expect(table.stock()).toBe(true);
    await asked;
    expect(at.cancelled).toEqual(['hint']);
    expect(current.value).toBe(null);
    expect(refining.value).toBe(false);
  });

  it('turning fair hints off while the hint is refined cancels the refinement, and the first answer stays', async () => {
    const fair = signal(true);
    const at = atTable(() => fair.value);
    const { current, refining, hints } = at;
    const first = shown(current);
    const asked = hints.ask();
    const answer = await first;
    expect(refining.value).toBe(true);
    fair.value = false;
    await asked;
    expect(at.cancelled).toEqual(['hint']);
    expect(current.value).toBe(answer);
    expect(refining.value).toBe(false);
  });

  it('a new question drops the refinement: with fair hints turned off meanwhile, the referee’s hint is the one shown', async () => {
    let fair = true;
    const { current, refining, hints } = atTable(() => fair);
    const older = hints.ask();
    await shown(current);
    expect(refining.value).toBe(true);
    fair = false;
    await Promise.all([older, hints.ask()]);
    expect(current.value?.kind).toBe('winning');
    expect(refining.value).toBe(false);
  });

  it('gives the same fair hint for the same game (a fixed seed), and Show me plays it', async () => {
    const { table, current, hints } = atTable(() => true);
    await hints.ask();
    const first = current.value;
    await hints.ask();
    expect(current.value).toEqual(first);
    hints.showMe();
    expect(table.game.value.moves.map(formatMove)).toEqual([first?.move && formatMove(first.move)]);
    expect(current.value).toBe(null);
  });

  it('drops a fair hint about a game that has moved on since it was asked for', async () => {
    const { table, current, hints } = atTable(() => true);
    const asked = hints.ask();
    expect(table.stock()).toBe(true);
    await asked;
    expect(current.value).toBe(null);
  });

  it('Show me on a run of draws stops at its card, even when auto-collect sends that card home as it comes up', () => {
    const { table, current, hints } = atTable(() => true, true);
    const stock = table.position.value.stock;
    // Deal #11's first stock card is an ace too (collected on the first draw): the run is to the next one.
    const ace = stock.findIndex((c, i) => i > 0 && c % 13 === 0);
    expect(ace).toBeGreaterThan(0);
    const draws = Array.from({ length: ace + 1 }, (): Move => ({ type: 'draw' }));
    current.value = { move: draws[0], kind: 'fair', why: { kind: 'draw-fair' }, moves: draws, until: stock[ace] };
    hints.showMe();
    const played = table.game.value.moves.map(formatMove);
    // The draws to the ace, and the ace home (auto-collect, with what follows it): not on through the stock.
    expect(played.filter((m) => m === 'D')).toHaveLength(ace + 1);
    expect(played.slice(played.lastIndexOf('D'))).toContain('W>F');
    expect(table.position.value.foundations[Math.floor(stock[ace] / 13)]).toBeGreaterThan(0);
  });
});
