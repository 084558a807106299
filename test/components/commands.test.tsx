// @vitest-environment happy-dom
/**
 * One bar and one key listener for every mode: both read the commands of the game on show (the table's, or
 * the duel's while it is open) and the page's own, so a key or a button does what that mode says.
 */
import { cleanup, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from '../../components/app-context';
import { commandFor, listenShortcuts, pressMatches } from '../../components/shortcuts';
import { Table } from '../../components/Table';
import { DEFAULT_RULES, dealFromNumber } from '../../engine';
import { dealDuel } from '../../engine/duel/duel';
import { renderOnPage, testPage } from '../support/page';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) =>
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...mods }));

const barButtons = () =>
  [...document.querySelectorAll('header.bar nav button')].map((b) => b.getAttribute('aria-label') ?? b.textContent);

async function shown(): Promise<Page> {
  const page = await testPage();
  // A deal of its own (the page deals a random one).
  page.app.table.deal(dealFromNumber(13), 13, 'normal', DEFAULT_RULES);
  renderOnPage(page, <Table />);
  return page;
}

afterEach(cleanup);

describe('a command’s keys', () => {
  const plain = { ctrlKey: false, metaKey: false, altKey: false, shiftKey: false };
  it('are the key with exactly the modifiers named, Command standing for Control', () => {
    expect(pressMatches({ ...plain, key: 'z' }, 'Control+Z Z')).toBe(true);
    expect(pressMatches({ ...plain, key: 'z', metaKey: true }, 'Control+Z Z')).toBe(true);
    expect(pressMatches({ ...plain, key: 'Z', shiftKey: true }, 'Control+Z Z')).toBe(false);
    expect(pressMatches({ ...plain, key: 'Z', shiftKey: true, ctrlKey: true }, 'Control+Shift+Z')).toBe(true);
    expect(pressMatches({ ...plain, key: 'z', altKey: true }, 'Control+Z Z')).toBe(false);
  });

  it('take Shift as it comes where no command names it, and do nothing for a command that is off', async () => {
    const page = await shown();
    const stop = listenShortcuts(page);
    // Shift+Z with nothing to redo is Redo's, off: it takes nothing back.
    press('d');
    const drawn = page.app.table.game.value.moves.length;
    press('Z', { shiftKey: true });
    expect(page.app.table.game.value.moves.length).toBe(drawn);
    // Shift+D draws, and Shift+P pauses, as D and P do.
    press('D', { shiftKey: true });
    expect(page.app.table.game.value.moves.length).toBeGreaterThan(drawn);
    press('P', { shiftKey: true });
    expect(page.app.table.paused.value).toBe(true);
    press('P', { shiftKey: true });
    expect(page.app.table.paused.value).toBe(false);
    stop();
  });

  it('take Shift as it comes for a sign typed with it', () => {
    expect(pressMatches({ ...plain, key: '?', shiftKey: true }, '?')).toBe(true);
    expect(pressMatches({ ...plain, key: '?' }, '?')).toBe(true);
  });
});

describe('the table’s commands', () => {
  it('fill the one bar, with the page’s own after them', async () => {
    await shown();
    expect(barButtons()).toEqual(['Undo', 'Redo', 'Hint', 'Pause', 'New game', 'Settings', 'Statistics', 'Help']);
  });

  it('run on their keys: D draws, Z takes it back, Shift+Z plays it again', async () => {
    const page = await shown();
    const stop = listenShortcuts(page);
    const moves = () => page.app.table.game.value.moves.length;
    press('d');
    // The draw, and any card it let go home on its own.
    const drawn = moves();
    expect(drawn).toBeGreaterThan(0);
    press('z');
    expect(moves()).toBe(0);
    press('Z', { shiftKey: true });
    expect(moves()).toBe(drawn);
    press('n');
    expect(page.dialog.value).toBe('new');
    stop();
  });

  it('take no key but P or Escape while the game is paused', async () => {
    const page = await shown();
    const stop = listenShortcuts(page);
    press('p');
    expect(page.app.table.paused.value).toBe(true);
    for (const key of ['d', 'n', '?', 'h']) press(key);
    expect(page.app.table.game.value.moves.length).toBe(0);
    expect(page.dialog.value).toBe(null);
    press('Escape');
    expect(page.app.table.paused.value).toBe(false);
    expect(
      commandFor(
        { key: 'Escape', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false },
        page.commands.value,
      ),
    ).toBe(null);
    stop();
  });
});

describe('a duel on show', () => {
  it('puts its commands in the bar and on the keys, and the table’s back when it is set aside', async () => {
    const page = await shown();
    const stop = listenShortcuts(page);
    const duel = await page.loadDuel();
    // A deal on which the player has the first turn.
    const n = [1, 2, 3, 4, 5, 6, 7, 8].find((k) => dealDuel(k, 3).turn === 0) ?? 0;
    duel.seat.play('casual', 3, n);
    await waitFor(() =>
      expect(barButtons()).toEqual(['Undo', 'End turn', 'Hint', 'New game', 'Settings', 'Statistics', 'Help']),
    );
    const model = duel.seat.duel.value;
    expect(model?.yourTurn.value).toBe(true);
    const before = model?.game.value.moves ?? -1;
    press('e');
    expect(model?.game.value.moves).toBe(before + 1);
    expect(model?.yourTurn.value).toBe(false);
    // Its keys are the duel's: D, which the table would take, waits for the player's turn and draws nothing.
    press('d');
    expect(model?.game.value.moves).toBe(before + 1);
    expect(page.app.table.game.value.moves.length).toBe(0);
    duel.seat.leave();
    await waitFor(() => expect(barButtons()[1]).toBe('Redo'));
    press('d');
    // The table's draw (and any card it let go home on its own).
    expect(page.app.table.game.value.moves.length).toBeGreaterThan(0);
    stop();
    await screen.findByRole('button', { name: 'Pause' });
  });
});
