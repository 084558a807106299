import { useEffect, useState } from 'preact/hooks';
import { findWinningLine, stopWinningLine, type WinningLine } from '../../models/winning-line';
import { t } from '../../models/words';
import { InertBoard } from '../InertBoard';
import { off } from './off';
import { Modal } from './Modal';
import { useDialog } from './useDialog';

/**
 * A lost game's winning line, played on a small board a step at a time (Back, Next, the first and last
 * position), each move said in words. Nothing is played on the table: the game and its statistics stay.
 */
export function WinningLineDialog() {
  const { open, close, lineOf } = useDialog('line');
  return (
    <Modal open={open} title={t('line.title')} onClose={close} class="winning-line">
      {lineOf.value && <LineSteps link={lineOf.value} />}
    </Modal>
  );
}

function LineSteps({ link }: { link: string }) {
  const { app, close } = useDialog('line');
  const [line, setLine] = useState<WinningLine | null>(null);
  const [at, setAt] = useState(0);
  useEffect(() => {
    let gone = false;
    setLine(null);
    setAt(0);
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
  const closeButton = (
    <div class="actions">
      <button type="button" onClick={close}>
        {t('dialog.close')}
      </button>
    </div>
  );
  if (!line) return <p aria-live="polite">{t('line.looking')}</p>;
  if (line.kind !== 'found') {
    return (
      <>
        <p role="alert">{line.kind === 'none' ? t('line.none') : t('line.unreadable')}</p>
        {closeButton}
      </>
    );
  }
  const last = line.words.length;
  const go = (n: number) => setAt(Math.max(0, Math.min(last, n)));
  return (
    <>
      <p aria-live="polite" class="line-step">
        {at === 0 ? t('line.before', last) : t('line.step', at, last, line.words[at - 1])}
      </p>
      <InertBoard position={line.positions[at]} />
      <div class="actions">
        <button type="button" {...off(at === 0)} onClick={() => go(0)}>
          {t('line.start')}
        </button>
        <button type="button" {...off(at === 0)} onClick={() => go(at - 1)}>
          {t('line.back')}
        </button>
        <button type="button" {...off(at === last, 'primary')} onClick={() => go(at + 1)}>
          {t('line.next')}
        </button>
        <button type="button" {...off(at === last)} onClick={() => go(last)}>
          {t('line.end')}
        </button>
      </div>
      {closeButton}
    </>
  );
}
