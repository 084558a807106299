import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { compactMoves } from '../../engine/compact';
import { formatDuelMoves } from '../../engine/duel/codec';
import { type DuelMove, ownHome, sidePosition } from '../../engine/duel/duel';
import { freshDuel } from '../../models/duel-record';
import { duelPlayedOut } from '../support/duels';
import { browserIn } from '../support/words';
import { until } from './support/duel';
import { english } from './support/english';
import { type FirefoxSession, firefoxForAll, navigate, waitFor } from './support/firefox';
import {
  asPlaywright,
  openDialog,
  openStoredDuel,
  openStoredTable,
  press,
  readAllStatistics,
  setAutoCollect,
} from './support/firefox-play';
import { FIREFOX_NEWTAB_URL } from './support/paths';
import { Mirror, mouseMove, playToWin, spiderFixtureLine, spiderMirror, winningLine } from './support/play';
import { savedAfter } from './support/stored-game';

// Every mode won by mouse in Firefox ESR, then what the player has taken to a fresh profile in French. One
// browser for the wins, the tests in order: each keeps the statistics and history the ones before counted
// (only the game in play is set aside between them), and the export carries them all. Any error on the
// extension's pages, as Firefox prints it (support/firefox.ts), fails the test it came in, or the file.

/** How many of the player's moves are left to play by mouse in each game: its end, not its whole. */
const LEFT = 6;

let session: FirefoxSession;
/** Where the first profile saves the export. */
let downloads: string;

firefoxForAll(
  (s) => {
    session = s;
  },
  () => {
    downloads = mkdtempSync(join(tmpdir(), 'klondike-firefox-downloads-'));
    return { downloads, reducedMotion: true };
  },
  () => rmSync(downloads, { recursive: true, force: true }),
);

const inEnglish = browserIn('en').browser.i18n.getMessage;

const words = {
  settings: english('bar.settings'),
  close: english('dialog.close'),
  autoCollect: english('settings.autoCollect'),
};

/**
 * The statistics list inside the open dialog `name` once it counts `want` (Played, Won, Lost): the count is
 * stored a moment after the dialog opens, so the figures it shows first may be the ones before it.
 */
const countedIn = (name: string, want: { Played: string; Won: string; Lost: string }) =>
  waitFor(
    session.page,
    (dialog) => {
      const dl = document.querySelector(`${dialog} dl.stats-figures`);
      const terms = [...(dl?.querySelectorAll('dt') ?? [])].map((x) => x.textContent ?? '');
      const values = [...(dl?.querySelectorAll('dd') ?? [])].map((x) => x.textContent ?? '');
      return Object.fromEntries(terms.map((t, i) => [t, values[i]]));
    },
    (f) => f.Played === want.Played && f.Won === want.Won && f.Lost === want.Lost,
    { arg: openDialog(name) },
  );

/** The text of the first element `selector` finds in the page, once there is one. */
const textOf = (selector: string) =>
  waitFor(
    session.page,
    (s) => document.querySelector(s)?.textContent ?? null,
    (t) => t !== null,
    { arg: selector },
  );

/**
 * Deal 13 as the page keeps a game, its winning line played in Node but for its last LEFT moves (auto-collect
 * off, as the page is set here: each card goes home by a move of the line), under its own game id (a game is
 * counted once, by its id), and the game the page should show.
 */
function klondikeNearTheEnd(uid: string) {
  const mirror = new Mirror(13, false);
  const table = savedAfter(mirror, winningLine(new Mirror(13, false).position).length - LEFT);
  return { mirror, table: { ...table, uid } };
}

