import type { ComponentChildren } from 'preact';
import { CHOSEN_LEVELS, LEVEL_NAMES, type Rules, SCORING_SYSTEMS, type ScoringSystem } from '../../engine';
import { BACKS, FIGURES, MOTIONS, SIZES, THEMES } from '../../models/settings';
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
    <Modal open={open} title="Settings" onClose={close} class="settings-dialog">
      <form method="dialog" class="settings" onSubmit={(e) => e.preventDefault()}>
        <fieldset class="level">
          <legend>Level</legend>
          {CHOSEN_LEVELS.map((level) => (
            <label key={level}>
              <input
                type="radio"
                name="level"
                checked={v.level === level}
                onChange={() => settings.update({ level })}
              />
              {LEVEL_NAMES[level]} <small>{LEVEL_NOTES[level]}</small>
            </label>
          ))}
          {v.level === 'vegas' && (
            <Check on={v.vegasCumulative} set={(on) => settings.update({ vegasCumulative: on })}>
              Carry the Vegas score from deal to deal
            </Check>
          )}
        </fieldset>
        <fieldset class="custom" disabled={!custom}>
          <legend>Custom rules</legend>
          <label>
            Draw{' '}
            <select value={rules.draw} onChange={(e) => setRules({ draw: Number(e.currentTarget.value) as 1 | 3 })}>
              <option value="1">One card</option>
              <option value="3">Three cards</option>
            </select>
          </label>
          <label>
            Passes through the stock{' '}
            <select
              value={String(rules.passes)}
              onChange={(e) => {
                const x = e.currentTarget.value;
                setRules({ passes: x === 'unlimited' ? 'unlimited' : Number(x) });
              }}
            >
              <option value="unlimited">Unlimited</option>
              <option value="3">Three</option>
              <option value="1">One</option>
            </select>
          </label>
          <label>
            Scoring{' '}
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
              Time penalty and speed bonus{' '}
              <small>(−2 every 10 seconds; 700,000 ÷ your seconds on a win after 30)</small>
            </Check>
          )}
          {rules.scoring === 'vegas' && (
            <Check on={rules.vegasCumulative} set={(on) => setRules({ vegasCumulative: on })}>
              Cumulative Vegas score
            </Check>
          )}
          <Check on={rules.foundationToTableau} set={(on) => setRules({ foundationToTableau: on })}>
            Cards may come back from the foundations
          </Check>
          <Check on={rules.thoughtful} set={(on) => setRules({ thoughtful: on })}>
            Thoughtful: show the face-down cards of the columns
          </Check>
        </fieldset>
        <fieldset class="play">
          <legend>Play</legend>
          <Check on={v.autoCollect} set={(on) => settings.update({ autoCollect: on })}>
            Send cards home on their own when nothing can need them
          </Check>
          <Check on={v.referee} set={(on) => settings.update({ referee: on })}>
            Tell me when the game can no longer be won <small>(uses the hidden cards, like a referee)</small>
          </Check>
          <Check on={v.sound} set={(on) => settings.update({ sound: on })}>
            Sound
          </Check>
        </fieldset>
        <fieldset class="figures-shown">
          <legend>On the table</legend>
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
          <legend>Looks</legend>
          <Choice
            label="Table"
            value={v.theme}
            of={THEMES}
            names={THEME_NAMES}
            pick={(theme) => settings.update({ theme })}
          />
          <Choice
            label="Card backs"
            value={v.back}
            of={BACKS}
            names={BACK_NAMES}
            pick={(back) => settings.update({ back })}
          />
          <Choice
            label="Card size"
            value={v.size}
            of={SIZES}
            names={SIZE_NAMES}
            pick={(size) => settings.update({ size })}
          />
          <Check on={v.fourColour} set={(on) => settings.update({ fourColour: on })}>
            Four-colour deck <small>(clubs green, diamonds blue)</small>
          </Check>
          <Check on={v.largeIndex} set={(on) => settings.update({ largeIndex: on })}>
            Large corner index
          </Check>
          <Check on={v.leftHanded} set={(on) => settings.update({ leftHanded: on })}>
            Left-handed: stock on the right, foundations on the left
          </Check>
        </fieldset>
        <fieldset class="motion">
          <legend>Motion</legend>
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
        <p class="note">A new level or new rules apply from the next game.</p>
        <div class="actions sticky">
          <button type="button" onClick={() => start(() => app.games.random(false))}>
            New game with these settings
          </button>
          <button type="button" onClick={close}>
            Close
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

/** A setting that is on or off, as a labelled checkbox. */
function Check(props: { on: boolean; set: (on: boolean) => void; children: ComponentChildren }) {
  return (
    <label>
      <input type="checkbox" checked={props.on} onChange={(e) => props.set(e.currentTarget.checked)} />
      {props.children}
    </label>
  );
}
