import { describe, expect, it, vi } from 'vitest';

vi.mock('wxt/browser', () => import('../support/words').then((w) => w.browserIn('fr')));

import { challengeText, dealText, gameText } from '../../components/share-words';
import { DEFAULT_RULES, dealFromNumber, MAX_GAME_MOVES, parseMoves, rulesForLevel } from '../../engine';
import { MAX_LINK_TEXT } from '../../engine/links/link';
import { parseDealRequest, sharedChallenge, sharedDeal, sharedGame } from '../../engine/links/share';
import { refusalText } from '../../models/refusal';

const vegas = rulesForLevel('vegas', DEFAULT_RULES);
const moves = (() => {
  const m = parseMoves('D D D D D');
  if (!m.ok) throw new Error(m.message);
  return m.value;
})();

describe('the texts a player copies, in French', () => {
  it('are French around the same link, which a browser in any language reads back whole', () => {
    const shared = sharedDeal(dealFromNumber(12345), 12345, vegas);
    const text = dealText(shared);
    expect(text).toBe(`Donne Klondike #12345, 3 cartes à la fois, 3 tours, score Vegas\u202f: ${shared.link}`);
    expect(parseDealRequest(text)).toMatchObject({ ok: true, value: { dealNumber: 12345, rules: vegas } });
  });

  it('count the moves of a game under way by French rules (0 and 1 are singular)', () => {
    const game = (n: number) => ({
      deal: dealFromNumber(13),
      rules: DEFAULT_RULES,
      moves: moves.slice(0, n),
      undone: [],
    });
    expect(gameText(sharedGame(game(0), 13, ''))).toContain(', 0 coup joué\u202f: #k=g');
    expect(gameText(sharedGame(game(1), 13, '0'))).toContain(', 1 coup joué\u202f: #k=g');
    const text = gameText(sharedGame(game(5), 13, '00000'));
    expect(text).toMatch(
      /^Donne Klondike #13, une carte à la fois, tours illimités, score standard, 5 coups joués\u202f: #k=g/,
    );
    expect(parseDealRequest(text)).toMatchObject({ ok: true, value: { played: { moves, auto: '00000' } } });
  });

  it('challenge a friend, who races the same time', () => {
    const won = { deal: dealFromNumber(12345), dealNumber: null, rules: vegas, moves, seconds: 222 };
    const text = challengeText(sharedChallenge(won));
    expect(text).toMatch(/^Battez mon temps de 3:42 en 5 coups sur une donne Klondike, 3 cartes à la fois, /);
    // Five draws win nothing: the link is read up to its moves, which it refuses, in French.
    const r = parseDealRequest(text);
    expect(r.ok ? '' : refusalText(r.reason)).toBe('les coups que porte ce défi ne gagnent pas sa donne');
  });
});

describe('why a deal or a link cannot be played, in French', () => {
  it.each([
    ['', 'tapez un numéro de donne, ou collez une donne partagée ou une donne écrite carte par carte'],
    ['#deal=5&game=golf', 'le jeu «\u202fgolf\u202f» du lien n’est pas l’un des nôtres'],
    [
      'AH KS',
      'la donne est mal écrite (une donne a 8 champs séparés par «\u202f|\u202f» (7 colonnes et le talon), pas 1)',
    ],
    ['AH 2H 3H 4H 5H 6H 7H | | | | | | | ', 'la donne est mal écrite (la colonne 1 doit avoir 1 carte, pas 7)'],
    [
      `#deal=13&draw=1&moves=${'!'.repeat(MAX_LINK_TEXT)}&auto=0`,
      `un lien de partie ou un défi porte au plus ${MAX_GAME_MOVES} coups`,
    ],
  ])('%j', (text, said) => {
    const r = parseDealRequest(text);
    expect(r.ok ? '' : refusalText(r.reason)).toMatch(said);
  });
});