describe('every mode won by mouse in Firefox ESR', () => {
  const page = () => asPlaywright(session.page);

  it('Klondike: the last moves dragged home; the results, and the win counted', async () => {
    const { mirror, table } = klondikeNearTheEnd('e2e-klondike');
    await openStoredTable(session.page, table, mirror.position);
    // Every game here plays its line's every move: the page sends nothing home on its own, from here on.
    await setAutoCollect(session.page, words, false);

    const played = await playToWin(page(), mirror, (m, p) => mouseMove(page(), m, p));

    expect(played.length).toBe(LEFT);
    await countedIn(english('results.title'), { Played: '1', Won: '1', Lost: '0' });
    await press(session.page, words.close, openDialog(english('results.title')));
  });

  it('a race against the computer: won ahead of it, the results say so, and the win counted', async () => {
    // The computer plays a whole winning line from the deal, 20 moves a minute of the game's clock from 0:
    // a few moves in by the time the player, a few moves from the end, has won.
    const computer = compactMoves(winningLine(new Mirror(13, false).position));
    const race = { kind: 'computer', pace: 'relaxed', line: computer, wins: true, from: 0 } as const;
    const { mirror, table } = klondikeNearTheEnd('e2e-race');
    await openStoredTable(session.page, { ...table, race }, mirror.position);

    await playToWin(page(), mirror, (m, p) => mouseMove(page(), m, p));

    const results = openDialog(english('results.title'));
    expect(await textOf(`${results} .race-result`)).toMatch(/^You won the race: .+, ahead of the computer\.$/);
    // Klondike's Normal again: the game before's win and this one.
    await countedIn(english('results.title'), { Played: '2', Won: '2', Lost: '0' });
    await press(session.page, words.close, results);
  });

  it('Spider-Klondike: the fixture line’s last moves by mouse; the win counted under its own level', async () => {
    const line = spiderFixtureLine(1, 9002);
    const mirror = spiderMirror(9002, 1);
    const table = { ...savedAfter(mirror, line.length - LEFT, line), uid: 'e2e-spider-klondike' };
    await openStoredTable(session.page, table, mirror.position);

    const played = await playToWin(
      page(),
      mirror,
      (m, p) => mouseMove(page(), m, p),
      Number.POSITIVE_INFINITY,
      line.slice(line.length - LEFT),
    );

    expect(played.length).toBe(LEFT);
    const results = openDialog(english('results.title'));
    expect(await textOf(`${results} h3`)).toBe('Spider-Klondike Normal');
    await countedIn(english('results.title'), { Played: '1', Won: '1', Lost: '0' });
    await press(session.page, words.close, results);
  });

  it('Double Solitaire: the player’s last turn by mouse, all 52 home first; the results, and the win counted', async () => {
    // Duel 40, both sides played by the strong computer in Node: the first side gets all its cards home in its
    // last turn. The page is given the game up to that turn and the player plays the turn's moves.
    const { before, last, theirs } = strongDuel(40);
    await openStoredDuel(session.page, {
      ...freshDuel(40, 3, 'strong', 'e2e-duel', 5),
      moves: formatDuelMoves(before),
    });
    const shown = asPlaywright(session.page);
    let g = await until(shown, (x) => x.moves === before.length && x.duel.turn === 0, 'the stored duel');
    for (const m of last) {
      if (m.type === 'end-turn') throw new Error('the last turn ends by choice, not by a win');
      await mouseMove(shown, m, sidePosition(g.duel, 0));
      const at = g.moves;
      g = await until(shown, (x) => x.moves > at, `move ${at + 1} to be saved`);
    }

    expect(g.end).toEqual({ winner: 0, why: 'all-home' });
    const results = openDialog(english('duel.resultsTitle'));
    expect(await textOf(`${results} .race-result`)).toBe(
      inEnglish('duel_result', [english('duel.winner.you'), '52', String(theirs)]),
    );
    await press(session.page, words.close, results);
    await press(session.page, english('bar.statistics'), 'nav');
    await countedIn(english('bar.statistics'), { Played: '1', Won: '1', Lost: '0' });
    await press(session.page, words.close, openDialog(english('bar.statistics')));
  });
});

/** A duel played to its end by the strong computer on both sides: its moves before the winner's last turn, and that turn's. */
function strongDuel(n: number): { before: DuelMove[]; last: DuelMove[]; theirs: number } {
  const { game: g, moves } = duelPlayedOut(n, 'strong');
  return { before: moves.slice(0, g.turnFrom), last: moves.slice(g.turnFrom), theirs: ownHome(g.duel, 1) };
}

