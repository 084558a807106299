import { cardAt } from '../engine';
import { t } from '../models/words';
import { cardName } from './card-words';
import { usePage } from './app-context';
import { Board } from './Board';

/**
 * The board wired to the models: the position and the hint's ends in, the player's presses, drops and
 * draws out to the gestures and the table; what went wrong is said to the screen reader.
 */
export function TableBoard() {
  const { app, gestures, said } = usePage();
  const { table } = app;
  const position = table.position.value;
  const rules = table.game.value.rules;
  const hint = app.hints.current.value;
  const ends = hint?.move ? table.variant.moveEnds(position, hint.move) : null;
  const say = (text: string) => {
    said.value = text;
  };
  return (
    <Board
      position={position}
      thoughtful={rules.thoughtful}
      passes={rules.passes === 'unlimited' ? null : { now: position.recycles + 1, of: rules.passes }}
      hintSource={ends?.source ?? null}
      hintTarget={ends?.target ?? null}
      targetsFor={(s) => table.variant.targetsFor(position, s)}
      onPress={(press) => {
        say('');
        if (gestures.press(press)) return true;
        const card = cardAt(position, press.source);
        if (card !== -1) say(t('card.noMove', cardName(card)));
        return false;
      }}
      onDrop={(source, target) => {
        say('');
        return table.drop(source, target);
      }}
      onStock={() => {
        say('');
        table.stock();
      }}
      onSay={say}
      left={app.settings.data.value.leftHanded}
    />
  );
}
