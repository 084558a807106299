import { type Card, cardText, rankOf } from '../engine';
import { chanceRange } from '../engine/chance';
import { announceMove, type DrawingSentence, type Gain, type MoveSentence, type Onto } from '../engine/describe';
import type { Hint, HintWhy } from '../engine/solver';
import type { Change } from './table-model';
import { t, tn } from './words';

/*
 * The move sentences in the page's language: the engine says what a move does as data (engine/describe.ts),
 * these words say it. Here in models, not components: Double Solitaire's model and the winning line hand
 * their components words, as they did before there were languages. Not on the first paint: the entry point
 * loads this module just after it for the status line (a hint waits for it), and the announcer with the
 * dialogs.
 */

/** The article a card takes by its rank (French: l’as, la dame, le roi); English says "the" to each. */
const article = (c: Card): 'ace' | 'queen' | 'other' => {
  const rank = rankOf(c);
  return rank === 0 ? 'ace' : rank === 11 ? 'queen' : 'other';
};

/** "the 7♥": a card written as on its face. */
const the = (c: Card): string => t(`move.card.${article(c)}`, cardText(c));

/** "onto the 8♠", "to the empty column 3", or (null) "to its foundation". */
const where = (o: Onto | null): string =>
  o === null
    ? t('move.where.home')
    : o.kind === 'card'
      ? t('move.where.card', the(o.card))
      : t('move.where.empty', o.column);

/** What a move from a column is for, in a hint: "to free the 9♣". */
const purpose = (g: Exclude<Gain, null | { kind: 'turned' }>): string =>
  g.kind === 'free' ? t('move.for.free', the(g.card)) : t(`move.for.${g.kind}`, g.column);

/** A move in words: a hint's, with what it is for, or an announcement's, with the card it turned over. */
export function moveWords(s: MoveSentence): string {
  switch (s.kind) {
    case 'draw':
      return t('move.draw');
    case 'recycle':
      return t('move.recycle');
    case 'waste-foundation':
      return t('move.wasteHome', the(s.card));
    case 'waste-tableau':
      return t('move.wasteOnto', the(s.card), where(s.onto));
    case 'foundation-tableau':
      return t('move.back', the(s.card), where(s.onto));
    case 'tableau-foundation': {
      const { card, gain } = s;
      if (gain === null) return t('move.home', the(card));
      return gain.kind === 'turned'
        ? t('move.homeTurned', the(card), the(gain.card))
        : t('move.homeFor', the(card), purpose(gain));
    }
    case 'tableau-tableau': {
      const { gain } = s;
      const cards = s.under === 0 ? the(s.card) : tn('move.cards', s.under, the(s.card));
      const onto = where(s.onto);
      if (gain === null) return t('move.onto', cards, onto);
      return gain.kind === 'turned'
        ? t('move.ontoTurned', cards, onto, the(gain.card))
        : t('move.ontoFor', cards, onto, purpose(gain));
    }
  }
}

/** "Draw until the A♦ comes up (6 draws), then play it to its foundation." */
function drawingWords(d: DrawingSentence): string {
  if (d.draws === 1 && d.recycles === 0) return t('move.drawOnce', the(d.card), where(d.onto));
  return t('move.drawUntil', the(d.card), drawCount(d), where(d.onto));
}

/** "6 draws and a turn of the waste". */
function drawCount(d: { readonly draws: number; readonly recycles: number }): string {
  const draws = tn('move.draws', d.draws);
  return d.recycles === 0 ? draws : tn('move.drawsTurns', d.recycles, draws);
}

/** A hint's why in words. */
export function hintWords(why: HintWhy): string {
  switch (why.kind) {
    case 'drawing':
      return drawingWords(why);
    case 'draw-idle':
      return t('move.drawIdle');
    case 'draw-hidden':
      return t('move.drawHidden');
    case 'draw-fair':
      return t('move.drawFair');
    case 'drawing-fair':
      return t('move.drawFairUntil', the(why.card), drawCount(why));
    case 'fair-lost':
      return t('move.fairLost');
    case 'no-change':
      return t('move.noChange');
    case 'won':
      return t('move.won');
    case 'unreadable':
      return t('move.unreadable', why.message);
    default:
      return moveWords(why);
  }
}

/**
 * Which kind of hint it is: the referee's say they look at the face-down cards; a fair one says it uses
 * only what the player can see, and how likely its move is to win from here when it weighed any.
 */
function hintNote(h: Hint): string {
  const c = h.chance;
  if (!c || c.samples === 0) return t(`hint.kind.${h.kind}`);
  if (c.sure) return t('hint.fairSure');
  // A range, not a point: from 16 arrangements a point moved by 25 points between positions a draw apart.
  const { low, high } = chanceRange(c.wins, c.samples);
  return tn('hint.fairChance', c.samples, low, high);
}

/** A hint in words, as the status line shows it and the screen reader says it: why, then which kind. */
export const hintText = (h: Hint): string => `${hintWords(h.why)} (${hintNote(h)})`;

/** What a screen reader is told of the table's last change. */
export function changeWords(c: Change): string {
  if (c.note === 'rewound' || c.note === 'back') return tn(`say.${c.note}`, c.count ?? 0);
  if (c.note) return t(`say.${c.note}`);
  const text = c.steps.map((s) => moveWords(announceMove(s.before, s.step))).join(' ');
  return c.kind === 'undo' ? t('say.undone', text) : c.kind === 'redo' ? t('say.redone', text) : text;
}
