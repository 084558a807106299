import { type Card, DECK_SIZE, fitsOn, formatCard, parseCard } from './cards';
import { COLUMN_ROOM } from './core/board-layout';
import type { Column, Position } from './position';
import { fail, ok, quote, type Result } from './result';
import { maxRecycles, parseRules, type Rules, SCORING_SYSTEMS, type ScoringSystem } from './rules';

/**
 * A position as one line of text, like chess's FEN; it round-trips exactly.
 * Twelve fields separated by " | ":
 *   rules | foundations | column 1 | … | column 7 | stock | waste | recycles
 * - rules: `d1` or `d3`; `p-` (unlimited passes) or `pN`; `f+`/`f-`
 *   (foundation to tableau allowed or not); `t+`/`t-` (thoughtful); the
 *   scoring system, then `+timed` when standard scoring's timed option is on
 *   and `+cumulative` when Vegas's is (kept under any system, so that the
 *   options survive a change of system).
 * - foundations: four counts 0..13, clubs, diamonds, hearts, spades.
 * - a column: bottom to top, face-down cards in lower case (`th`), face-up in
 *   upper case (`TH`); `-` when empty.
 * - stock: in drawing order (first drawn first); waste: bottom to top (the
 *   last is in play); `-` when empty.
 * - recycles: times the waste went back to the stock.
 * Example: `d3 p3 f+ t- vegas+cumulative | 1 0 0 0 | - | th 6D | … | 0`.
 */
export function formatPosition(p: Position): string {
  const r = p.rules;
  const scoring = r.scoring + (r.standardTimed ? '+timed' : '') + (r.vegasCumulative ? '+cumulative' : '');
  const rules = `d${r.draw} p${r.passes === 'unlimited' ? '-' : r.passes} f${r.foundationToTableau ? '+' : '-'} t${r.thoughtful ? '+' : '-'} ${scoring}`;
  const pile = (cards: readonly Card[], down = 0) =>
    cards.length === 0 ? '-' : cards.map((c, i) => (i < down ? formatCard(c).toLowerCase() : formatCard(c))).join(' ');
  return [
    rules,
    p.foundations.join(' '),
    ...p.columns.map((c) => pile([...c.down, ...c.up], c.down.length)),
    pile(p.stock),
    pile(p.waste),
    String(p.recycles),
  ].join(' | ');
}

export type PositionTextError = 'fields' | 'rules' | 'foundations' | 'card' | 'column' | 'cards' | 'recycles';

function parseRulesField(text: string): Result<Rules, 'rules'> {
  const m = /^d([13]) p(-|[1-9]\d?) f([+-]) t([+-]) ([a-z]+)(\+timed)?(\+cumulative)?$/.exec(text);
  const system = m?.[5] as ScoringSystem | undefined;
  if (!m || !system || !SCORING_SYSTEMS.includes(system)) {
    return fail('rules', `${quote(text)} is not a rules field like "d1 p- f+ t- standard"`);
  }
  const rules = parseRules({
    draw: Number(m[1]),
    passes: m[2] === '-' ? 'unlimited' : Number(m[2]),
    foundationToTableau: m[3] === '+',
    thoughtful: m[4] === '+',
    scoring: system,
    standardTimed: m[6] !== undefined,
    vegasCumulative: m[7] !== undefined,
  });
  return rules.ok ? rules : fail('rules', rules.message);
}

/** Parses the text of formatPosition and checks it is a position a game can be in. */
export function parsePosition(text: string): Result<Position, PositionTextError> {
  const fields = text.split('|').map((f) => f.trim());
  if (fields.length !== 12) return fail('fields', `a position has 12 fields separated by "|", not ${fields.length}`);
  const rules = parseRulesField(fields[0]);
  if (!rules.ok) return rules;

  const foundations = fields[1].split(/\s+/).map((t) => (/^\d+$/.test(t) ? Number(t) : -1));
  if (foundations.length !== 4 || foundations.some((n) => n < 0 || n > 13)) {
    return fail('foundations', `${quote(fields[1])} is not four foundation counts 0..13`);
  }
  const seen = new Set<Card>();
  for (let s = 0; s < 4; s++) for (let r = 0; r < foundations[s]; r++) seen.add(s * 13 + r);

  const piles: { cards: Card[]; down: number }[] = [];
  for (let f = 2; f < 11; f++) {
    const cards: Card[] = [];
    let down = 0;
    const tokens = fields[f] === '-' ? [] : fields[f].split(/\s+/);
    for (const token of tokens) {
      const c = parseCard(token);
      if (c === -1) return fail('card', `${quote(token)} is not a card`);
      if (seen.has(c)) return fail('cards', `${formatCard(c)} appears twice`);
      seen.add(c);
      const faceDown = token !== token.toUpperCase();
      if (faceDown && (f >= 9 || down !== cards.length)) {
        return fail('card', `${quote(token)}: only tableau cards under the face-up run can be face down`);
      }
      if (faceDown) down++;
      cards.push(c);
    }
    piles.push({ cards, down });
  }
  if (seen.size !== DECK_SIZE) return fail('cards', `the position holds ${seen.size} cards, not 52`);

  const columns: Column[] = [];
  for (let c = 0; c < 7; c++) {
    const { cards, down } = piles[c];
    if (cards.length > 0 && down === cards.length) {
      return fail('column', `column ${c + 1}: its top card must be face up`);
    }
    if (down > COLUMN_ROOM - 13)
      return fail('column', `column ${c + 1}: more than ${COLUMN_ROOM - 13} face-down cards`);
    for (let i = down + 1; i < cards.length; i++) {
      if (!fitsOn(cards[i], cards[i - 1])) {
        return fail('column', `column ${c + 1}: ${formatCard(cards[i])} cannot lie on ${formatCard(cards[i - 1])}`);
      }
    }
    columns.push({ down: cards.slice(0, down), up: cards.slice(down) });
  }
  const recycles = /^\d+$/.test(fields[11]) ? Number(fields[11]) : -1;
  if (recycles < 0 || recycles > maxRecycles(rules.value)) {
    return fail('recycles', `"${fields[11]}" is not a recycle count these rules allow`);
  }
  return ok({
    rules: rules.value,
    columns,
    stock: piles[7].cards,
    waste: piles[8].cards,
    foundations,
    recycles,
  });
}
