// npm run bench:hint — hint latency in the page, from the H key to the hint on the board (the move lit
// up), over a whole game played by following the hints, in headless Chromium with the built extension.
// Prints p50 / p95 / max (goal: p95 ≤ 150 ms). Needs `npm run build` first. DEAL=13 by default; FAIR=1
// turns on "Hints use only what I can see" first (the fair policy's hints, models/hint.ts FAIR_HINT_BUDGET).
import { cpus } from 'node:os';
import { isWon, parseMove } from '../engine';
import { launchChromium } from '../test/e2e/support/chromium';
import { CHROME_NEWTAB_URL } from '../test/e2e/support/paths';
import { setFlag } from '../test/e2e/support/page';
import { Mirror, mouseMove } from '../test/e2e/support/play';
import { FAIR_HINT_BUDGET } from '../models/hint';
import { quantile } from './quantile';

const deal = Number(process.env.DEAL ?? 13);
const fair = process.env.FAIR === '1';

const session = await launchChromium();
try {
  const page = await session.context.newPage();
  await page.goto(`${CHROME_NEWTAB_URL}#deal=${deal}`);
  await page.locator('section.column').nth(6).waitFor();
  await page.waitForFunction(() => document.documentElement.dataset.storage === 'ready');
  if (fair) await setFlag(page, /^Hints use only what I can see/, true);
  // In the page: the time from each H keydown to the hint being written on the board (a fair hint may name no move).
  await page.evaluate(() => {
    const w = window as unknown as { hintLatency: number[]; pressedAt: number };
    w.hintLatency = [];
    addEventListener(
      'keydown',
      (e) => {
        if (e.key === 'h') w.pressedAt = performance.now();
      },
      { capture: true },
    );
    new MutationObserver(() => {
      const el = document.querySelector('p.hint');
      if (el?.getAttribute('data-hint-kind') && w.pressedAt) {
        w.hintLatency.push(performance.now() - w.pressedAt);
        w.pressedAt = 0;
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-hint-kind'] });
  });
  const mirror = new Mirror(deal, true);
  let kinds = { winning: 0, heuristic: 0, fair: 0, none: 0 };
  for (let i = 0; i < 400 && !isWon(mirror.position); i++) {
    const before = await page.evaluate(() => (window as unknown as { hintLatency: number[] }).hintLatency.length);
    await page.locator('button.stock-button').focus();
    await page.keyboard.press('h');
    await page.waitForFunction((n) => (window as unknown as { hintLatency: number[] }).hintLatency.length > n, before);
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
  const latency: number[] = await page.evaluate(() => (window as unknown as { hintLatency: number[] }).hintLatency);
  const setting = fair ? `fair hints ${JSON.stringify(FAIR_HINT_BUDGET)}` : 'referee hints';
  console.log(`bench:hint  Chromium headless  ${cpus()[0]?.model ?? ''}  deal #${deal}  ${setting}`);
  console.log(
    `  game won by following the hints: ${isWon(mirror.position)}  (${latency.length} hints: ${kinds.winning} winning, ${kinds.heuristic} heuristic, ${kinds.fair} fair, ${kinds.none} none)`,
  );
  console.log(
    `  H to hint on the board   p50 ${quantile(latency, 0.5).toFixed(1)} ms  p95 ${quantile(latency, 0.95).toFixed(1)} ms  max ${Math.max(...latency).toFixed(1)} ms  (goal p95 ≤ 150 ms)`,
  );
} finally {
  await session.close();
}
