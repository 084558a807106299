import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, initialPosition, type Move, type Position, type Rules, step } from '../../engine';
import { type Budget, Solver, solve } from '../../engine/solver/solve';
import { position } from '../support/build';
import { type Reference, reference, references } from '../support/fixtures';

/** Replays the solver's line from the position with the rules engine: does it end in a win? */
function lineWins(p: Position, line: readonly Move[]): boolean {
  let q = p;
  for (const m of line) {
    const s = step(q, m);
    if (!s.ok) return false;
    q = s.value.position;
  }
  return q.foundations.every((n) => n === 13);
}

const NODES = 3_000_000;

for (const draw of [1, 3] as const) {
  describe(`verdicts on the shared deals, draw ${draw} (lonelybot's reference verdicts)`, () => {
    const rules: Rules = { ...DEFAULT_RULES, draw };
    const refs = references(draw);

    it(`agree with the reference for every deal decided within ${NODES / 1e6}M nodes, and every line wins`, {
      timeout: 600_000,
    }, () => {
      let decided = 0;
      for (const r of refs) {
        const p = initialPosition(r.deal, rules);
        const result = solve(p, { maxNodes: NODES });
        if (result.verdict === 'unknown') continue;
        decided++;
        expect(`${r.id} ${result.verdict === 'solved' ? 'solvable' : 'unsolvable'}`).toBe(`${r.id} ${r.verdict}`);
        // A line given wins.
        expect(result.verdict !== 'solved' || lineWins(p, result.line)).toBe(true);
      }
      expect(decided).toBeGreaterThanOrEqual(refs.length * 0.9);
    });
  });
}

describe('positions proved unsolvable', () => {
  it('an eight of clubs over the seven it needs, no red nine and no foundation moves back', () => {
    // The king can go to an empty column, which turns up the 8C; the 7C under it can never be reached.
    const p = position({
      rules: { foundationToTableau: false },
      foundations: [6, 13, 13, 13],
      columns: ['7c 8c KC', 'QC', 'JC', 'TC', '9C', '-', '-'],
    });
    const r = solve(p, {});
    expect(r.verdict).toBe('unsolvable');
    expect(r.line).toEqual([]);
  });

  it('draw 3 buries the jack of clubs under the queen for good, whatever the passes', () => {
    for (const passes of [1, 2, 'unlimited'] as const) {
      const p = position({
        rules: { draw: 3, passes, foundationToTableau: false },
        foundations: [10, 13, 13, 13],
        columns: ['-', '-', '-', '-', '-', '-', '-'],
        stock: 'JC QC KC',
      });
      expect(solve(p, {}).verdict).toBe('unsolvable');
    }
  });

  it('the same stock is won in draw 1, where every card comes up in turn', () => {
    const p = position({
      rules: { draw: 1, passes: 1, foundationToTableau: false },
      foundations: [10, 13, 13, 13],
      columns: ['-', '-', '-', '-', '-', '-', '-'],
      stock: 'JC QC KC',
    });
    const r = solve(p, {});
    expect(r.verdict).toBe('solved');
    expect(lineWins(p, r.line)).toBe(true);
  });
});

describe('drawing three, the same game drawn one at a time searched alongside', () => {
  it("no shared deal lost drawing one is won drawing three (lonelybot's verdicts): the rule the draw-one search rests on", () => {
    const lostDrawingOne = new Set(
      references(1)
        .filter((r) => r.verdict === 'unsolvable')
        .map((r) => r.id),
    );
    const verdicts = references(3)
      .filter((r) => lostDrawingOne.has(r.id))
      .map((r) => r.verdict);
    expect(verdicts.length).toBeGreaterThan(10);
    expect(new Set(verdicts)).toEqual(new Set(['unsolvable']));
  });

  it('proves a deal lost within a few million nodes that the draw-three search alone cannot', () => {
    // SD0136 drawing three alone takes about 40 million nodes to exhaust; drawing one, about a million. A search
    // allowed under two million nodes has no draw-one search beside it.
    const p = initialPosition(reference(3, 'SD0136').deal, { ...DEFAULT_RULES, draw: 3 });
    const alone = solve(p, { maxNodes: 1_500_000 });
    const alongside = solve(p, { maxNodes: 3_000_000 });
    expect(alone.verdict).toBe('unknown');
    expect(alongside.verdict).toBe('unsolvable');
    expect(alongside.nodes).toBeLessThan(3_000_000);
  });
});

describe('budgets', () => {
  const hard = reference(1, 'SD0166');
  const p = initialPosition(hard.deal, DEFAULT_RULES);

  it('a node budget stops the search with unknown after exactly that many nodes', () => {
    const r = solve(p, { maxNodes: 20_000 });
    expect(r.verdict).toBe('unknown');
    expect(r.stopped).toBe('nodes');
    expect(r.nodes).toBe(20_000);
  });

  it('past its memory cap the search goes on unrecorded and still proves a deal unsolvable', () => {
    const small = reference(3, 'SD0055');
    const q = initialPosition(small.deal, { ...DEFAULT_RULES, draw: 3 });
    const roomy = solve(q, {});
    const cramped = solve(q, { maxTableBytes: 16 * 1024 });
    expect(roomy.verdict).toBe('unsolvable');
    expect(roomy.tableFull).toBeUndefined();
    expect(cramped.verdict).toBe('unsolvable');
    expect(cramped.tableFull).toBe(true);
    expect(cramped.nodes).toBeGreaterThan(roomy.nodes);
  });

  it('a time budget is read from the clock the caller passes in', () => {
    // The clock moves 25 ms each time it is read, once a slice of 4,096 nodes: 100 ms run out within 20,000
    // nodes, where the search is still under way (above).
    let t = 0;
    const r = solve(p, { maxMs: 100, now: () => (t += 25) });
    expect(r.verdict).toBe('unknown');
    expect(r.stopped).toBe('time');
  });

  it("a solver that takes over a finished one's memory answers as a new one would, grown or full as that one was", () => {
    const run = (s: Solver) => {
      for (;;) {
        const r = s.step();
        if (r) return r;
      }
    };
    const chain = (draw: 1 | 3, deals: readonly Reference[], budget: Budget) => {
      let previous: Solver | undefined;
      return deals.map(({ deal }) => {
        const q = initialPosition(deal, { ...DEFAULT_RULES, draw });
        const reusing = new Solver(q, budget, previous);
        const r = run(reusing);
        expect(r).toEqual(run(new Solver(q, budget)));
        previous = reusing;
        return r;
      });
    };
    // Whole solves: SD0040 stores 72,114 states (226,196 nodes), past the first table's 49,152, so the
    // table grows; the next solve starts from a table of the first size again.
    const grown = ['SD0040', 'SD0005', 'SD0001'].map((id) => reference(1, id));
    expect(chain(1, grown, {})[0].nodes).toBeGreaterThan(200_000);
    // A 16 KB cap fills the table; a node budget stops a search midway.
    const few = references(3).slice(0, 4);
    expect(chain(3, few, { maxTableBytes: 16 * 1024 }).some((r) => r.tableFull)).toBe(true);
    expect(chain(3, few, { maxNodes: 3000, verdictOnly: true }).some((r) => r.verdict === 'unknown')).toBe(true);
  });

  it('the same node budget gives the same answer every time', () => {
    expect(solve(p, { maxNodes: 50_000 })).toEqual(solve(p, { maxNodes: 50_000 }));
  });
});
