import { DEFAULT_RULES, dealFromNumber, encodeGame, newGame, parseMoves, rulesForLevel } from '../../engine';
import { freshTable, type SavedTable } from '../../models/saved-table';

/**
 * Deal 1 drawn through and turned over again and again (unlimited passes): a legal game of `moves` moves,
 * 20,000 by default. At Normal (draw one) a pass is 25 moves, so 20,000 end on a turn-over; at Hard (draw
 * three) a pass is 9, so 20,000 end two draws into a pass (18 cards in the stock, 6 in the waste).
 */
export function longGame(moves = 20_000, level: 'normal' | 'hard' = 'normal'): SavedTable {
  const rules = rulesForLevel(level, DEFAULT_RULES);
  const draws = Math.ceil(24 / rules.draw);
  const parsed = parseMoves(
    Array(Math.ceil(moves / (draws + 1)))
      .fill(`${'D '.repeat(draws)}R`)
      .join(' '),
  );
  if (!parsed.ok) throw new Error(parsed.message);
  const game = encodeGame({ ...newGame(dealFromNumber(1), rules), moves: parsed.value.slice(0, moves) });
  return { ...freshTable(dealFromNumber(1), 1, level, rules, 0, 'the-long-game'), game };
}
