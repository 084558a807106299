import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const duel = (...args: string[]) =>
  spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/duel.ts', '--a', 'casual', '--b', 'casual', ...args], {
    encoding: 'utf8',
  });

describe('the duel CLI', { timeout: 60_000 }, () => {
  it('refuses duel numbers past 2^32 - 1, which it would play as other duels, with a usage message and exit status 2', () => {
    for (const [args, why] of [
      [['--games', '1', '--from', '99999999999'], '--from 99999999999: '],
      [['--games', '1', '--from', '4294967296'], '--from 4294967296: '],
      [['--games', '3', '--from', '4294967295'], '--games 3 from duel #4294967295 plays up to #4294967296: '],
    ] as const) {
      const out = duel(...args);
      expect(out.status).toBe(2);
      expect(out.stderr).toContain(`duel: ${why}duel numbers go from 0 to 4294967295\nusage: duel `);
      expect(out.stdout).toBe('');
    }
  });

  it('plays the last duel number, from both seats', () => {
    const out = duel('--games', '2', '--from', '4294967295');
    expect(out.status).toBe(0);
    expect(out.stdout).toContain('2 games, draw 3, duels #4294967295..#4294967295 each played from both seats');
  });
});
