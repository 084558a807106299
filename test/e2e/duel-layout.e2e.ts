/**
 * Double Solitaire's table, measured: the computer's side across the top, the eight shared foundations
 * between, the player's board at the bottom, every pile on one grid of cells, in the windows players use,
 * in English and French, light and dark. How a duel is played is duel.e2e.ts's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type ChromiumSession, launchChromium } from './support/chromium';
import { formatCard, step } from '../../engine';
import { parseDuelMoves } from '../../engine/duel/codec';
import { dealDuel, sidePosition } from '../../engine/duel/duel';
import { advance, startDuelGame } from '../../engine/duel/game';
import { duelUnderWay, playDuel, savedRecord } from './support/duel';
import { emptyStorageEachTest, openDeal } from './support/page';
import { WINDOWS } from './support/layout';
import { saveScreenshot } from './support/screenshots';
import { readLayout } from './support/table';

let session: ChromiumSession;

emptyStorageEachTest((s) => {
  session = s;
});

const SCHEMES = ['light', 'dark'] as const;

/**
 * The duel's table as drawn, read inside the page (self-contained): how far the computer's columns stand from
 * the player's, and every pile (stock, waste, foundation) from the player's grid of cells, in pixels; the card
 * widths; what overlaps; what lies past the window's edges.
 */
function readDuel() {
  const box = (e: Element) => e.getBoundingClientRect();
  const centre = (r: DOMRect) => r.left + r.width / 2;
  const yours = document.querySelector('main > .board') as Element;
  const its = document.querySelector('.duel-panel .board') as Element;
  const columns = (b: Element) => [...b.querySelectorAll('section.column')].map(box);
  const [mine, theirs] = [columns(yours), columns(its)];
  const x0 = centre(mine[0]);
  const pitch = centre(mine[1]) - x0;
  /** How far a pile's centre is from the nearest cell's centre of the player's columns' grid. */
  const offGrid = (r: DOMRect) => {
    const cells = (centre(r) - x0) / pitch;
    return Math.abs(cells - Math.round(cells)) * pitch;
  };
  const piles = (b: Element, sel: string) => [...b.querySelectorAll(sel)].map(box);
  // A pile's extent: its place and every card in it (a column's fan runs below its first card).
  const extents = [yours, its].flatMap((b, side) =>
    [...b.querySelectorAll('section[data-pile]')].map((s) => {
      const rs = [box(s), ...[...s.querySelectorAll('.card')].map(box)];
      return {
        name: `${side === 0 ? 'your' : 'its'} ${s.getAttribute('aria-label')}`,
        left: Math.min(...rs.map((r) => r.left)),
        right: Math.max(...rs.map((r) => r.right)),
        top: Math.min(...rs.map((r) => r.top)),
        bottom: Math.max(...rs.map((r) => r.bottom)),
      };
    }),
  );
  const parts = [
    ...extents,
    ...['.bar', '.status', '.duel-who'].flatMap((sel) => {
      const e = document.querySelector(sel);
      const r = e && box(e);
      return r ? [{ name: sel, left: r.left, right: r.right, top: r.top, bottom: r.bottom }] : [];
    }),
  ];
  const overlapping = parts.flatMap((a, i) =>
    parts
      .slice(i + 1)
      .filter(
        (b) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5,
      )
      .map((b) => `${a.name} × ${b.name}`),
  );
  const [vw, vh] = [window.innerWidth, window.innerHeight];
  const outside = parts
    .filter((p) => p.left < -0.5 || p.top < -0.5 || p.right > vw + 0.5 || p.bottom > vh + 0.5)
    .map((p) => p.name);
  const root = document.documentElement;
  const founds = piles(yours, 'section.foundation');
  const itsBottom = Math.max(...extents.filter((p) => p.name.startsWith('its')).map((p) => p.bottom));
  return {
    foundationsBetween:
      Math.min(...founds.map((r) => r.top)) >= itsBottom &&
      Math.max(...founds.map((r) => r.bottom)) <= Math.min(...mine.map((r) => r.top)),
    columnsApart: Math.max(...mine.map((r, i) => Math.abs(centre(r) - centre(theirs[i])))),
    offGrid: Math.max(
      ...[
        ...piles(yours, 'section.foundation'),
        ...piles(yours, 'section.stock'),
        ...piles(its, 'section.stock'),
        ...theirs,
      ].map(offGrid),
    ),
    foundations: piles(yours, 'section.foundation').length,
    yourCard: box(yours.querySelector('.card') as Element).width,
    itsCard: box(its.querySelector('.card') as Element).width,
    overlapping,
    outside,
    scroll: [root.scrollWidth - vw, root.scrollHeight - vh],
  };
}

/** Klondike's card width in each window, for the duel's to be measured against. */
async function klondikeCards(): Promise<Map<string, number>> {
  const page = await openDeal(session, 13);
  const widths = new Map<string, number>();
  for (const [width, height] of WINDOWS) {
    await page.setViewportSize({ width, height });
    widths.set(
      `${width}x${height}`,
      await page.evaluate(() => document.querySelector('.card')?.getBoundingClientRect().width ?? 0),
    );
  }
  await page.close();
  return widths;
}

