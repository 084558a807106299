import { batch, computed, type ReadonlySignal, signal } from '@preact/signals';
import { bestMoveFor } from '../engine/best-move';
import { foundationMoveFor, type Move, moveFor, type Source, step, type Target, targetsFor } from '../engine';
import { landedAt } from '../engine/place-of';
import { describeMove } from '../engine/describe';
import { dealDuel, type DuelMove, ownHome, sidePosition } from '../engine/duel/duel';
import { formatDuelLink } from '../engine/links/duel-link';
import type { DuelWhy } from './versus';
import { formatDuelMoves } from '../engine/duel/codec';
import { advance, type DuelGame, playDuelMoves } from '../engine/duel/game';
import { duelPlayer, type Strength } from '../engine/duel/players';
import { computerTurn, turnSeed } from '../engine/duel/turn';
import { type DuelRecord, dealtDuel, freshDuel, GIVEN_UP, type ReadDuel } from './duel-record';
import { MAX_COUNT, MAX_SECONDS } from '../engine';
import { bump, type Rev } from './sync/clock';
import { describeDuelMove as describe } from './duel-words';
import { moveWords } from './move-words';
import type { GameResult } from './table-model';
import { t } from './words';

/*
 * Double Solitaire at the table: the player is side 0, the computer side 1. The player's moves are
 * played as the table's are; the computer's turn is planned whole (engine/duel/turn.ts, one move a task,
 * so the page never stalls), saved, then shown a move at a time at its pace. A tab that resumes mid-turn
 * shows the rest of the saved plan; a plan never saved is made again, the same, from the same seed.
 */

export interface DuelDeps {
  /** After every change: the record to save. */
  readonly onSave: (record: DuelRecord) => void;
  /** A game's end, or a game under way left for a new one: count it once. */
  readonly onResult: (result: GameResult) => void;
  readonly schedule: (fn: () => void, ms: number) => () => void;
  /** Milliseconds between the computer's moves shown (none when motion is reduced). */
  readonly pace: () => number;
  /** Whether this tab plays the computer's turn: the one on screen (a hidden tab leaves it to the shown one). */
  readonly active: () => boolean;
  readonly newUid: () => string;
  /** Who saves (the device and tab): the revisions of its saves say so (sync/clock.ts). */
  readonly writer?: string;
}

export interface DuelModel {
  readonly record: ReadonlySignal<DuelRecord>;
  readonly game: ReadonlySignal<DuelGame>;
  /** A move made and no result counted yet: a new duel now counts this one as a loss (the one rule for warning and counting). */
  readonly inProgress: ReadonlySignal<boolean>;
  /** The player's turn, and the game not over: their moves are taken. */
  readonly yourTurn: ReadonlySignal<boolean>;
  /** The computer is working out its turn. */
  readonly thinking: ReadonlySignal<boolean>;
  /** What the last change did, in words, for the screen reader. */
  readonly said: ReadonlySignal<string>;
  readonly canUndo: ReadonlySignal<boolean>;
  /**
   * The computer's last move of a card, until the player's next move: where the card it moved (the bottom of
   * a run; a draw's, the waste's top) now lies, on its board or on the shared foundations, and the moves
   * played with it (a later move to the same place is another), for the page to light it as it happens.
   */
  readonly itsLast: ReadonlySignal<{ readonly place: Source; readonly at: number } | null>;
  /** The hint asked for on this turn, in words, and its move (none: end the turn), until the next change. */
  readonly hint: ReadonlySignal<{ readonly text: string; readonly move: Move | null } | null>;
  /** A hint: the Strong player's move from the player's seat (it sees what the player sees, no more). */
  askHint(): void;
  /** Where a card held could go (none off the player's turn). */
  targetsFor(source: Source): Target[];
  play(move: Move): boolean;
  /** A tap: the card's best move. */
  tap(source: Source): boolean;
  home(source: Source): boolean;
  drop(source: Source, target: Target): boolean;
  /** Draw (or turn the waste over): a card that cannot be played passes the turn. */
  stock(): boolean;
  endTurn(): void;
  /** Takes back the player's last move of this turn (no further: the computer has answered the moves before). */
  undo(): void;
  /** Shows the rest of the computer's turn at once. */
  skip(): void;
  /** A second of play. */
  tick(): void;
  /** A new duel; one under way counts as a loss. */
  deal(n: number, draw: 1 | 3, strength: Strength): void;
  /** Sets the duel aside (for a game of Klondike) or back on the table. */
  setOpen(open: boolean): void;
  /** A newer copy from another tab: taken as it is, nothing counted or saved. */
  load(read: ReadDuel): void;
  /** The tab came back into view (or went out of it): the computer's turn goes on in the tab on screen. */
  wake(): void;
}

