import { describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  initialPosition,
  parseMoves,
  parsePosition,
  type Position,
  type Rules,
  replay,
} from '../../engine';
import { Board } from '../../engine/core/board';
import { perft } from '../../engine/core/perft';
import { SPIDER_KLONDIKE_SHAPE as SPIDER } from '../../engine/games';
import { sharedDeals, spiderWins } from '../support/fixtures';
import { referenceApply, referenceLegalMoves } from '../support/reference-rules';

const rules = (r: Partial<Rules>): Rules => ({ ...DEFAULT_RULES, ...r });
const SD0001 = sharedDeals().get('SD0001')?.deal;
if (!SD0001) throw new Error('SD0001 missing');

/** SD0001 after the first 120 moves of its draw-1 reference solution (test/fixtures/shared-deals/draw1.tsv). */
const MIDGAME =
  'd1 p- f+ t- standard | 0 3 0 0 | KH | KD | 4S | td 7c 9c TC 9H 8C 7H 6C | ac ah 2S | as 8s 4C 3H 2C | 6s js 4h 7d qc jd JC TH 9S 8D 7S 6D 5C 4D 3C 2H | QS 8H KC 5D QH 9D | QD 5H 6H 5S TS 3S KS JH | 4';
const midgame = parsePosition(MIDGAME);
if (!midgame.ok) throw new Error(midgame.message);

/** Spider-Klondike deal #9002 after the first 300 moves of the independent implementation's draw-1 line (SKS1-9002). */
const SPIDER_MIDGAME = (() => {
  const line = spiderWins(1).find((w) => w.id === 'SKS1-9002');
  const moves = parseMoves(line?.moves ?? '', 10);
  if (!moves.ok) throw new Error(moves.message);
  const s = replay({
    rules: DEFAULT_RULES,
    deal: dealFromNumber(9002, SPIDER),
    moves: moves.value.slice(0, 300),
    undone: [],
  });
  if (!s.ok) throw new Error(s.message);
  return s.value.position;
})();

/**
 * Move-sequence counts (perft). Every count was computed by Board.generate and
 * agreed, when pinned, with the naive rules of test/support/reference-rules.ts
 * (which the last test re-checks at small depths).
 */
const TABLE: { source: string; position: Position; counts: Record<number, number> }[] = [
  {
    source: 'deal #1, draw 1',
    position: initialPosition(dealFromNumber(1), DEFAULT_RULES),
    counts: { 4: 21, 10: 132 },
  },
  {
    source: 'deal #1, draw 3',
    position: initialPosition(dealFromNumber(1), rules({ draw: 3 })),
    counts: { 4: 22, 10: 360 },
  },
  {
    source: 'deal #2, draw 3, 1 pass, no foundation moves back',
    position: initialPosition(dealFromNumber(2), rules({ draw: 3, passes: 1, foundationToTableau: false })),
    counts: { 4: 142, 8: 12021 },
  },
  {
    source: 'SD0001 (shared deals), draw 1',
    position: initialPosition(SD0001, DEFAULT_RULES),
    counts: { 4: 2, 10: 5 },
  },
  {
    source: 'SD0001 (shared deals), draw 3',
    position: initialPosition(SD0001, rules({ draw: 3 })),
    counts: { 4: 3, 10: 213 },
  },
  {
    source: 'SD0001 midgame (120 reference moves)',
    position: midgame.value,
    counts: { 3: 52, 4: 247, 6: 6577, 8: 234032 },
  },
  {
    source: 'Spider-Klondike deal #0, draw 1 (agreed with the reference at depth 5)',
    position: initialPosition(dealFromNumber(0, SPIDER), DEFAULT_RULES),
    counts: { 4: 1409, 6: 33322, 8: 657568 },
  },
  {
    source: 'Spider-Klondike deal #9002, draw 3, 1 pass, no foundation moves back (agreed at depth 5)',
    position: initialPosition(dealFromNumber(9002, SPIDER), rules({ draw: 3, passes: 1, foundationToTableau: false })),
    counts: { 4: 542, 8: 226969 },
  },
  {
    source: 'Spider-Klondike #9002 midgame (300 moves of SKS1-9002; agreed at depth 5)',
    position: SPIDER_MIDGAME,
    counts: { 3: 523, 4: 4392, 6: 333279 },
  },
];

function referencePerft(p: Position, depth: number): number {
  if (depth === 0) return 1;
  let total = 0;
  for (const m of referenceLegalMoves(p)) total += referencePerft(referenceApply(p, m), depth - 1);
  return total;
}

describe('move generation counts (perft)', () => {
  for (const row of TABLE) {
    for (const [depth, count] of Object.entries(row.counts)) {
      it(`${row.source}: ${count} sequences of ${depth} moves`, () => {
        expect(perft(Board.from(row.position), Number(depth))).toBe(count);
      });
    }
  }

  it('the naive reference rules count the same at depth 4', () => {
    for (const row of TABLE) expect(referencePerft(row.position, 4)).toBe(perft(Board.from(row.position), 4));
  });
});
