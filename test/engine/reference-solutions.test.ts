import { execFileSync, spawnSync } from 'node:child_process';
import { MOVE_SPACE } from '../../engine/move-space';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  formatMove,
  initialPosition,
  legalMoves,
  mulberry32,
  parseMoves,
  type Rules,
  step,
} from '../../engine';
import { replayLine } from '../../engine/cli/replay';
import { references, spiderWins } from '../support/fixtures';

const rulesFor = (draw: 1 | 3): Rules => ({ ...DEFAULT_RULES, draw });

/** Replaces move k of a solution with a move that is illegal at that point. */
function mutate(draw: 1 | 3, deal: ReturnType<typeof references>[number]['deal'], solution: string, k: number) {
  const moves = parseMoves(solution);
  if (!moves.ok) throw new Error(moves.message);
  let p = initialPosition(deal, rulesFor(draw));
  for (let i = 0; i < k; i++) {
    const s = step(p, moves.value[i]);
    if (!s.ok) throw new Error(s.message);
    p = s.value.position;
  }
  const legal = new Set(legalMoves(p).map(formatMove));
  const illegal = MOVE_SPACE.map(formatMove).filter((m) => !legal.has(m));
  const tokens = solution.split(' ');
  tokens[k] = illegal[(k * 7) % illegal.length];
  return tokens.join(' ');
}

for (const draw of [1, 3] as const) {
  const refs = references(draw).filter((r) => r.verdict === 'solvable');

  describe(`reference solutions, draw ${draw} (test/fixtures/shared-deals/draw${draw}.tsv)`, () => {
    it(`all ${refs.length} replay to a win`, () => {
      expect(refs.length).toBe(draw === 1 ? 180 : 165);
      for (const r of refs) {
        expect(replayLine(`${r.id}\t${r.dealText}\t${r.solution}`, rulesFor(draw)).text).toBe(`${r.id}\twon`);
      }
    });

    it('a solution with one move made illegal is refused at that move', () => {
      const next = mulberry32(draw);
      for (const r of refs) {
        const k = next() % r.solution.split(' ').length;
        const bad = mutate(draw, r.deal, r.solution, k);
        const out = replayLine(`${r.id}\t${r.dealText}\t${bad}`, rulesFor(draw)).text;
        expect(out.startsWith(`${r.id}\tillegal\t${k + 1}: `)).toBe(true);
      }
    });

    it('a solution cut short is legal but not won', () => {
      const r = refs[0];
      const cut = r.solution.split(' ').slice(0, -1).join(' ');
      expect(replayLine(`${r.id}\t${r.dealText}\t${cut}`, rulesFor(draw)).text).toBe(`${r.id}\tok`);
    });
  });
}

describe('the replay CLI', { timeout: 30_000 }, () => {
  const r = references(1)[0];
  const run = (args: string[], input: string) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/replay.ts', ...args], { input, encoding: 'utf8' });

  it('prints won / ok / illegal / invalid, one line each, and exits 1 when any line was bad', () => {
    const lines = [
      `A\t${r.dealText}\t${r.solution}`,
      `B\t${r.dealText}\tD D`,
      `C\t${r.dealText}\tD W>9`,
      `D\t${r.dealText}\tR`,
      `E\t${r.dealText.replace('4D', '4X')}\tD`,
      `F\t${r.dealText.replace('4D', 'TH')}\tD`,
      `G\t${r.dealText.replace(/ 9D$/, '')}\tD`,
    ];
    const out = run(['--draw', '1'], `${lines.join('\n')}\n`);
    expect(out.status).toBe(1);
    expect(out.stdout.trim().split('\n')).toEqual([
      'A\twon',
      'B\tok',
      'C\tillegal\t2: "W>9" is not a move (D, R, W>F, W>3, 4>F, 4>6 or FH>2)',
      'D\tillegal\t1: R: the stock is not empty yet',
      'E\tinvalid\t"4X" is not a card (rank A23456789TJQK, suit CDHS)',
      'F\tinvalid\tTH appears twice',
      'G\tinvalid\tthe stock must hold 24 cards, not 23',
    ]);
  });

  it('shows back only a readable piece of a huge id or bad card, and refuses the line', () => {
    const id = 'I'.repeat(1_000_000);
    const out = replayLine(`${id}\t${r.dealText.replace('4D', 'Q'.repeat(300_000))}\tD`, rulesFor(1));
    expect(out.verdict).toBe('invalid');
    expect(out.text).toBe(`${'I'.repeat(32)}…\tinvalid\tan id of 1000000 characters: at most 256`);
    const card = replayLine(`X\t${r.dealText.replace('4D', 'Q'.repeat(300_000))}\tD`, rulesFor(1));
    expect(card.text).toBe(`X\tinvalid\t"${'Q'.repeat(24)}…" is not a card (rank A23456789TJQK, suit CDHS)`);
  });

  it('exits 0 when every line is legal', () => {
    const out = run(['--draw', '1', '--passes', 'unlimited'], `X\t${r.dealText}\t${r.solution}\n`);
    expect(out.status).toBe(0);
    expect(out.stdout).toBe('X\twon\n');
  });

  it('honours the pass limit: a reference solution that recycles is illegal with one pass', () => {
    const out = run(['--draw', '1', '--passes', '1'], `X\t${r.dealText}\t${r.solution}\n`);
    const firstR = r.solution.split(' ').indexOf('R') + 1;
    expect(out.stdout).toBe(`X\tillegal\t${firstR}: R: no passes through the stock are left\n`);
  });

  it('replays Spider-Klondike with --game spider-klondike, the deal given by its number or its text', () => {
    const w = spiderWins(3)[0];
    const input = `N\t${w.n}\t${w.moves}\nT\t${w.dealText}\t${w.moves}\n`;
    const out = run(['--game', 'spider-klondike', '--draw', '3'], input);
    expect(out.stdout).toBe('N\twon\nT\twon\n');
    expect(out.status).toBe(0);
    // The same lines under Klondike's rules: the text is not a Klondike deal, the number another deal.
    const klondike = run(['--draw', '3'], input).stdout.split('\n');
    expect(klondike[0]).toMatch(/^N\tillegal\t\d+: /);
    expect(klondike[1]).toBe('T\tinvalid\ta deal has 8 fields separated by "|" (7 columns and the stock), not 11');
    const unknown = run(['--game', 'spider', '--draw', '1'], '');
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toContain('"spider" is not a game (klondike, spider-klondike)');
  });

  it('refuses an unknown option with a usage message and exit status 2', () => {
    const out = run(['--draw', '2'], '');
    expect(out.status).toBe(2);
    expect(out.stderr).toContain('rules option "draw" cannot be 2');
    expect(run(['--draw', '1', '--fast'], '').stderr).toContain('unknown option "--fast"');
  });

  it('is reachable as npm run --silent replay', () => {
    const out = execFileSync('npm', ['run', '--silent', 'replay', '--', '--draw', '1'], {
      input: `Y\t${r.dealText}\tD\n`,
      encoding: 'utf8',
    });
    expect(out).toBe('Y\tok\n');
  });
});
