import { useEffect, useState } from 'preact/hooks';
import type { DuelStrength } from '../../engine';
import type { DuelSeat } from '../../models/duel-app';
import { sessionTitle } from '../../models/session/session';
import { t } from '../../models/words';
import { STRENGTH_NAMES, STRENGTH_NOTES, STRENGTHS } from './rules-text';
import { useDialog } from './useDialog';

/**
 * New game's Double Solitaire: a duel against the computer at a strength, draw three or one; the duel set
 * aside resumed; or, from a duel, back to the game of Klondike it was set aside for.
 */
export function DuelChoice() {
  const { app, close, duel, loadDuel } = useDialog('new');
  // The duel set aside is read with the seat's code: loaded as the dialog opens, so Resume shows.
  useEffect(() => {
    void loadDuel();
  }, [loadDuel]);
  const seat = duel.value?.seat ?? null;
  const record = seat?.duel.value?.record.value ?? null;
  const [strength, setStrength] = useState<DuelStrength>(record?.strength ?? 'casual');
  const [draw, setDraw] = useState<1 | 3>(record?.draw ?? 3);
  // The last duel's strength and draw, once its seat is in (the first render comes before it).
  const last = record && `${record.strength}/${record.draw}`;
  useEffect(() => {
    if (!record) return;
    setStrength(record.strength);
    setDraw(record.draw);
  }, [last]);
  // A new duel leaves the duel there is (on show or set aside), which counts when it is under way.
  const sessions = app.sessions.value;
  const leaving = sessions?.ending('duel') ?? null;
  const underWay = seat?.duel.value?.inProgress.value ?? false;
  // A press that comes before the seat's code is in waits for it rather than do nothing.
  const act = (what: (s: DuelSeat) => void) => {
    close();
    void loadDuel().then((d) => what(d.seat));
  };
  return (
    <fieldset class="duel-choice">
      <legend>{t('newGame.duel')}</legend>
      <small class="note">{t('newGame.duelNote')}</small>
      {STRENGTHS.map((s) => (
        <label key={s}>
          <input type="radio" name="strength" checked={strength === s} onChange={() => setStrength(s)} />
          {STRENGTH_NAMES[s]} <small>{STRENGTH_NOTES[s]}</small>
        </label>
      ))}
      <label>
        <input type="checkbox" checked={draw === 1} onChange={(e) => setDraw(e.currentTarget.checked ? 1 : 3)} />{' '}
        {t('newGame.drawOne')} <small>{t('newGame.drawThree')}</small>
      </label>
      {leaving && <p class="warning">{t('leave.lossOf', sessionTitle(leaving))}</p>}
      <div class="actions">
        {/* Off until the seat and the sessions are in: its warning must show before a duel under way is left. */}
        <button type="button" disabled={!seat || !sessions} onClick={() => act((s) => s.play(strength, draw))}>
          {t('newGame.duelPlay')}
        </button>
        {record && !record.open && underWay && (
          <button type="button" onClick={() => act((s) => s.resume())}>
            {t('newGame.duelResume')}
          </button>
        )}
        {record?.open && sessions && (
          <button type="button" onClick={() => act((s) => s.leave())}>
            {t('newGame.backTo', sessionTitle(sessions.table))}
          </button>
        )}
      </div>
    </fieldset>
  );
}
