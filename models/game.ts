import { batch, computed, signal } from '@preact/signals';
import { dealSize, MAX_GAME_MOVES, type Move, statsKey } from '../engine';
import { formatDealLink } from '../engine/links/deal-link';
import { gameOfDeal } from '../engine/games';
import { History, type Played } from './history';
import type { SavedTable } from './saved-table';
import { loadFields, savedFields, tableFields } from './table-fields';
import type { Change, GameResult, TableModel, TableOptions } from './table-model';
import { MAX_COUNT, MAX_SCORE, MAX_SECONDS } from '../engine';

export const randomUid = (): string => {
  const b = crypto.getRandomValues(new Uint8Array(9));
  return Array.from(b, (x) => x.toString(36).padStart(2, '0')).join('');
};

export function createTable(start: SavedTable, options: TableOptions): TableModel {
  // A saved table is checked where it is read (parseSavedTable); its moves are replayed once, here.
  const { variant } = options;
  const read = variant.readGame(start.game);
  const first = read.ok && History.of(variant, read.value, start.auto, start.undoneAuto);
  if (!first) throw new Error('createTable needs a valid game');
  const newUid = options.newUid ?? randomUid;
  let history = first;
  const game = signal(history.game);
  const state = signal(history.state);
  const fields = tableFields(start, newUid);
  const { uid, dealNumber, level, elapsed, counted, hints, undos, carry, race, borrowed } = fields;
  const change = signal<Change | null>(null);
  const paused = signal(false);
  /** Moves the last rewind took back (0: none, or played over since). */
  const rewound = signal(0);
  const revision = signal(0);

  const dealt = computed(() => dealSize(game.value.deal));
  const key = computed(() => statsKey(gameOfDeal(game.value.deal), level.value));
  const dealScore = computed(() =>
    variant.score(game.value.rules, state.value.tally, state.value.won, elapsed.value, dealt.value),
  );
  const model: TableModel = {
    variant,
    game,
    state,
    position: computed(() => state.value.position),
    dealNumber,
    level,
    statsKey: key,
    elapsed,
    paused,
    pause(on) {
      paused.value = on;
    },
    score: computed(() => (game.value.rules.vegasCumulative ? carry.value : 0) + dealScore.value),
    // Counted covers a won game, and one won and then taken back by undo: its win stands, so leaving it loses nothing.
    inProgress: computed(() => game.value.moves.length > 0 && !counted.value),
    running: computed(() => game.value.moves.length > 0 && !state.value.won && !paused.value),
    borrowed,
    // Read when the game changes: the history's auto flags change with it.
    moveCount: computed(() => game.value && history.playerMoves),
    canUndo: computed(() => game.value.moves.length > 0),
    full: computed(() => game.value.moves.length >= MAX_GAME_MOVES),
    canChallenge: computed(() => state.value.won && !borrowed.value),
    canRedo: computed(() => game.value.undone.length > 0),
    canUnrewind: computed(() => rewound.value > 0 && game.value.undone.length >= rewound.value),
    autoCompletable: computed(() => variant.canAutoComplete(state.value.position)),
    change,
    revision,
    uid,
    hints,
    noteHint() {
      hints.value = Math.min(MAX_COUNT, hints.value + 1);
      options.onSave(model.saved());
    },
    play: (move) => playMove(move, false),
    home(source) {
      const move = variant.foundationMoveFor(state.value.position, source);
      return move ? playMove(move, false) : false;
    },
    drop(source, target) {
      const move = variant.moveFor(state.value.position, source, target);
      return move ? playMove(move, false) : false;
    },
    stock() {
      const p = state.value.position;
      if (p.stock.length > 0) return playMove({ type: 'draw' }, false);
      return p.waste.length > 0 ? playMove({ type: 'recycle' }, false) : false;
    },
    undo: () => {
      if (game.value.moves.length === 0) return;
      const steps: Played[] = [];
      batch(() => {
        undos.value = Math.min(MAX_COUNT, undos.value + 1);
        // The automatic moves go back with the player's move they followed.
        while (game.value.moves.length > 0) {
          const wasAuto = history.lastAuto;
          steps.push(...undoOnce(false));
          if (!wasAuto) break;
        }
        announce('undo', steps);
      });
    },
    redo: () => {
      if (game.value.undone.length === 0) return;
      batch(() => {
        const steps: Played[] = [];
        // The automatic moves come back with the player's move they followed.
        do {
          const played = history.redo();
          if (!played) break;
          steps.push(played);
        } while (history.nextRedoAuto);
        shown();
        announce('redo', steps);
      });
    },
    rewind(n) {
      const k = Math.min(n, game.value.moves.length);
      if (k === 0) return;
      batch(() => {
        const steps: Played[] = [];
        for (let i = 0; i < k; i++) steps.push(...undoOnce(false));
        undos.value = Math.min(MAX_COUNT, undos.value + 1);
        rewound.value = k;
        change.value = { kind: 'undo', steps, note: 'rewound', count: k };
        afterChange();
      });
    },
    unrewind() {
      const k = rewound.value;
      if (k === 0 || game.value.undone.length < k) return;
      batch(() => {
        for (let i = 0; i < k && history.redo(); i++);
        shown();
        rewound.value = 0;
        change.value = { kind: 'redo', steps: [], note: 'back', count: k };
        afterChange();
      });
    },
    autoCompleteStep() {
      const [m] = variant.autoCompleteMoves(state.value.position);
      return m ? playMove(m, true) : false;
    },
    tick() {
      // Saved with the next move, or when the page is hidden: a second is not worth a write.
      if (model.running.value) elapsed.value = Math.min(MAX_SECONDS, elapsed.value + 1);
    },
    race,
    setRace(r) {
      race.value = r;
      options.onSave(model.saved());
    },
    deal(deal, number, lvl, rules, raceWith = null, played) {
      batch(() => {
        if (model.inProgress.value) {
          options.onResult(result(false));
        }
        if (game.value.rules.vegasCumulative && (game.value.moves.length > 0 || counted.value)) {
          carry.value = Math.max(-MAX_SCORE, Math.min(MAX_SCORE, carry.value + dealScore.value));
        }
        if (!rules.vegasCumulative) carry.value = 0;
        // A new deal's history: no move to fail, nor a game link's (checked legal where the link was read).
        const moves = played?.moves ?? [];
        history = History.of(variant, { ...variant.newGame(deal, rules), moves }, played?.auto) as History;
        shown();
        dealNumber.value = number;
        uid.value = newUid();
        level.value = lvl;
        race.value = raceWith;
        elapsed.value = 0;
        counted.value = !!played;
        borrowed.value = (played?.moves.length ?? 0) > 0;
        hints.value = 0;
        undos.value = 0;
        paused.value = false;
        change.value = { kind: 'deal', steps: [], note: 'dealt' };
        afterChange();
      });
    },
    load(saved) {
      const g = variant.readGame(saved.game);
      const next = g.ok && History.of(variant, g.value, saved.auto, saved.undoneAuto);
      if (!next) return;
      const sameGame = saved.uid !== '' && saved.uid === uid.value;
      batch(() => {
        history = next;
        shown();
        loadFields(fields, saved, sameGame);
        if (!sameGame) paused.value = false;
        change.value = { kind: 'deal', steps: [], note: 'updated' };
        revision.value++;
      });
    },
    follow(onto, moves) {
      let through = 0;
      batch(() => {
        // Shown as the copy taken ("brought up to date"), not as the moves played again one by one; saved once.
        model.load(onto);
        // A move played automatically after one of the player's is played again only where it still applies.
        while (through < moves.length && (record(moves[through].move, moves[through].auto) || moves[through].auto))
          through++;
        afterChange();
      });
      return through;
    },
    saved: () => ({
      v: 1,
      uid: uid.value,
      game: variant.encodeGame(game.value),
      ...history.saved(),
      ...savedFields(fields),
    }),
  };

  function playMove(move: Move, isAuto: boolean): boolean {
    return batch(() => {
      const steps = record(move, isAuto);
      if (steps) announce('play', steps);
      return steps !== null;
    });
  }

  /** Records a move in the history, with the moves auto-collect plays after it: what was played, or null. */
  function record(move: Move, isAuto: boolean): Played[] | null {
    const first = history.play(move, isAuto);
    if (!first) return null;
    const steps = [first];
    rewound.value = 0;
    if (!isAuto && options.autoCollect()) {
      // A card the player took back from its foundation stays out: collecting it would undo their move.
      const keep = move.type === 'foundation-tableau' ? first.step.cards[0] : -1;
      for (
        let m = variant.safeCollectMove(history.state.position, keep);
        m;
        m = variant.safeCollectMove(history.state.position, keep)
      ) {
        const collected = history.play(m, true);
        if (!collected) break;
        steps.push(collected);
      }
    }
    shown();
    return steps;
  }

  /** Takes back one move (no grouping); returns the move it took back, as it had been played. */
  function undoOnce(save = true): Played[] {
    const played = history.undo();
    shown();
    if (save) afterChange();
    return played ? [played] : [];
  }

  /** The history's game and state on show. */
  function shown() {
    game.value = history.game;
    state.value = history.state;
  }

  function announce(kind: Change['kind'], steps: Played[]) {
    change.value = { kind, steps };
    afterChange();
  }

  /** The game's result, to count once: in the statistics and the history. */
  const result = (won: boolean): GameResult => ({
    uid: uid.value,
    level: key.value,
    won,
    seconds: elapsed.value,
    score: dealScore.value,
    hints: hints.value,
    undos: undos.value,
    moves: model.moveCount.value,
    link: formatDealLink(game.value.deal, dealNumber.value, game.value.rules),
    ...(race.value ? { race: race.value } : {}),
  });

  function afterChange() {
    revision.value++;
    if (state.value.won && !counted.value) {
      counted.value = true;
      options.onResult(result(true));
    }
    options.onSave(model.saved());
  }

  return model;
}

/** A uniform deal number 0..2^32-1; crypto, not Math.random, so every deal is equally likely. */
export function randomDealNumber(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0];
}
