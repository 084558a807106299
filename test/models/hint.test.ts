import { signal } from '@preact/signals';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, formatMove, KLONDIKE, legalMoves, type Move } from '../../engine';
import type { Hint } from '../../engine/solver';
import { createTable } from '../../models/game';
import { createHintModel, FAIR_HINT_BUDGET } from '../../models/hint';
import { freshTable } from '../../models/saved-table';
import { realSolver } from '../support/solver';

const solver = realSolver();

/** A table on deal 11 (draw one), with the hint model asking the real solver service; fair hints as `fair` says. */
function atTable(fair: () => boolean) {
  const table = createTable(freshTable(dealFromNumber(11), 11, 'normal', DEFAULT_RULES), {
    variant: KLONDIKE,
    autoCollect: () => false,
    onResult: () => {},
    onSave: () => {},
    newUid: () => 'hint',
  });
  const current = signal<Hint | null>(null);
  return { table, current, hints: createHintModel(table, solver(), current, signal(false), fair) };
}

const legal = (table: ReturnType<typeof atTable>['table'], m: Move | null | undefined) =>
  legalMoves(table.position.value)
    .map(formatMove)
    .includes(m ? formatMove(m) : '-');

describe('the hint model', () => {
  it('asks for the referee’s hint while fair hints are off, and the fair policy’s once they are on', async () => {
    let fair = false;
    const { table, current, hints } = atTable(() => fair);
    await hints.ask();
    expect(current.value?.kind).toBe('winning');
    fair = true;
    await hints.ask();
    expect(current.value?.kind).toBe('fair');
    expect(legal(table, current.value?.move)).toBe(true);
    // The page's budget: the chosen move was weighed on its arrangements of the cards not seen yet.
    expect(current.value?.chance).toMatchObject({ samples: FAIR_HINT_BUDGET.samples, sure: false });
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
});
