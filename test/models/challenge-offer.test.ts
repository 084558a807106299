import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, KLONDIKE, type Move } from '../../engine';
import { createTable } from '../../models/game';
import { SYNC_GAP_MS } from '../../models/persist/sync-writer';
import { freshTable, parseSavedTable, type SavedTable } from '../../models/saved-table';
import { quickWin } from '../support/deals';
import { Browser, Clock } from '../support/world';

// A challenge stands for a game this player won: its time and move count. A game link's moves are someone
// else's (opened, they win at 0:00), so the table offers a challenge only of a game whose every move was
// played here.

const { deal, line } = quickWin();
const linked = (moves: readonly Move[]) => ({ moves, auto: '0'.repeat(moves.length) });

function table(start: SavedTable = freshTable(deal, null, 'normal', DEFAULT_RULES)) {
  return createTable(start, {
    variant: KLONDIKE,
    autoCollect: () => false,
    onResult: () => {},
    onSave: () => {},
    newUid: () => 'game',
  });
}

const play = (t: ReturnType<typeof table>, moves: readonly Move[]) => {
  for (const m of moves) expect(t.play(m)).toBe(true);
};

describe('a challenge', () => {
  it('may be made of a game won here, every move played on this table, and of none before it is won', () => {
    const t = table();
    play(t, line.slice(0, -1));
    expect(t.canChallenge.value).toBe(false);
    play(t, line.slice(-1));
    expect(t.state.value.won).toBe(true);
    expect(t.canChallenge.value).toBe(true);
  });

  it('is not offered for a game opened from a game link holding its whole winning line', () => {
    const t = table();
    t.deal(deal, null, 'normal', DEFAULT_RULES, null, linked(line));
    expect(t.state.value.won).toBe(true);
    expect(t.canChallenge.value).toBe(false);
  });

  it('is not offered for a game link won here after more moves, nor after a reload; the deal dealt again is ours', () => {
    const t = table();
    t.deal(deal, null, 'normal', DEFAULT_RULES, null, linked(line.slice(0, 40)));
    play(t, line.slice(40));
    expect(t.state.value.won).toBe(true);
    expect(t.canChallenge.value).toBe(false);
    const read = parseSavedTable(JSON.parse(JSON.stringify(t.saved())));
    if (!read.ok) throw new Error(read.message);
    expect(table(read.value).canChallenge.value).toBe(false);
    t.deal(deal, null, 'normal', DEFAULT_RULES);
    play(t, line);
    expect(t.canChallenge.value).toBe(true);
  });

  it("is not offered in the player's other browser either, which takes the game link's game through sync", async () => {
    const clock = new Clock();
    const one = new Browser('dev-one000', clock);
    const tab = await one.open();
    tab.table.deal(deal, null, 'normal', DEFAULT_RULES, null, linked(line.slice(0, 40)));
    await clock.advance(SYNC_GAP_MS);
    const two = new Browser('dev-two000', clock);
    two.sync.apply(Object.fromEntries(one.sync.data));
    const theirs = await two.open();
    expect(theirs.table.game.value.moves).toHaveLength(40);
    play(theirs.table, line.slice(40));
    expect(theirs.table.state.value.won).toBe(true);
    expect(theirs.table.canChallenge.value).toBe(false);
  });
});
