// npm run bench:hint — hint latency in the page, from the H key to the hint on the board (the move lit
// up), over a whole game played by following the hints, in headless Chromium with the built extension.
// Prints p50 / p95 / max (goal: p95 ≤ 150 ms). Needs `npm run build` first. DEAL=13 by default; FAIR=1
// turns on "Hints use only what I can see" first (the fair policy's hints, models/hint.ts FAIR_HINT_BUDGET),
// and then also prints how long the refined answers took (FAIR_REFINED_BUDGET), which the game follows.
import { cpus } from 'node:os';
import { isWon, parseMove } from '../engine';
import { launchChromium } from '../test/e2e/support/chromium';
import { CHROME_NEWTAB_URL } from '../test/e2e/support/paths';
import { setFlag } from '../test/e2e/support/page';
import { Mirror, mouseMove } from '../test/e2e/support/play';
import { FAIR_HINT_BUDGET, FAIR_REFINED_BUDGET } from '../models/hint';
import { quantile } from './quantile';

const deal = Number(process.env.DEAL ?? 13);

/** What the page records (below). */
interface Timings {
  hintLatency: number[];
  refinedLatency: number[];
  refinedChanged: number;
}

const spread = (ms: number[]) =>
  `p50 ${quantile(ms, 0.5).toFixed(1)} ms  p95 ${quantile(ms, 0.95).toFixed(1)} ms  max ${Math.max(...ms).toFixed(1)} ms`;
const fair = process.env.FAIR === '1';

const session = await launchChromium();
try {
  const page = await session.context.newPage();
  await page.goto(`${CHROME_NEWTAB_URL}#deal=${deal}`);
  await page.locator('section.column').nth(6).waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready');
  if (fair) await setFlag(page, /^Hints use only what I can see/, true);
  // In the page: the time from each H keydown to the hint being written on the board (a fair hint may name no
  // move), and for a fair hint that is then refined, to the refined answer (and whether it changed the move).
  await page.evaluate(() => {
    const w = window as unknown as Timings & { pressedAt: number; refineFrom: number; firstMove: string };
    // What the hint says to do: its move, and the card a run of draws goes to.
    const what = (el: Element) => `${el.getAttribute('data-hint-move')} ${el.getAttribute('data-hint-until')}`;
    w.hintLatency = [];
    w.refinedLatency = [];
    w.refinedChanged = 0;
    addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'h') w.pressedAt = w.refineFrom = performance.now();
      },
      { capture: true },
    );
    new MutationObserver(() => {
      const el = document.querySelector('p.hint');
      if (!el?.getAttribute('data-hint-kind')) return;
      const refining = el.getAttribute('data-hint-refining') === 'true';
      if (w.pressedAt) {
        w.hintLatency.push(performance.now() - w.pressedAt);
        w.pressedAt = 0;
        w.firstMove = what(el);
        if (!refining) w.refineFrom = 0;
      } else if (w.refineFrom && !refining) {
        w.refinedLatency.push(performance.now() - w.refineFrom);
        w.refineFrom = 0;
        if (what(el) !== w.firstMove) w.refinedChanged++;
      }
    }).observe(document.body, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-hint-kind', 'data-hint-refining'],
    });
  });
  const mirror = new Mirror(deal, true);
  let kinds = { winning: 0, heuristic: 0, fair: 0, none: 0 };
  for (let i = 0; i < 400 && !isWon(mirror.position); i++) {
    const before = await page.evaluate(() => (window as unknown as Timings).hintLatency.length);
    await page.locator('button.stock-button').focus();
    await page.keyboard.press('h');
    // The hint to follow is the final one: the refined answer, when there is one.
    await page.waitForFunction(
      (n) =>
        (window as unknown as Timings).hintLatency.length > n &&
        document.querySelector('p.hint')?.getAttribute('data-hint-refining') === 'false',
      before,
    );
    const shown = await page.locator('p.hint').evaluate((el) => ({
      move: el.getAttribute('data-hint-move') ?? '',
      kind: el.getAttribute('data-hint-kind') ?? '',
    }));
    kinds = { ...kinds, [shown.kind]: (kinds[shown.kind as keyof typeof kinds] ?? 0) + 1 };
    if (shown.move === '') break; // nothing worth playing, the fair hint says: the game ends here
    const m = parseMove(shown.move);
    if (!m.ok) throw new Error(`hint ${shown.move}: ${m.message}`);
    const p = mirror.position;
    mirror.play(m.value);
    await mouseMove(page, m.value, p);
    await page.waitForFunction(
      (n) => document.querySelector('[data-figure="moves"]')?.textContent === String(n),
      mirror.moves,
    );
  }
  const {
    hintLatency: latency,
    refinedLatency: refined,
    refinedChanged,
  } = await page.evaluate(() => {
    const { hintLatency, refinedLatency, refinedChanged } = window as unknown as Timings;
    return { hintLatency, refinedLatency, refinedChanged };
  });
  const setting = fair ? `fair hints ${JSON.stringify(FAIR_HINT_BUDGET)}` : 'referee hints';
  console.log(`bench:hint  Chromium headless  ${cpus()[0]?.model ?? ''}  deal #${deal}  ${setting}`);
  console.log(
    `  game won by following the hints: ${isWon(mirror.position)}  (${latency.length} hints: ${kinds.winning} winning, ${kinds.heuristic} heuristic, ${kinds.fair} fair, ${kinds.none} none)`,
  );
  console.log(`  H to hint on the board   ${spread(latency)}  (goal p95 ≤ 150 ms)`);
  if (refined.length > 0) {
    console.log(
      `  H to its refined answer  ${spread(refined)}  (${refined.length} refined, ${refinedChanged} changed what to do; FAIR_REFINED_BUDGET ${JSON.stringify(FAIR_REFINED_BUDGET)})`,
    );
  }
} finally {
  await session.close();
}
