import { CHOSEN_LEVELS, LEVEL_NAMES, SCORING_SYSTEMS } from '../../engine';
import { Modal } from './Modal';
import { useDialog } from './useDialog';
import { LEVEL_NOTES, SCORING_NAMES, SCORING_NOTES } from './rules-text';

const KEYS: [string, string][] = [
  ['Arrow keys', 'move between piles and cards'],
  ['Enter or Space', 'pick up a card (or the run on it), then put it down; on the stock: draw'],
  ['Escape', 'put back what you picked up'],
  ['D', 'draw from the stock'],
  ['Z or Ctrl+Z', 'undo'],
  ['Shift+Z or Ctrl+Shift+Z', 'redo'],
  ['H', 'hint'],
  ['A', 'auto-complete, when the rest plays itself'],
  ['P', 'pause and resume'],
  ['N', 'new game'],
  ['?', 'this help'],
];

/** Help: the rules of Klondike and of each option on offer, then how to play with the mouse and the keyboard. */
export function HelpDialog() {
  const { open, close } = useDialog('help');
  return (
    <Modal open={open} title="Help" onClose={close} class="help">
      <section aria-labelledby="help-rules">
        <h3 id="help-rules">The rules of Klondike</h3>
        <p>
          Get all 52 cards onto the four foundations, one per suit, from the ace up to the king. Seven columns are dealt
          with one to seven cards, only the top one face up; the other 24 cards are the stock.
        </p>
        <ul>
          <li>
            In the columns, build down in alternating colours: a red 6 on a black 7. A run built that way moves as one.
          </li>
          <li>
            A face-down card turns face up when the card on it leaves. Only a king, or a run led by one, fills an empty
            column.
          </li>
          <li>
            Draw from the stock to the waste; the waste’s top card plays. When the stock runs out, turn the waste over
            for another pass.
          </li>
        </ul>
        <h3>Spider-Klondike</h3>
        <p>
          Klondike with two decks: 104 cards, ten columns dealt with one to ten cards, and the other 49 in the stock.
          Eight foundations, two for each suit, each built from an ace up to a king; a card goes onto either of its
          suit’s when it fits. Everything else is Klondike’s, options included. Choose it in New game; its levels are
          Normal, Hard, Vegas and Custom, each with statistics of its own.
        </p>
        <h3>Races</h3>
        <p>
          Race the computer from New game: it plays a copy of a new deal at the pace you pick, counted on your game’s
          clock, which starts with your first move. The first to win wins; if the computer gets stuck, you finish alone.
          After a win, Challenge a friend copies a link with the deal, the rules, your time and your moves; your friend
          pastes it into Play a specific deal and races your time.
        </p>
        <h3>The options</h3>
        <dl class="rules">
          <dt>Draw one or three</dt>
          <dd>Three cards turn over at a time, and only the top one plays: a harder game.</dd>
          <dt>Passes</dt>
          <dd>How many times you may go through the stock: unlimited, three or one.</dd>
          <dt>Cards back from the foundations</dt>
          <dd>The top card of a foundation may come back to a column, to hold a card you need to place.</dd>
          <dt>Thoughtful</dt>
          <dd>The face-down cards of the columns are shown from the start; they still move only once turned up.</dd>
          <dt>Levels</dt>
          <dd>
            {CHOSEN_LEVELS.map((l) => `${LEVEL_NAMES[l]}: ${LEVEL_NOTES[l].toLowerCase()}`).join('. ')}. Today’s deal:{' '}
            {LEVEL_NOTES.daily.toLowerCase()}.
          </dd>
        </dl>
        <h3>Scoring</h3>
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
        <h3 id="help-mouse">Playing with the mouse</h3>
        <p>
          Click a card for its best move, double-click to send it home, or drag it (with the run on it). Click the stock
          to draw. Hint shows a move and why; Show me plays it.
        </p>
      </section>
      <section aria-labelledby="help-keys">
        <h3 id="help-keys">Playing with the keyboard</h3>
        <dl class="keys">
          {KEYS.map(([k, what]) => (
            <div key={k}>
              <dt>
                <kbd>{k}</kbd>
              </dt>
              <dd>{what}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div class="actions sticky">
        <button type="button" onClick={close}>
          Close
        </button>
      </div>
    </Modal>
  );
}
