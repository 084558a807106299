import { cardText } from './cards';
import type { Step } from './play';
import type { Position } from './position';

/**
 * A sentence a player understands for a move and what it did, built only from
 * what the player can see: face-up cards, and which column a face-down card
 * turned up in (never the card itself before it shows, nor unseen stock cards).
 */
export function describeMove(before: Position, s: Step): string {
  const m = s.move;
  const [first] = s.cards;
  const under = s.cards.length - 1;
  const cards =
    under === 0
      ? `the ${cardText(first)}`
      : `the ${cardText(first)} and the ${under === 1 ? 'card' : `${under} cards`} on it`;
  const onto = (to: number) => {
    const col = before.columns[to];
    const top = col.up[col.up.length - 1];
    return top === undefined ? `to the empty column ${to + 1}` : `onto the ${cardText(top)}`;
  };
  const why = (from: number) => {
    if (s.flipped !== -1) return ` to turn over a card in column ${from + 1}`;
    const col = s.position.columns[from];
    if (col.up.length === 0 && col.down.length === 0) return ` to empty column ${from + 1}`;
    const top = col.up[col.up.length - 1];
    return top === undefined ? '' : ` to free the ${cardText(top)}`;
  };
  switch (m.type) {
    case 'draw':
      return 'Draw from the stock.';
    case 'recycle':
      return 'Turn the waste over to go through the stock again.';
    case 'waste-foundation':
      return `Play the ${cardText(first)} from the waste to its foundation.`;
    case 'waste-tableau':
      return `Play the ${cardText(first)} from the waste ${onto(m.to)}.`;
    case 'tableau-foundation':
      return `Move the ${cardText(first)} to its foundation${why(m.from)}.`;
    case 'tableau-tableau':
      return `Move ${cards} ${onto(m.to)}${why(m.from)}.`;
    case 'foundation-tableau':
      return `Take the ${cardText(first)} back from its foundation ${onto(m.to)}.`;
  }
}

/**
 * Why draw, when a winning line draws (and maybe turns the waste over) `draws` times to bring up a card the
 * player has seen before, which its next move (`then`, played from the position after the draws) plays.
 */
export function describeDrawing(draws: number, recycles: number, then: Step): string {
  const card = cardText(then.cards[0]);
  const m = then.move;
  const col = m.type === 'waste-tableau' ? m.to : -1;
  const top = col < 0 ? undefined : then.position.columns[col].up.at(-2);
  const where =
    col < 0 ? 'to its foundation' : top === undefined ? `to the empty column ${col + 1}` : `onto the ${cardText(top)}`;
  const turns = recycles === 0 ? '' : ` and ${recycles === 1 ? 'a turn' : `${recycles} turns`} of the waste`;
  if (draws === 1 && recycles === 0) return `Draw: the ${card} comes up, to play ${where}.`;
  return `Draw until the ${card} comes up (${draws} ${draws === 1 ? 'draw' : 'draws'}${turns}), then play it ${where}.`;
}

/** Short form for screen-reader announcements of a move just played. */
export function announceMove(before: Position, s: Step): string {
  const text = describeMove(before, s).replace(/ to (turn over|empty|free) .*\.$/, '.');
  return s.flipped === -1 ? text : `${text.slice(0, -1)}; the ${cardText(s.flipped)} turns over.`;
}
