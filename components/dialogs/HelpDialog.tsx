import { CHOSEN_LEVELS, SCORING_SYSTEMS } from '../../engine';
import { GAME_TITLES } from '../../engine/games';
import { t } from '../../models/words';
import { Modal } from './Modal';
import { useDialog } from './useDialog';
import { LEVEL_NOTES, SCORING_NAMES, SCORING_NOTES } from './rules-text';

/**
 * The keyboard's commands in Help's order: each one's keys (help.key: the page reads the key pressed, so a
 * letter is the same in every language) and what it does (help.does).
 */
const KEYS = ['arrows', 'enter', 'escape', 'draw', 'undo', 'redo', 'hint', 'auto', 'pause', 'newGame', 'help'] as const;

/**
 * A level's note inside Help's sentence ("Hard: draw three"): its first letter only in lower case, the rest
 * as written ("Vegas scoring", "score Vegas").
 */
const midSentence = (note: string): string => note.charAt(0).toLocaleLowerCase() + note.slice(1);

/** The levels in one sentence each, read once, when the dialogs load (as rules-text.ts's tables are). */
const LEVELS_TEXT = CHOSEN_LEVELS.map((l) => t('help.level', t(`level.${l}`), midSentence(LEVEL_NOTES[l]))).join('. ');

/** Help: the rules of Klondike and of each option on offer, then how to play with the mouse and the keyboard. */
export function HelpDialog() {
  const { open, close } = useDialog('help');
  return (
    <Modal open={open} title={t('bar.help')} onClose={close} class="help">
      <section aria-labelledby="help-rules">
        <h3 id="help-rules">{t('help.rules')}</h3>
        <p>{t('help.rulesText')}</p>
        <ul>
          <li>{t('help.build')}</li>
          <li>{t('help.turnUp')}</li>
          <li>{t('help.stock')}</li>
        </ul>
        <h3>{GAME_TITLES['spider-klondike']}</h3>
        <p>{t('help.spiderText')}</p>
        <h3>{t('help.races')}</h3>
        <p>{t('help.racesText')}</p>
        <h3>{t('help.options')}</h3>
        <dl class="rules">
          <dt>{t('help.draw')}</dt>
          <dd>{t('help.drawText')}</dd>
          <dt>{t('help.passes')}</dt>
          <dd>{t('help.passesText')}</dd>
          <dt>{t('help.foundationToTableau')}</dt>
          <dd>{t('help.foundationToTableauText')}</dd>
          <dt>{t('help.thoughtful')}</dt>
          <dd>{t('help.thoughtfulText')}</dd>
          <dt>{t('help.levels')}</dt>
          <dd>{t('help.levelsText', LEVELS_TEXT, midSentence(LEVEL_NOTES.daily))}</dd>
        </dl>
        <h3>{t('help.scoring')}</h3>
        <dl class="rules">
          {SCORING_SYSTEMS.map((s) => (
            <div key={s}>
              <dt>{SCORING_NAMES[s]}</dt>
              <dd>{SCORING_NOTES[s]}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="help-mouse">
        <h3 id="help-mouse">{t('help.mouse')}</h3>
        <p>{t('help.mouseText')}</p>
      </section>
      <section aria-labelledby="help-keys">
        <h3 id="help-keys">{t('help.keyboard')}</h3>
        <dl class="keys">
          {KEYS.map((k) => (
            <div key={k}>
              <dt>
                <kbd>{t(`help.key.${k}`)}</kbd>
              </dt>
              <dd>{t(`help.does.${k}`)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div class="actions sticky">
        <button type="button" onClick={close}>
          {t('dialog.close')}
        </button>
      </div>
    </Modal>
  );
}
