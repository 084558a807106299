import { card, fitsOn, RANK_OF } from '../cards';
import type { Position } from '../position';

const KING = 12;

/**
 * A proof, without a search, that a Klondike position cannot be won: some card
 * can never go home whatever the order of play. Every card must go home, each
 * after the card below it in its suit, and after every card lying on it where
 * it is now has left. A card leaves its place by going home; or onto a card
 * one rank up of the other colour that lies open (in the tableau with all the
 * cards on it gone, or one that left the stock or went home, whence it may
 * come back); or, a king, into an empty column; a face-up card also leaves
 * with the run under it. A stock card must come up first: one at a time, any
 * can. Each of these is needed, and all are granted at once (the cards a card
 * comes to cover, and the stock's turns beyond the rule in the code, go
 * unheeded), so a card that cannot go home once everything that can has been
 * granted (a least fixpoint) never will: the game is lost. Say the 4♥ lies
 * face down under the 5♥, and both black sixes under the 4♥: the 5♥ cannot go
 * home before the 4♥, nor onto a six, so neither ever leaves.
 *
 * A solver allowed 100,000 nodes or more asks this before it searches (solve.ts). On random deals #1..#300 it proves
 * 9 of the 32 lost at draw 1 lost, and 23 of the 56 at draw 3: the search had
 * spent a quarter of its time on lost deals on those 9 (1.4 s of 5.8 s), but
 * only an eighth on the 23 (2.9 s of 25.1 s).
 */
export function cannotWin(p: Position): boolean {
  if (p.columns.length !== 7) return false; // one deck only: a card's parents are the two of one rank up
  const home = new Uint8Array(52);
  const left = new Uint8Array(52);
  /** Each tableau card's column and depth (0 the bottom); -1 elsewhere. */
  const column = new Int8Array(52).fill(-1);
  const depth = new Int8Array(52);
  /** Each stock card's place in the stock, first drawn 0; -1 elsewhere. */
  const inStock = new Int8Array(52).fill(-1);
  p.foundations.forEach((n, s) => {
    for (let r = 0; r < n; r++) home[s * 13 + r] = left[s * 13 + r] = 1;
  });
  const piles = p.columns.map((c) => [...c.down, ...c.up]);
  for (let c = 0; c < 7; c++) {
    for (let i = 0; i < piles[c].length; i++) {
      column[piles[c][i]] = c;
      depth[piles[c][i]] = i;
    }
  }
  const stock = p.stock;
  for (let i = 0; i < stock.length; i++) inStock[stock[i]] = i;
  // Turning three at a time from a full stock, a card comes up on the waste only when it ends a turn (every
  // third), when it is the last, or once a card before it or the one after it has gone (which shifts the turns
  // or uncovers it). Mid-way through a pass, the waste's cards make that harder to say: they are granted.
  const turnsMatter = p.rules.draw === 3 && p.waste.length === 0;
  const reachable = (i: number): boolean => {
    if (!turnsMatter || i % 3 === 2) return true;
    let after = true;
    for (let j = i + 1; j < stock.length; j++) after &&= left[stock[j]] === 1;
    if (after) return true;
    for (let j = 0; j <= i + 1 && j < stock.length; j++) if (j !== i && left[stock[j]]) return true;
    return false;
  };
  /** Can x be played from where it is now: all the cards on it have left, or it can be turned up? */
  const free = (x: number): boolean => {
    const c = column[x];
    if (c < 0) return inStock[x] < 0 || reachable(inStock[x]);
    const pile = piles[c];
    for (let i = depth[x] + 1; i < pile.length; i++) if (!left[pile[i]]) return false;
    return true;
  };
  /** Can a card be put on p: p lies open on the tableau, or went there (or home, whence it can come back)? */
  const open = (parent: number): boolean => (column[parent] >= 0 ? free(parent) : left[parent] === 1);
  const canTakeOn = (x: number): boolean => {
    const r = RANK_OF[x];
    if (r === KING) return piles.some((pile) => pile.length === 0 || pile.every((y) => left[y]));
    for (let s = 0; s < 4; s++) if (fitsOn(x, card(r + 1, s)) && open(card(r + 1, s))) return true;
    return false;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let x = 0; x < 52; x++) {
      if (home[x]) continue;
      const c = column[x];
      const down = c < 0 ? 0 : p.columns[c].down.length;
      const faceUp = c >= 0 && depth[x] >= down;
      const playable = free(x);
      if (playable && (RANK_OF[x] === 0 || home[x - 1])) {
        home[x] = 1;
        left[x] = 1;
        changed = true;
        continue;
      }
      if (left[x]) continue;
      const carried = faceUp && depth[x] > down && left[piles[c][depth[x] - 1]];
      if (carried || ((playable || faceUp) && canTakeOn(x))) {
        left[x] = 1;
        changed = true;
      }
    }
  }
  return home.includes(0);
}
