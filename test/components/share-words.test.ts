import { describe, expect, it, vi } from 'vitest';

vi.mock('wxt/browser', () => import('../support/words').then((w) => w.browserIn('en')));

import { challengeText, dealText, gameText } from '../../components/share-words';
import { DEFAULT_RULES, dealFromNumber, formatDeal, parseMoves, rulesForLevel } from '../../engine';
import { compactMoves } from '../../engine/compact';
import { SPIDER_KLONDIKE_SHAPE } from '../../engine/games';
import { MAX_LINK_TEXT, parseDealLink } from '../../engine/links/link';
import { parseDealRequest, sharedChallenge, sharedDeal, sharedGame } from '../../engine/links/share';
import { refusalText } from '../../models/refusal';

const vegas = rulesForLevel('vegas', DEFAULT_RULES);
function movesOf(text: string) {
  const m = parseMoves(text);
  if (!m.ok) throw new Error(m.message);
  return m.value;
}
const moves = movesOf('D D D D D');
const recycle = movesOf('R');

describe('the texts a player copies, in English', () => {
  it('say the deal and its rules before the link, as they always have', () => {
    expect(dealText(sharedDeal(dealFromNumber(12345), 12345, vegas))).toBe(
      'Klondike deal #12345, draw 3, 3 passes, Vegas scoring: #deal=12345&draw=3&passes=3&f2t=1&scoring=vegas',
    );
    const rules = { ...DEFAULT_RULES, passes: 1, foundationToTableau: false, thoughtful: true, standardTimed: true };
    const spider = dealFromNumber(7, SPIDER_KLONDIKE_SHAPE);
    expect(dealText(sharedDeal(spider, null, rules))).toMatch(
      /^A Spider-Klondike deal, draw 1, one pass, standard scoring with time penalty and bonus, no cards back from the foundations, the columns’ face-down cards shown: #deal=/,
    );
  });

  it('count the moves of a game under way, one or more', () => {
    const game = (n: number) => ({
      deal: dealFromNumber(13),
      rules: DEFAULT_RULES,
      moves: moves.slice(0, n),
      undone: [],
    });
    expect(gameText(sharedGame(game(5), 13, '00000'))).toMatch(
      /^Klondike deal #13, draw 1, unlimited passes, standard scoring, 5 moves in: #k=g[\w-]+$/,
    );
    expect(gameText(sharedGame(game(1), 13, '0'))).toMatch(/, standard scoring, 1 move in: #k=g/);
  });

  it('give a challenge’s time in minutes and seconds', () => {
    const won = { deal: dealFromNumber(12345), dealNumber: 12345, rules: vegas, moves, seconds: 222.7 };
    expect(challengeText(sharedChallenge(won))).toMatch(
      /^Beat my 3:42 in 5 moves at Klondike deal #12345, draw 3, 3 passes, Vegas scoring: #k=c[\w-]+$/,
    );
    expect(challengeText(sharedChallenge({ ...won, dealNumber: null, seconds: 4000 }))).toMatch(
      /^Beat my 66:40 in 5 moves at a Klondike deal, draw 3,/,
    );
  });
});

describe('why a deal or a link cannot be played, in English', () => {
  // A game link as the readable format of old wrote it (five draws, the second and fifth marked automatic), and packed.
  const link = '#deal=13&draw=1&passes=unlimited&f2t=1&scoring=standard&moves=!!!!!&auto=48';
  const packed = sharedGame({ deal: dealFromNumber(13), rules: DEFAULT_RULES, moves, undone: [] }, 13, '00000').link;
  const changeLetter = (l: string) =>
    l.replace(/k=(\w)(.)/, (_, k: string, c: string) => `k=${k}${c === 'B' ? 'C' : 'B'}`);
  const challenge = sharedChallenge({
    deal: dealFromNumber(13),
    dealNumber: 13,
    rules: DEFAULT_RULES,
    moves,
    seconds: 9,
  });

  it.each([
    ['', 'empty'],
    ['4294967296', 'number'],
    ['AH KS', 'deal'],
    [`SD0042 | ${formatDeal(dealFromNumber(8)).replace('|', '')}`, 'deal'],
    ['#deal=5&draw=%E0%A4%A', 'encoding'],
    ['#deal=5&game=golf', 'game'],
    ['#deal=4294967296&draw=1', 'dealNumber'],
    ['#deal=5&draw=2', 'rules'],
    ['#deal=5&colour=red', 'option'],
    ['#deal=5&race=1.a', 'challengeRules'],
    ['#deal=5&moves=DD', 'movesRules'],
    [`${link}&race=1.a`, 'both'],
    ['#deal=13&draw=1&moves=%22&auto=0', 'movesUnread'],
    [`#deal=13&draw=1&moves=${encodeURIComponent(compactMoves(recycle))}&auto=0`, 'movesIllegal'],
    [link.replace(/&auto=\w+/, ''), 'auto'],
    [changeLetter(challenge.link), 'changed'],
    [changeLetter(packed), 'cutShort'],
    [packed.slice(0, -1), 'cutShort'],
    [`#deal=13&draw=1&moves=${'!'.repeat(MAX_LINK_TEXT)}&auto=0`, 'tooLong'],
  ])('%j (%s): the page says what the engine says', (text, why) => {
    const r = parseDealRequest(text);
    expect(r.ok ? 'played' : r.reason.why).toBe(why);
    expect(r.ok ? 'played' : refusalText(r.reason)).toBe(r.ok ? 'played' : r.message);
  });

  it('a challenge whose moves do not win its deal, and a link without a deal', () => {
    const r = parseDealLink(challenge.link);
    if (r.ok) throw new Error('a challenge that does not win its deal was taken');
    expect(r.reason.why).toBe('notWon');
    expect(refusalText(r.reason)).toBe(r.message);
    const none = parseDealLink('#draw=3');
    if (none.ok) throw new Error('a link without a deal was taken');
    expect(none.reason.why).toBe('noDeal');
    expect(refusalText(none.reason)).toBe(none.message);
  });
});
