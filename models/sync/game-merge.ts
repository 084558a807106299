import { isNewer, type Rev } from './clock';

/** What a device knows of a game for deciding between copies. */
export interface GameCopy {
  readonly rev: Rev;
  /** The game's id, made when it was dealt: the same deal dealt twice is two games. */
  readonly uid: string;
  /** The moves played, in the compact notation (one character a move). */
  readonly moves: string;
  /** The moves played, then the moves undone in the order redo would play them. */
  readonly timeline: string;
  readonly finished: boolean;
}

export type Decision =
  /** Keep the game here: the other copy is not newer, or is the same. */
  | { readonly kind: 'keep' }
  /** Keep the game here and write it anew: the other copy, though newer, is this game some moves back. */
  | { readonly kind: 'keep-and-write' }
  /** Take the other copy: the same game moved on elsewhere, or nothing here is worth keeping. */
  | { readonly kind: 'adopt' }
  /** The same game went two ways: take the newer, keep this one resumable. */
  | { readonly kind: 'adopt-and-shelve' }
  /** Another game, newer, while this one is under way: ask the player; this one stays resumable either way. */
  | { readonly kind: 'offer' };

/**
 * How a device treats a copy of the current game arriving from another tab or
 * browser. Newer (by revision) wins, but an unfinished game with moves of its
 * own is never dropped: it is offered or shelved, so it stays resumable.
 */
export function decide(here: GameCopy, there: GameCopy): Decision {
  if (!isNewer(there.rev, here.rev)) return { kind: 'keep' };
  if (there.uid === here.uid) {
    // Their copy is ours some moves back (their timeline a strict prefix of our moves: nothing undone there,
    // nothing played there that we lack), yet carries a newer revision: a copy of this game written before
    // our latest moves reached it, such as a game given back here from a damaged record. Ours is newer.
    if (there.timeline.length < here.moves.length && here.moves.startsWith(there.timeline))
      return { kind: 'keep-and-write' };
    // Nothing of ours is lost when the other copy can redo its way to it (our moves are on its timeline).
    if (there.timeline.startsWith(here.moves) || here.finished) return { kind: 'adopt' };
    return { kind: 'adopt-and-shelve' };
  }
  if (here.moves.length === 0 || here.finished) return { kind: 'adopt' };
  return { kind: 'offer' };
}
