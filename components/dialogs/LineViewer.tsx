import { useEffect, useMemo } from 'preact/hooks';
import { LinePlayer, type Schedule, SPEEDS } from '../../models/line-player';
import type { LineSteps } from '../../models/line-steps';
import { t } from '../../models/words';
import { InertBoard } from '../InertBoard';
import { off } from './off';

const timeout: Schedule = (fn, ms) => {
  const id = setTimeout(fn, ms);
  return () => clearTimeout(id);
};

/**
 * A game's moves on a small board (a winning line, a game of the history): Play and Pause at a speed, a slider
 * to any step, and a step at a time; the card each move moved is lit where it landed, and slides there as the
 * board's cards do. Nothing is played on the table.
 */
export function LineViewer({ steps, schedule = timeout }: { steps: LineSteps; schedule?: Schedule }) {
  const last = steps.words.length;
  const player = useMemo(() => new LinePlayer(last, schedule), [steps, schedule]);
  useEffect(() => () => player.dispose(), [player]);
  const at = player.at.value;
  const playing = player.playing.value;
  const words = at === 0 ? t('line.before', last) : t('line.step', at, last, steps.words[at - 1]);
  return (
    <>
      {/* Said as the player steps; not while it plays on its own, which would queue a sentence a step. */}
      <p aria-live={playing ? 'off' : 'polite'} class="line-step">
        {words}
      </p>
      <InertBoard position={steps.positions[at]} lit={at === 0 ? null : steps.moved[at - 1]} />
      <div class="line-play">
        <button type="button" class="primary" onClick={() => player.toggle()}>
          {playing ? t('line.pause') : t('line.play')}
        </button>
        <fieldset class="line-speed">
          <legend class="sr-only">{t('line.speed')}</legend>
          {SPEEDS.map((s) => (
            <button key={s} type="button" aria-pressed={player.speed.value === s} onClick={() => player.setSpeed(s)}>
              {t('line.speedOf', s)}
            </button>
          ))}
        </fieldset>
        <input
          type="range"
          class="line-slider"
          min={0}
          max={last}
          step={1}
          value={at}
          aria-label={t('line.slider')}
          aria-valuetext={words}
          onInput={(e) => player.seek(Number(e.currentTarget.value))}
        />
      </div>
      <div class="actions">
        <button type="button" {...off(at === 0)} onClick={() => player.stepTo(0)}>
          {t('line.start')}
        </button>
        <button type="button" {...off(at === 0)} onClick={() => player.stepTo(at - 1)}>
          {t('line.back')}
        </button>
        <button type="button" {...off(at === last)} onClick={() => player.stepTo(at + 1)}>
          {t('line.next')}
        </button>
        <button type="button" {...off(at === last)} onClick={() => player.stepTo(last)}>
          {t('line.end')}
        </button>
      </div>
    </>
  );
}
