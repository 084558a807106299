import { compactGame, compactMoves, expandGame } from '../../engine/compact';
import { shapeOfDealText } from '../../engine/games';
import { parseMoves } from '../../engine/moves';
import type { TableModel } from '../table-model';
import type { SavedTable } from '../saved-table';
import type { KV } from '../storage/kv';
import { readRace } from '../storage/race-record';
import { orNull } from '../storage/read';
import { KEYS } from '../storage/records';
import { parseSyncGame, type SyncGame } from '../storage/sync-game';
import { type Rev, sameRev } from '../sync/clock';
import type { GameCopy } from '../sync/game-merge';
import { joinCopy, partKey, splitCopy } from '../sync/game-parts';
import type { Owed } from './job';
import { t } from '../words';

/** The keys of a long game's parts in sync (see sync/game-parts.ts). */
export const GAME_PARTS = `${KEYS.syncGame}:`;

/** What reading the game's copy in sync found. */
export type SyncRead =
  | { readonly kind: 'none' }
  /** A part of its revision is still on its way (the head's revision, when it has one). */
  | { readonly kind: 'incomplete'; readonly rev: Rev | null }
  /** Put together, it does not check out (the head, to set aside, and why). */
  | { readonly kind: 'refused'; readonly head: unknown; readonly why: string }
  | { readonly kind: 'copy'; readonly game: SyncGame };

/** The game's copy in sync, put together from its parts. */
export async function readSyncCopy(sync: KV): Promise<SyncRead> {
  let head: unknown;
  let parts: Record<string, unknown>;
  try {
    [head, parts] = await Promise.all([sync.get(KEYS.syncGame), sync.getAll(GAME_PARTS)]);
  } catch {
    return { kind: 'none' };
  }
  if (head === undefined || head === null) return { kind: 'none' };
  const joined = joinCopy(head, (i) => parts[partKey(KEYS.syncGame, i)]);
  if (joined.kind === 'incomplete') {
    const rev = (head as { rev?: Rev }).rev;
    return { kind: 'incomplete', rev: rev && typeof rev.n === 'number' && typeof rev.d === 'string' ? rev : null };
  }
  const game = parseSyncGame(joined.record);
  return game.ok ? { kind: 'copy', game: game.value } : { kind: 'refused', head, why: game.message };
}

/** A copy from sync as the table saves it (null when its compact game does not expand). */
export function tableOf(g: SyncGame): SavedTable | null {
  const e = expandGame(g.g);
  if (!e.ok) return null;
  return {
    v: 1,
    uid: g.uid,
    game: e.value.record,
    auto: '',
    undoneAuto: '',
    dealNumber: e.value.dealNumber,
    level: g.level,
    elapsed: g.elapsed,
    counted: g.ended,
    carry: g.carry,
    race: orNull(readRace(g.race)),
    ...(g.borrowed ? { borrowed: true } : {}),
  };
}

/** What sync/game-merge.ts decides on, for a saved table of revision `rev`. */
export function mergeView(saved: SavedTable, rev: Rev, ended: boolean): GameCopy {
  // The table's own columns: Spider-Klondike's moves reach columns 8 to 10.
  const { columns } = shapeOfDealText(saved.game.deal);
  const moves = parseMoves(saved.game.moves, columns);
  const undone = parseMoves(saved.game.undone, columns);
  const m = moves.ok ? compactMoves(moves.value, columns) : '';
  const u = undone.ok ? compactMoves([...undone.value].reverse(), columns) : '';
  return { rev, uid: saved.uid, moves: m, timeline: m + u, finished: ended };
}

/**
 * The game's copy that this page owes storage.sync: compact, in parts when long; past what the parts can
 * hold the moves taken back (redo) are left out, and past that the game is not copied (it stays saved in
 * this browser, and the player is told once a game). A game within MAX_GAME_MOVES (engine/bounds.ts), the
 * longest the table plays, always fits: these are a guard should the two bounds ever part.
 */
export class GameCopyOut implements Owed {
  /** The copy in sync is behind the game here. */
  owing = false;
  /** The game already said to be too long for sync. */
  private tooLongFor = '';

  constructor(
    private readonly sync: KV,
    private readonly table: TableModel,
    /** The revision of the table on show. */
    private readonly rev: () => Rev,
    private readonly tell: (text: string) => void,
  ) {}

  take(): Record<string, unknown> | null {
    if (!this.owing) return null;
    this.owing = false;
    const copy = this.items();
    if (!copy) this.tooLong();
    return copy;
  }

  giveBack(): void {
    this.owing = true;
  }

  /**
   * Parts our copy just written does not use (a longer copy's, before it): removed, freeing sync's room. Only
   * while the head is still ours: another browser's newer copy may be arriving with parts of its own.
   */
  async sent(copy: Record<string, unknown>): Promise<void> {
    const ours = (copy[KEYS.syncGame] as SyncGame).rev;
    try {
      const [head, parts] = await Promise.all([this.sync.get(KEYS.syncGame), this.sync.getAll(GAME_PARTS)]);
      const rev = (head as { rev?: Rev } | undefined)?.rev;
      if (!rev || !sameRev(rev, ours)) return;
      for (const key of Object.keys(parts)) if (!(key in copy)) await this.sync.remove(key);
    } catch {
      // Left for the next write to clear.
    }
  }

  private items(): Record<string, unknown> | null {
    const saved = this.table.saved();
    const deal = this.table.game.value.deal;
    const copy: SyncGame = {
      rev: this.rev(),
      uid: saved.uid,
      level: saved.level,
      elapsed: saved.elapsed,
      ended: saved.counted,
      carry: saved.carry,
      g: compactGame(saved.game, saved.dealNumber, deal),
      ...(saved.race ? { race: saved.race } : {}),
      ...(saved.borrowed ? { borrowed: true } : {}),
    };
    return (
      splitCopy(KEYS.syncGame, copy) ??
      splitCopy(KEYS.syncGame, { ...copy, g: compactGame({ ...saved.game, undone: '' }, saved.dealNumber, deal) })
    );
  }

  private tooLong(): void {
    const uid = this.table.uid.value;
    if (this.tooLongFor === uid) return;
    this.tooLongFor = uid;
    this.tell(t('notice.gameTooLong'));
  }
}
