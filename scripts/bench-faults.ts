// npm run bench:faults — two reports on the built extension in headless Chromium. First, breaks each stored
// record in turn under a saved game and a counted loss, opens a new tab on it, and prints what came of it:
// the game kept or not, the statistics before and after the next result, what the page said, how long until
// the board showed and until storage was read and watched (from navigation start), and any uncaught error
// (test/e2e/faults.e2e.ts checks the same cases). Then the faults that once lost a player's data (issue 39,
// items 1-5: test/e2e/support/nothing-lost.ts): whether nothing was lost, how long the page took to deal with
// each, and what it showed. `--only losses` runs the second report alone. Needs `npm run build` first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../test/e2e/support/chromium';
import { ATTACKS, runAttack } from '../test/e2e/support/faults';
import {
  earlyMove,
  type Handled,
  hugeLink,
  oversizedSettings,
  revisionFlood,
  secondImport,
} from '../test/e2e/support/nothing-lost';
import { CHROME_BUILD } from '../test/e2e/support/paths';

if (!existsSync(join(CHROME_BUILD, 'manifest.json'))) {
  console.error('bench:faults needs the built extension: npm run build');
  process.exit(2);
}

const lossesOnly = process.argv.includes('--only') && process.argv.includes('losses');
const session = await launchChromium();
const ms = (x: number) => (Number.isFinite(x) ? `${x.toFixed(0)} ms` : '–');
try {
  if (!lossesOnly) await recordsReport();
  console.log('\nbench:faults  the faults that once lost data (issue 39), each in a clean profile');
  console.log('| fault | nothing lost | handled in | the page then showed |');
  console.log('| --- | --- | --- | --- |');
  const faults: (() => Promise<Handled>)[] = [
    () => earlyMove(session, 11),
    () => revisionFlood(session),
    () => secondImport(session),
    () => oversizedSettings(session),
    () => hugeLink(session, 1_000_000),
    () => hugeLink(session, 2_500_000),
    () => hugeLink(session, 6_000_000),
  ];
  for (const fault of faults) {
    const o = await fault();
    console.log(`| ${o.fault} | ${o.held ? 'yes' : 'NO'} | ${ms(o.handledMs)} | ${o.shows} |`);
  }
} finally {
  await session.close();
}

async function recordsReport() {
  console.log('bench:faults  built extension, headless Chromium; each row: one record broken, then a new tab');
  console.log(
    '| attack | game under way | Normal played: before → after the next loss | the page said | board | storage ready | errors |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const attack of ATTACKS) {
    const o = await runAttack(session, attack);
    console.log(
      `| ${o.attack} | ${o.gameKept ? 'kept' : 'LOST'} | ${o.played[0]} → ${o.played[1]} | ${o.said || '–'} | ${ms(o.boardMs)} | ${ms(o.readyMs)} | ${o.errors.length === 0 ? 'none' : o.errors.join('; ')} |`,
    );
  }
}
