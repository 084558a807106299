// npm run bench:faults — breaks each stored record in turn under a saved game and a counted loss, opens a
// new tab of the built extension on it in headless Chromium, and prints what came of it: the game kept or
// not, the statistics before and after the next result, what the page said, how long until the board showed
// and until storage was read and watched (from navigation start), and any uncaught error. The same cases are
// checked by test/e2e/faults.e2e.ts. Needs `npm run build` first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../test/e2e/support/chromium';
import { ATTACKS, runAttack } from '../test/e2e/support/faults';
import { CHROME_BUILD } from '../test/e2e/support/paths';

if (!existsSync(join(CHROME_BUILD, 'manifest.json'))) {
  console.error('bench:faults needs the built extension: npm run build');
  process.exit(2);
}

const session = await launchChromium();
try {
  console.log('bench:faults  built extension, headless Chromium; each row: one record broken, then a new tab');
  console.log(
    '| attack | game under way | Normal played: before → after the next loss | the page said | board | storage ready | errors |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const attack of ATTACKS) {
    const o = await runAttack(session, attack);
    const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : '–');
    console.log(
      `| ${o.attack} | ${o.gameKept ? 'kept' : 'LOST'} | ${o.played[0]} → ${o.played[1]} | ${o.said || '–'} | ${ms(o.boardMs)} | ${ms(o.readyMs)} | ${o.errors.length === 0 ? 'none' : o.errors.join('; ')} |`,
    );
  }
} finally {
  await session.close();
}
