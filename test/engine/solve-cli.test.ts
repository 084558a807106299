import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, formatDeal } from '../../engine';
import { replayLine } from '../../engine/cli/replay';
import { SPIDER_KLONDIKE_SHAPE as SPIDER } from '../../engine/games';

const solve = (args: string[], input: string, draw = '1') =>
  spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/solve.ts', '--draw', draw, ...args], {
    input,
    encoding: 'utf8',
  });

/**
 * A Spider-Klondike deal where nothing can ever move: the eight aces and eight queens lie face down, the columns
 * show the eight kings and both 2♠ (no queen to go on a king, no red ace on a 2♠, no empty column), and the stock
 * holds neither an ace nor a queen, so no card it brings up can be played anywhere.
 */
function frozenDeal(): string {
  const all = Array.from({ length: 104 }, (_, i) => i);
  const rank = (c: number) => c % 13;
  const buried = all.filter((c) => rank(c) === 0 || rank(c) === 11);
  const tops = [...all.filter((c) => rank(c) === 12), 3 * 13 + 1, 52 + 3 * 13 + 1];
  const rest = all.filter((c) => !buried.includes(c) && !tops.includes(c));
  const down = [...buried, ...rest.slice(0, 45 - buried.length)];
  const columns = tops.map((top, col) => [...down.splice(0, col), top]);
  return formatDeal({ columns, stock: rest.slice(45 - buried.length) });
}

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

describe('the solve CLI on Spider-Klondike', { timeout: 120_000 }, () => {
  it('solves deals given by number or by text, each line replaying to won', () => {
    for (const draw of ['1', '3'] as const) {
      const input = `A\t2\nB\t${formatDeal(dealFromNumber(3, SPIDER))}\n`;
      const out = solve(['--game', 'spider-klondike', '--budget-ms', '20000'], input, draw);
      expect(out.status, out.stderr).toBe(0);
      const rows = out.stdout.trim().split('\n');
      expect(rows.map((r) => r.split('\t').slice(0, 2))).toEqual([
        ['A', 'solved'],
        ['B', 'solved'],
      ]);
      const rules = { ...DEFAULT_RULES, draw: Number(draw) as 1 | 3 };
      for (const [row, deal] of rows.map((r, i) => [r, i === 0 ? '2' : '3'])) {
        const line = row.split('\t')[4];
        expect(line.split(' ').length).toBeGreaterThan(50);
        expect(replayLine(`x\t${deal}\t${line}`, rules, SPIDER).verdict).toBe('won');
      }
    }
  });

  it('proves a deal lost when no card can ever move, with no line', () => {
    const out = solve(['--game', 'spider-klondike'], `frozen\t${frozenDeal()}\n`);
    expect(out.status, out.stderr).toBe(0);
    expect(out.stdout).toMatch(/^frozen\tunsolvable\t[\d.]+\t\d+\t\n$/);
  });

  it('takes moves already played from a numbered deal, in its ten columns', () => {
    const out = solve(['--game', 'spider-klondike', '--budget-ms', '20000'], 'C\t2\t7>F 5>1\n');
    const [id, verdict, , , line] = out.stdout.trim().split('\t');
    expect([id, verdict]).toEqual(['C', 'solved']);
    expect(replayLine(`x\t2\t7>F 5>1 ${line}`, DEFAULT_RULES, SPIDER).verdict).toBe('won');
  });
});