export const duelStatsKey = (strength: Strength) => `double-solitaire/${strength}` as const;

export function createDuel(start: ReadDuel, deps: DuelDeps): DuelModel {
  const record = signal(start.record);
  const game = signal(start.game);
  const said = signal('');
  const hint = signal<{ readonly text: string; readonly move: Move | null } | null>(null);
  const thinking = signal(false);
  const itsLast = signal<{ readonly place: Source; readonly at: number } | null>(null);
  /** Both sides' moves as played, and the computer's moves planned and not yet shown. */
  let moves: DuelMove[] = [...start.moves];
  let plan: DuelMove[] = [...start.plan];
  let skipping = false;
  /** Bumps at every change: a plan worked out for an older game is dropped. */
  let revision = 0;
  let cancel: (() => void) | null = null;

  /** The revision of a save made on a record of revision `last`. */
  const stamp = (last: Rev): Rev => bump(last, deps.writer ?? last.d);

  // Every change saves the record with its moves: a move made and no result counted yet.
  const inProgress = computed(() => record.value.moves !== '' && !record.value.counted);
  const yourTurn = computed(() => game.value.duel.turn === 0 && game.value.end === null);

  const save = (change: Partial<DuelRecord> = {}) => {
    record.value = {
      ...record.value,
      ...change,
      moves: formatDuelMoves(moves),
      plan: formatDuelMoves(plan),
      rev: stamp(record.value.rev),
    };
    deps.onSave(record.value);
  };

  /** Counts the duel: won or lost as it ended (`why` its end's), or lost as left for another ('left'). */
  const result = (won: boolean, why: DuelWhy) => {
    const r = record.value;
    const d = game.value.duel;
    deps.onResult({
      uid: r.uid,
      level: duelStatsKey(r.strength),
      won,
      seconds: r.elapsed,
      score: 0,
      hints: r.hints,
      moves: game.value.moves,
      link: formatDuelLink({ n: r.n, draw: r.draw, strength: r.strength }),
      versus: { kind: 'duel', home: [ownHome(d, 0), ownHome(d, 1)], why },
    });
  };

  /** Plays a move of the side on turn, says what it did, counts an end; false when it is not legal. */
  const commit = (m: DuelMove): boolean => {
    const g = game.value;
    const side = g.duel.turn;
    const r = advance(g, m);
    if (!r.ok) return false;
    revision++;
    batch(() => {
      hint.value = null;
      moves.push(m);
      game.value = r.value;
      if (side === 0) itsLast.value = null;
      else if (m.type !== 'end-turn') {
        const place = landedAt(sidePosition(g.duel, 1), m, sidePosition(r.value.duel, 1));
        itsLast.value = place && { place, at: r.value.moves };
      }
      said.value = describe(g, m, r.value);
      const end = r.value.end;
      if (end && !record.value.counted) {
        save({ counted: true });
        result(end.winner === 0, end.why);
      } else save();
      if (side === 1 && r.value.duel.turn === 0) skipping = false;
    });
    drive();
    return true;
  };

  const mine = (m: Move | null): boolean => m !== null && yourTurn.value && commit(m);
  const position = () => sidePosition(game.value.duel, 0);

  /** The computer's next step: plan its turn, or show its next planned move after the pause. */
  function drive() {
    cancel?.();
    cancel = null;
    const g = game.value;
    if (g.end || g.duel.turn !== 1 || !deps.active()) return;
    if (plan.length === 0) return planTurn(g);
    cancel = deps.schedule(
      () => {
        cancel = null;
        const m = plan.shift();
        if (m && !commit(m)) {
          // A plan that no longer fits (never, barring a damaged copy): made again from here.
          plan = [];
          drive();
        }
      },
      skipping ? 0 : deps.pace(),
    );
  }

  function planTurn(g: DuelGame) {
    const asked = revision;
    const turn = computerTurn(g, record.value.strength, turnSeed(record.value.n, g.moves));
    const out: DuelMove[] = [];
    thinking.value = true;
    const next = () => {
      cancel = null;
      if (asked !== revision) return;
      const r = turn.next();
      if (!r.done) {
        out.push(r.value);
        cancel = deps.schedule(next, 0);
        return;
      }
      thinking.value = false;
      plan = out;
      save();
      drive();
    };
    cancel = deps.schedule(next, 0);
  }

  const model: DuelModel = {
    record,
    game,
    inProgress,
    yourTurn,
    thinking,
    said,
    canUndo: computed(() => yourTurn.value && game.value.moves > game.value.turnFrom),
    itsLast,
    hint,
    askHint() {
      if (!yourTurn.value) return;
      const g = game.value;
      const m = duelPlayer('strong', turnSeed(record.value.n, g.moves)).next(g.duel);
      const p = position();
      const s = m.type === 'end-turn' ? null : step(p, m);
      hint.value = s?.ok
        ? { text: t('hint.said', moveWords(describeMove(p, s.value))), move: s.value.move }
        : { text: t('duelSay.endTurnHint'), move: null };
      save({ hints: Math.min(MAX_COUNT, record.value.hints + 1) });
    },
    targetsFor: (s) => (yourTurn.value ? targetsFor(position(), s) : []),
    play: (m) => mine(m),
    tap: (s) => mine(bestMoveFor(position(), s)),
    home: (s) => mine(foundationMoveFor(position(), s)),
    drop: (s, t) => mine(moveFor(position(), s, t)),
    stock() {
      const p = position();
      return mine(p.stock.length > 0 ? { type: 'draw' } : p.waste.length > 0 ? { type: 'recycle' } : null);
    },
    endTurn() {
      if (yourTurn.value) commit({ type: 'end-turn' });
    },
    undo() {
      if (!model.canUndo.value) return;
      const taken = moves.pop();
      if (!taken) return;
      const back = replayed(record.value, moves);
      if (!back) return;
      revision++;
      batch(() => {
        hint.value = null;
        game.value = back;
        said.value = t('say.undone', describe(back, taken, null));
        save();
      });
    },
    skip() {
      skipping = true;
      drive();
    },
    tick() {
      if (inProgress.value && game.value.end === null) {
        record.value = { ...record.value, elapsed: Math.min(MAX_SECONDS, record.value.elapsed + 1) };
      }
    },
    deal(n, draw, strength) {
      if (inProgress.value) result(false, 'left');
      const was = record.value;
      const given = [was.uid, ...was.prev].filter(Boolean).slice(0, GIVEN_UP);
      const fresh = dealtDuel({ ...freshDuel(n, draw, strength, deps.newUid(), 0, given), rev: stamp(was.rev) });
      skipping = false;
      batch(() => {
        model.load(fresh);
        said.value = t('duelSay.dealt');
        deps.onSave(fresh.record);
      });
    },
    setOpen(open) {
      if (record.value.open !== open) save({ open });
    },
    load(read) {
      revision++;
      batch(() => {
        moves = [...read.moves];
        plan = [...read.plan];
        hint.value = null;
        thinking.value = false;
        itsLast.value = null;
        record.value = read.record;
        game.value = read.game;
      });
      drive();
    },
    wake: () => drive(),
  };
  drive();
  return model;
}

/** The game after moves from a record's deal (null if they do not replay: never, for moves played here). */
function replayed(r: DuelRecord, moves: readonly DuelMove[]): DuelGame | null {
  const g = playDuelMoves(dealDuel(r.n, r.draw), moves);
  return g.ok ? g.value : null;
}
