import type { ComponentChildren } from 'preact';
import { CHOSEN_LEVELS, type Rules, SCORING_SYSTEMS, type ScoringSystem } from '../../engine';
import { BACKS, FIGURES, type FlagSetting, MOTIONS, SIZES, THEMES } from '../../models/settings';
import { t } from '../../models/words';
import { usePage } from '../app-context';
import { Modal } from './Modal';
import { YourData } from './YourData';
import { useDialog } from './useDialog';
import {
  BACK_NAMES,
  FIGURE_NAMES,
  LEVEL_NOTES,
  MOTION_NAMES,
  SCORING_NAMES,
  SCORING_NOTES,
  SIZE_NAMES,
  THEME_NAMES,
} from './rules-text';

/** Settings: the level and its rules (from the next game on), and how the table plays. */
export function SettingsDialog() {
  const { app, open, close, start } = useDialog('settings');
  const { settings } = app;
  const v = settings.data.value;
  const rules = v.custom;
  const setRules = (r: Partial<Rules>) => settings.update({ custom: { ...rules, ...r } });
  const custom = v.level === 'custom';
  return (
    <Modal open={open} title={t('bar.settings')} onClose={close} class="settings-dialog">
      <form method="dialog" class="settings" onSubmit={(e) => e.preventDefault()}>
        <fieldset class="level">
          <legend>{t('settings.level')}</legend>
          {CHOSEN_LEVELS.map((level) => (
            <label key={level}>
              <input
                type="radio"
                name="level"
                checked={v.level === level}
                onChange={() => settings.update({ level })}
              />
              {t(`level.${level}`)} <small>{LEVEL_NOTES[level]}</small>
            </label>
          ))}
          {v.level === 'vegas' && <Flag name="vegasCumulative">{t('settings.vegasCarry')}</Flag>}
        </fieldset>
        <fieldset class="custom" disabled={!custom}>
          <legend>{t('settings.custom')}</legend>
          <label>
            {t('settings.draw')}{' '}
            <select value={rules.draw} onChange={(e) => setRules({ draw: Number(e.currentTarget.value) as 1 | 3 })}>
              <option value="1">{t('settings.drawOne')}</option>
              <option value="3">{t('settings.drawThree')}</option>
            </select>
          </label>
          <label>
            {t('settings.passes')}{' '}
            <select
              value={String(rules.passes)}
              onChange={(e) => {
                const x = e.currentTarget.value;
                setRules({ passes: x === 'unlimited' ? 'unlimited' : Number(x) });
              }}
            >
              <option value="unlimited">{t('settings.passesUnlimited')}</option>
              <option value="3">{t('settings.passesThree')}</option>
              <option value="1">{t('settings.passesOne')}</option>
            </select>
          </label>
          <label>
            {t('settings.scoring')}{' '}
            <select
              value={rules.scoring}
              aria-describedby="scoring-note"
              onChange={(e) => setRules({ scoring: e.currentTarget.value as ScoringSystem })}
            >
              {SCORING_SYSTEMS.map((s) => (
                <option key={s} value={s}>
                  {SCORING_NAMES[s]}
                </option>
              ))}
            </select>
          </label>
          <small id="scoring-note" class="note">
            {SCORING_NOTES[rules.scoring]}
          </small>
          {rules.scoring === 'standard' && (
            <Check on={rules.standardTimed} set={(on) => setRules({ standardTimed: on })}>
              {t('settings.timed')} <small>{t('settings.timedNote')}</small>
            </Check>
          )}
          {rules.scoring === 'vegas' && (
            <Check on={rules.vegasCumulative} set={(on) => setRules({ vegasCumulative: on })}>
              {t('settings.vegasCumulative')}
            </Check>
          )}
          <Check on={rules.foundationToTableau} set={(on) => setRules({ foundationToTableau: on })}>
            {t('settings.foundationToTableau')}
          </Check>
          <Check on={rules.thoughtful} set={(on) => setRules({ thoughtful: on })}>
            {t('settings.thoughtful')}
          </Check>
        </fieldset>
        <fieldset class="play">
          <legend>{t('settings.play')}</legend>
          <Flag name="autoCollect">{t('settings.autoCollect')}</Flag>
          <Flag name="referee">
            {t('settings.referee')} <small>{t('settings.refereeNote')}</small>
          </Flag>
          <Flag name="fairHints">
            {t('settings.fairHints')} <small>{t('settings.fairHintsNote')}</small>
          </Flag>
          <Flag name="sound">{t('settings.sound')}</Flag>
        </fieldset>
        <fieldset class="figures-shown">
          <legend>{t('settings.onTable')}</legend>
          {FIGURES.map((f) => (
            <Check
              key={f}
              on={!v.hide.includes(f)}
              set={(on) => settings.update({ hide: on ? v.hide.filter((x) => x !== f) : [...v.hide, f] })}
            >
              {FIGURE_NAMES[f]}
            </Check>
          ))}
        </fieldset>
        <fieldset class="looks">
          <legend>{t('settings.looks')}</legend>
          <Choice
            label={t('settings.table')}
            value={v.theme}
            of={THEMES}
            names={THEME_NAMES}
            pick={(theme) => settings.update({ theme })}
          />
          <Choice
            label={t('settings.cardBacks')}
            value={v.back}
            of={BACKS}
            names={BACK_NAMES}
            pick={(back) => settings.update({ back })}
          />
          <Choice
            label={t('settings.cardSize')}
            value={v.size}
            of={SIZES}
            names={SIZE_NAMES}
            pick={(size) => settings.update({ size })}
          />
          <Flag name="fourColour">
            {t('settings.fourColour')} <small>{t('settings.fourColourNote')}</small>
          </Flag>
          <Flag name="largeIndex">{t('settings.largeIndex')}</Flag>
          <Flag name="leftHanded">{t('settings.leftHanded')}</Flag>
        </fieldset>
        <fieldset class="motion">
          <legend>{t('settings.motion')}</legend>
          {MOTIONS.map((m) => (
            <label key={m}>
              <input
                type="radio"
                name="motion"
                checked={v.motion === m}
                onChange={() => settings.update({ motion: m })}
              />
              {MOTION_NAMES[m]}
            </label>
          ))}
        </fieldset>
        <YourData />
        <p class="note">{t('settings.nextGame')}</p>
        <div class="actions sticky">
          <button type="button" onClick={() => start(() => app.games.random(false))}>
            {t('settings.newGame')}
          </button>
          <button type="button" onClick={close}>
            {t('dialog.close')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** A setting with a few named choices, as a labelled list. */
function Choice<T extends string>(props: {
  label: string;
  value: T;
  of: readonly T[];
  names: Record<T, string>;
  pick: (value: T) => void;
}) {
  return (
    <label>
      {props.label}{' '}
      <select value={props.value} onChange={(e) => props.pick(e.currentTarget.value as T)}>
        {props.of.map((x) => (
          <option key={x} value={x}>
            {props.names[x]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** One of the settings that are on or off, as a labelled checkbox. */
function Flag(props: { name: FlagSetting; children: ComponentChildren }) {
  const { settings } = usePage().app;
  return (
    <Check on={settings.data.value[props.name]} set={(on) => settings.update({ [props.name]: on })}>
      {props.children}
    </Check>
  );
}

/** A setting that is on or off, as a labelled checkbox. */
function Check(props: { on: boolean; set: (on: boolean) => void; children: ComponentChildren }) {
  return (
    <label>
      <input type="checkbox" checked={props.on} onChange={(e) => props.set(e.currentTarget.checked)} />
      {props.children}
    </label>
  );
}
