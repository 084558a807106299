import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { dealFromNumber, formatDeal } from '../../engine';

const solve = (args: string[], input: string) =>
  spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/solve.ts', '--draw', '1', ...args], {
    input,
    encoding: 'utf8',
  });

describe('the solve CLI', { timeout: 60_000 }, () => {
  it('refuses a visited-set cap past what the set can address (8,192 MB), with a usage message and exit status 2', () => {
    for (const mb of ['999999999', '8193']) {
      const out = solve(['--max-table-mb', mb], '1\n');
      expect(out.status).toBe(2);
      expect(out.stderr).toContain(
        `solve: --max-table-mb is at most 8192 (what the visited set can address), not ${mb}\nusage: solve `,
      );
      expect(out.stdout).toBe('');
    }
  });

  it('takes a cap up to 8,192 MB and solves with it', () => {
    const out = solve(['--max-table-mb', '8192', '--budget-nodes', '1000'], `A\t${formatDeal(dealFromNumber(1))}\n`);
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/^A\t(solved|unsolvable|unknown)\t/);
  });
});
