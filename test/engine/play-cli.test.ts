import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, dealFromNumber, formatDeal } from '../../engine';
import { replayLine } from '../../engine/cli/replay';

const play = (args: string[], input: string) =>
  spawnSync('npm', ['run', '--silent', 'play', '--', ...args], { input, encoding: 'utf8' });
const SMALL = ['--samples', '4', '--budget-nodes', '200', '--playoff-samples', '4', '--playoff-nodes', '400'];

describe('the play CLI', () => {
  it('plays each deal to its end and prints a line the replay CLI agrees with', () => {
    const text = formatDeal(dealFromNumber(8));
    const out = play(['--draw', '3', '--stock-known', ...SMALL], `A\t${text}\n5\nB\t8\nC\tnot a deal\n`);
    expect(out.status).toBe(0);
    const lines = out.stdout.trim().split('\n');
    expect(lines.map((l) => l.split('\t')[0])).toEqual(['A', '5', 'B', 'C']);
    const rules = { ...DEFAULT_RULES, draw: 3 as const };
    for (const [line, deal] of [
      [lines[0], text],
      [lines[1], '5'],
      [lines[2], '8'],
    ]) {
      const [id, verdict, moves, ms, moveText] = line.split('\t');
      expect(verdict).toMatch(/^(won|lost)$/);
      expect(Number(ms)).toBeGreaterThanOrEqual(0);
      expect(moveText.split(' ').filter(Boolean)).toHaveLength(Number(moves));
      expect(replayLine(`${id}\t${deal}\t${moveText}`, rules).verdict).toBe(verdict === 'won' ? 'won' : 'ok');
    }
    // A deal given by its text or by its number is the same game.
    expect(lines[0].split('\t')[4]).toBe(lines[2].split('\t')[4]);
    expect(lines[3]).toMatch(/^C\tinvalid\t/);
  });

  it('refuses an unknown option and a bad budget with a usage message and exit status 2', () => {
    for (const args of [
      ['--draw', '3', '--fast'],
      ['--draw', '3', '--samples', '0'],
      ['--draw', '3', '--playoff-samples', '-1'],
      ['--draw', '3', '--playoff-nodes', '0'],
      ['--game', 'spider-klondike', '--draw', '1'],
    ]) {
      const out = play(args, '1\n');
      expect(out.status).toBe(2);
      expect(out.stderr).toMatch(/usage: play/);
      expect(out.stdout).toBe('');
    }
  });
});