/** Each window, light and dark: the duel measured and shot (duel-mid-<size>-<language>-<scheme>). */
async function measure(page: Page, language: string, klondike: Map<string, number>) {
  const seen = [];
  for (const [width, height] of WINDOWS) {
    for (const colorScheme of SCHEMES) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      await page.mouse.move(0, 0);
      await page.evaluate(() => document.fonts.ready);
      const name = `duel-mid-${width}x${height}-${language}-${colorScheme}`;
      await saveScreenshot(page, name);
      const d = await page.evaluate(readDuel);
      const faults = await page.evaluate(readLayout);
      seen.push({
        name,
        aligned: d.columnsApart <= 2 && d.offGrid <= 2,
        foundations: d.foundations,
        foundationsBetween: d.foundationsBetween,
        yoursToKlondike: d.yourCard >= 0.8 * (klondike.get(`${width}x${height}`) ?? Number.POSITIVE_INFINITY),
        itsToYours: d.itsCard >= 0.6 * d.yourCard,
        overlapping: d.overlapping,
        outside: d.outside,
        scroll: d.scroll,
        belowFold: faults.belowFold,
        rankCovered: faults.rankCovered,
      });
    }
  }
  return seen;
}

const fits = (language: string) =>
  WINDOWS.flatMap(([width, height]) =>
    SCHEMES.map((scheme) => ({
      name: `duel-mid-${width}x${height}-${language}-${scheme}`,
      aligned: true,
      foundations: 8,
      foundationsBetween: true,
      yoursToKlondike: true,
      itsToYours: true,
      overlapping: [],
      outside: [],
      scroll: [0, 0],
      belowFold: [],
      rankCovered: [],
    })),
  );

describe('Double Solitaire’s table', () => {
  it('the computer’s columns stand over the player’s, the foundations between on the same grid, the player’s cards at least 80% of Klondike’s and the computer’s at least 60% of theirs, nothing overlapping or past the window (400×800 to 1920×1080, English and French, light and dark; screenshots)', async () => {
    const klondike = await klondikeCards();
    const english = await measure(await duelUnderWay(session, 3), 'en', klondike);
    const fr = await launchChromium({ language: 'fr' });
    try {
      const french = await measure(await duelUnderWay(fr, 3, 'Passer la main'), 'fr', klondike);
      expect(fr.errors).toEqual([]);
      expect([...english, ...french]).toEqual([...fits('en'), ...fits('fr')]);
    } finally {
      await fr.close();
    }
  }, 240_000);

  it('the computer’s moves show as they happen: the card its last move moved glows where it landed, on its board or a shared foundation, and with motion off is marked still', async () => {
    const page = await duelUnderWay(session, 3);
    await page.setViewportSize({ width: 1280, height: 800 });
    await playDuel(page, 1);
    // The card the computer's last move of a card moved, by the engine's replay of the moves the page saved.
    const record = await savedRecord(page);
    const moves = parseDuelMoves(record.moves);
    if (!moves.ok) throw new Error(moves.message);
    let g = startDuelGame(dealDuel(record.n, record.draw));
    let moved: string | null = null;
    for (const m of moves.value) {
      const side = g.duel.turn;
      const before = sidePosition(g.duel, side);
      const r = advance(g, m);
      if (!r.ok) throw new Error(r.message);
      g = r.value;
      if (side === 0) moved = null;
      else if (m.type !== 'end-turn') {
        const s = step(before, m);
        const waste = sidePosition(g.duel, 1).waste;
        moved = m.type === 'draw' ? formatCard(waste[waste.length - 1]) : s.ok ? formatCard(s.value.cards[0]) : null;
      }
    }
    expect(moved).not.toBeNull();
    const lit = await page
      .locator('main.duel .card.hinted')
      .evaluateAll((cs) => cs.map((c) => [c.getAttribute('data-card'), getComputedStyle(c).animationName]));
    expect(lit).toEqual([[moved, expect.stringMatching(/^its-move-[01]$/)]]);
    // Motion off: the same card marked, still (outline in the hint's colour, not transparent), not glowing.
    await page.evaluate(() => {
      document.documentElement.dataset.motion = '0';
    });
    const still = await page
      .locator('main.duel .card.hinted')
      .evaluateAll((cs) =>
        cs.map((c) => [
          c.getAttribute('data-card'),
          getComputedStyle(c).animationName,
          getComputedStyle(c).outlineColor,
        ]),
      );
    expect(still).toEqual([[moved, 'none', expect.not.stringMatching(/^rgba\(0, 0, 0, 0\)$/)]]);
  });

  // Layout shifts are recorded whatever caused them, as layout.e2e.ts's test of a played game does.
  it('nothing moves as the duel is played: CLS 0 over the player’s moves and the computer’s answer, the boards never shift (1280×800)', async () => {
    const page = await duelUnderWay(session, 3);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.waitForFunction(() => innerHeight === 800);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await page.evaluate(() => {
      const w = window as unknown as { shifts: { value: number; input: boolean }[]; tops: string[] };
      w.shifts = [];
      w.tops = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          w.shifts.push({ value: e.value, input: e.hadRecentInput });
      }).observe({ type: 'layout-shift' });
      const sample = () => {
        const top = (sel: string) => document.querySelector(sel)?.getBoundingClientRect().top ?? Number.NaN;
        w.tops.push(`${top('main > .board')} ${top('.duel-panel .board')}`);
        requestAnimationFrame(sample);
      };
      sample();
    });
    const played = await playDuel(page, 2);
    expect(played.mine).toBeGreaterThan(2);
    expect(played.theirs).toBeGreaterThan(0);
    const { shifts, tops } = await page.evaluate(() => {
      const w = window as unknown as { shifts: { value: number; input: boolean }[]; tops: string[] };
      return { shifts: w.shifts, tops: w.tops };
    });
    expect(shifts.filter((s) => !s.input).reduce((sum, s) => sum + s.value, 0)).toBe(0);
    expect(new Set(tops).size).toBe(1);
  }, 120_000);
});
