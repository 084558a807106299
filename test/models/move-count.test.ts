import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, type Deal, KLONDIKE } from '../../engine';
import { createTable } from '../../models/game';
import { createRace } from '../../models/race';
import { freshTable, type SavedTable } from '../../models/saved-table';
import type { GameResult } from '../../models/table-model';
import { craftDeal, quickWin } from '../support/deals';
import { realSolver } from '../support/solver';

function table(deal: Deal, autoCollect: boolean, start?: SavedTable) {
  const results: GameResult[] = [];
  const saves: SavedTable[] = [];
  const model = createTable(start ?? freshTable(deal, null, 'normal', DEFAULT_RULES), {
    variant: KLONDIKE,
    autoCollect: () => autoCollect,
    onResult: (r) => results.push(r),
    newUid: () => 'test',
    onSave: (s) => saves.push(s),
  });
  return { model, results, saves };
}

describe("the moves figure counts the player's moves", () => {
  // Column 1: the ace of hearts; column 2: the 2 of hearts. The ace sent home takes the 2 with it.
  const hearts = craftDeal([['AH'], ['2H'], ['3H'], ['4S']]);

  it('a move that sends cards home on their own is one move, though the game keeps every move played', () => {
    const { model } = table(hearts, true);
    model.play({ type: 'tableau-foundation', from: 0 });
    expect(model.game.value.moves.length).toBeGreaterThan(1);
    expect(model.moveCount.value).toBe(1);
    model.play({ type: 'draw' });
    expect(model.moveCount.value).toBe(2);
  });

  it('undo takes back one move of the player with what followed it, and the figure with it; redo gives both back', () => {
    const { model } = table(hearts, true);
    model.play({ type: 'tableau-foundation', from: 0 });
    model.play({ type: 'draw' });
    model.undo();
    expect(model.moveCount.value).toBe(1);
    model.undo();
    expect(model.moveCount.value).toBe(0);
    expect(model.game.value.moves).toEqual([]);
    model.redo();
    expect(model.moveCount.value).toBe(1);
    expect(model.game.value.moves.length).toBeGreaterThan(1);
  });

  it('the same figure comes back with the saved game, and a new deal starts it at 0', () => {
    const { model, saves } = table(hearts, true);
    model.play({ type: 'tableau-foundation', from: 0 });
    const again = table(hearts, true, saves[saves.length - 1]).model;
    expect(again.moveCount.value).toBe(1);
    again.deal(hearts, null, 'normal', DEFAULT_RULES);
    expect(again.moveCount.value).toBe(0);
  });

  it("a game finished by auto-complete counts the player's moves alone, on the table and in its result", () => {
    const { deal, line } = quickWin();
    const { model, results } = table(deal, false);
    let played = 0;
    while (!model.autoCompletable.value) expect(model.play(line[played++])).toBe(true);
    while (model.autoCompleteStep());
    expect(model.state.value.won).toBe(true);
    expect(model.game.value.moves.length).toBeGreaterThan(played);
    expect(model.moveCount.value).toBe(played);
    expect(results.map((r) => [r.won, r.moves])).toEqual([[true, played]]);
  });

  it("a race weighs the player's moves against the friend's", () => {
    const { deal, line } = quickWin();
    const { model } = table(deal, false);
    model.setRace({ kind: 'friend', seconds: 5, moves: 3 });
    const race = createRace(model, realSolver()());
    let played = 0;
    while (!model.autoCompletable.value) expect(model.play(line[played++])).toBe(true);
    while (model.autoCompleteStep());
    expect(race.standing.value).toMatchObject({ kind: 'you-won', you: { seconds: 0, moves: played } });
  });
});
