import { useEffect, useMemo, useState } from 'preact/hooks';
import type { PastGame } from '../../models/past-games';
import { replayOf } from '../../models/line-steps';
import { findWinningLine, stopWinningLine, type WinningLine } from '../../models/winning-line';
import { t } from '../../models/words';
import { LineViewer } from './LineViewer';
import { Modal } from './Modal';
import { useDialog } from './useDialog';

/**
 * A game's moves played on a small board (LineViewer.tsx): a lost game's winning line, searched by the engine,
 * or a game of the history as it was played, won or lost, to its last position. Nothing is played on the
 * table: the game and its statistics stay.
 */
export function WinningLineDialog() {
  const { open, close, lineOf } = useDialog('line');
  const asked = lineOf.value;
  return (
    <Modal
      open={open}
      title={asked?.kind === 'replay' ? t('line.replayTitle') : t('line.title')}
      onClose={close}
      class="winning-line"
    >
      {asked?.kind === 'line' && <LineSearch link={asked.link} />}
      {asked?.kind === 'replay' && <Replay game={asked.game} />}
    </Modal>
  );
}

function CloseButton() {
  const { close } = useDialog('line');
  return (
    <div class="actions">
      <button type="button" onClick={close}>
        {t('dialog.close')}
      </button>
    </div>
  );
}

function Replay({ game }: { game: PastGame }) {
  const steps = useMemo(() => replayOf(game), [game]);
  return (
    <>
      {steps ? <LineViewer steps={steps} /> : <p role="alert">{t('line.unplayable')}</p>}
      <CloseButton />
    </>
  );
}

function LineSearch({ link }: { link: string }) {
  const { app } = useDialog('line');
  const [line, setLine] = useState<WinningLine | null>(null);
  useEffect(() => {
    let gone = false;
    setLine(null);
    findWinningLine(link, app.solver)
      .then((l) => {
        if (!gone && l) setLine(l);
      })
      .catch(() => {
        if (!gone) setLine({ kind: 'none' });
      });
    return () => {
      gone = true;
      stopWinningLine(app.solver);
    };
  }, [link, app]);
  if (!line) return <p aria-live="polite">{t('line.looking')}</p>;
  return (
    <>
      {line.kind === 'found' ? (
        <LineViewer steps={line} />
      ) : (
        <p role="alert">{line.kind === 'none' ? t('line.none') : t('line.unreadable')}</p>
      )}
      <CloseButton />
    </>
  );
}
