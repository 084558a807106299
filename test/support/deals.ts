import { type Card, type Deal, formatCard, type Move, parseCard, parseMoves } from '../../engine';

/**
 * A deal with the cards that matter placed by hand: `columns[k]` lists column
 * k's cards bottom to top (its length must be k + 1 or less: the rest is filled
 * in face down below), `stock` the first stock cards; every other card fills
 * the gaps, kings first.
 */
export function craftDeal(columns: string[][], stock: string[] = []): Deal {
  const used = new Set<Card>();
  const parse = (t: string) => {
    const c = parseCard(t);
    if (c === -1 || used.has(c)) throw new Error(`bad or repeated card ${t}`);
    used.add(c);
    return c;
  };
  const fixed = columns.map((col) => col.map(parse));
  const first = stock.map(parse);
  // Fillers high cards first, so that no stray ace or two is dealt face up to play by itself.
  const rest = Array.from({ length: 52 }, (_, c) => c)
    .filter((c) => !used.has(c))
    .sort((a, b) => (b % 13) - (a % 13) || a - b);
  const take = () => {
    const c = rest.shift();
    if (c === undefined) throw new Error('ran out of cards');
    return c;
  };
  const cols = Array.from({ length: 7 }, (_, k) => {
    const mine = fixed[k] ?? [];
    if (mine.length > k + 1) throw new Error(`column ${k + 1} holds ${k + 1} cards`);
    return [...Array.from({ length: k + 1 - mine.length }, take), ...mine];
  });
  const st = [...first, ...rest.splice(0)];
  if (st.length !== 24) throw new Error(`stock of ${st.length}: ${st.map(formatCard).join(' ')}`);
  return { columns: cols, stock: st };
}

/**
 * A deal won in 76 moves, the fewest a draw-one game can take (52 cards home, 24 draws), with its winning
 * line: the clubs and diamonds up to the queens come off the stock in order, then the columns, taken one
 * after the other, hold the kings of clubs and diamonds and then the hearts and spades in order.
 */
export function quickWin(): { deal: Deal; line: Move[] } {
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
  const stock = ranks.slice(0, 12).flatMap((r) => [`${r}C`, `${r}D`]);
  const order = ['KC', 'KD', ...ranks.flatMap((r) => [`${r}H`, `${r}S`])];
  const columns: string[][] = [];
  for (let k = 0, i = 0; k < 7; i += ++k) columns.push(order.slice(i, i + k + 1).reverse());
  const text = [...stock.map(() => 'D W>F'), ...columns.map((c, k) => c.map(() => `${k + 1}>F`).join(' '))];
  const line = parseMoves(text.join(' '));
  if (!line.ok) throw new Error(line.message);
  return { deal: craftDeal(columns, stock), line: line.value };
}
