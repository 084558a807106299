/**
 * The play CLI's and bench:play's budget unless told otherwise (measured: see bench:play). On deals #1..#500
 * (draw 3, stock known) a playoff of 400 × 500 won 215 where 100 × 2000, as many nodes a line, won 210: close
 * lines are told apart by more arrangements rather than deeper solves. 800 × 500 won 226 (at 7.7 s a game,
 * 400 × 500: 217 at 5.4 s), within the 10 s a game the goal allows.
 */
export const FAIR_PLAY = { samples: 100, nodes: 300, playoff: { samples: 800, nodes: 500 } } as const;