describe('a fresh Firefox profile in French', () => {
  const french = browserIn('fr').browser.i18n.getMessage;
  let fr: FirefoxSession;
  firefoxForAll(
    (s) => {
      fr = s;
    },
    () => ({ language: 'fr' }),
  );
  beforeAll(async () => {
    navigate(fr.page, FIREFOX_NEWTAB_URL);
    await waitFor(fr.page, () => document.documentElement.dataset.storage === 'ready', Boolean);
  });

  it('the page follows Firefox’s own language: French words on the bar and the board', async () => {
    // Firefox takes French only from its language pack (Debian's firefox-esr-l10n-fr): without it, English.
    const ui = () =>
      (window as unknown as { browser: { i18n: { getUILanguage(): string } } }).browser.i18n.getUILanguage();
    expect(await fr.page.evaluate(ui), 'Firefox’s language (apt-get install -y firefox-esr-l10n-fr)').toBe('fr');
    const shown = await fr.page.evaluate(() => ({
      lang: document.documentElement.lang,
      commands: [...document.querySelectorAll('nav button')].map((b) => b.getAttribute('aria-label') ?? b.textContent),
      stock: document.querySelector('button.stock-button')?.getAttribute('aria-label'),
    }));
    expect(shown.lang).toBe('fr');
    expect(shown.commands).toEqual(
      expect.arrayContaining(
        ['bar_undo', 'bar_redo', 'bar_newGame', 'bar_settings', 'bar_statistics'].map((k) => french(k)),
      ),
    );
    expect(shown.stock).toMatch(new RegExp(`^${french('pile_stock')}, 24 `));
  });

  it('an export from the first profile imports here: its statistics and history arrive', async () => {
    // The first profile's statistics and history, every game and level, then its export.
    await press(session.page, english('bar.statistics'), 'nav');
    const theirs = await readAllStatistics(session.page, openDialog(english('bar.statistics')));
    await press(session.page, words.close, openDialog(english('bar.statistics')));
    // Klondike's Normal (the game and the race), Spider-Klondike's Normal, Double Solitaire's Strong.
    expect(theirs.filter((s) => !s.endsWith(': 0 0 0, 0 games')).map((s) => s.replace(/^\S+ /, ''))).toEqual([
      '2 2 0, 2 games',
      '1 1 0, 1 games',
      '1 1 0, 1 games',
    ]);
    await press(session.page, words.settings, 'nav');
    await press(session.page, english('data.export'), openDialog(words.settings));
    const file = await waitForFile(downloads, /^klondike-tab-\d{4}-\d\d-\d\d\.json$/);

    await press(fr.page, french('bar_settings'), 'nav');
    const settings = openDialog(french('bar_settings'));
    await waitFor(fr.page, (s) => document.querySelector(`${s} input[type="file"]`) !== null, Boolean, {
      arg: settings,
    });
    const input = await fr.page.$(`${settings} input[type="file"]`);
    if (!input) throw new Error('Settings has no file input');
    await input.uploadFile(file);
    const said = await waitFor(
      fr.page,
      (s) => document.querySelector(`${s} .your-data [role="status"]`)?.textContent ?? '',
      (t) => t !== '',
      { arg: settings },
    );
    expect(said).toMatch(/^Import terminé\u202f: /);
    await press(fr.page, french('dialog_close'), settings);
    await press(fr.page, french('bar_statistics'), 'nav');
    const ours = await readAllStatistics(fr.page, openDialog(french('bar_statistics')), (all) =>
      isDeepStrictEqual(all, theirs),
    );
    expect(ours).toEqual(theirs);
  });
});

/** The one file `name` matches in `dir`, once it is there whole (Firefox writes a download beside it first). */
async function waitForFile(dir: string, name: RegExp): Promise<string> {
  for (let tries = 0; tries < 100; tries++) {
    const files = readdirSync(dir);
    const found = files.filter((f) => name.test(f));
    if (found.length === 1 && !files.some((f) => f.endsWith('.part'))) return join(dir, found[0]);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no file like ${name} in ${dir}: ${readdirSync(dir).join(', ')}`);
}
