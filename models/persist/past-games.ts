import { signal } from '@preact/signals';
import type { Move } from '../../engine';
import { compactMoves } from '../../engine/compact';
import { formatPastGame, keptTime, MAX_REPLAY_MOVES, mergePastGames, type PastGame } from '../past-games';
import { localPastGames, parsePastGames } from '../storage/past-games-record';
import { KEYS } from '../storage/records';
import type { GameResult } from '../table-model';
import { raceVersus } from '../versus';
import { shapeOf } from '../../engine/games';

/** How many columns the deal of a game counted under `level` has (a race's line is read on its table). */
const columnsOf = (level: GameResult['level']): number =>
  shapeOf(level.startsWith('spider-klondike/') ? 'spider-klondike' : 'klondike').columns;
import { type JobDeps, quietly } from './job';

/**
 * The game history (past-games.ts): kept in storage.local, this browser's own, merged with what other tabs
 * of it wrote (each game once, by its id), so that two tabs ending games at once both keep theirs.
 */
export class PastGamesLog {
  readonly games = signal<readonly PastGame[]>([]);

  constructor(
    private readonly deps: Pick<JobDeps, 'local' | 'refuse'>,
    private readonly now: () => number,
  ) {}

  /**
   * Reads the history (once: every new tab does this): a record that does not read is set aside whole; lines
   * that do not read are left out, and the copy holding them set aside first.
   */
  async start(): Promise<void> {
    const { deps } = this;
    const raw = await deps.local.get(KEYS.history).catch(() => undefined);
    if (raw === undefined || raw === null) return;
    const read = localPastGames.read(raw);
    const why = !read.ok
      ? read.message
      : read.value.unread > 0
        ? `${read.value.unread} games of the history did not read`
        : '';
    if (why) await deps.refuse(deps.local, KEYS.history, raw, why);
    if (!read.ok) return;
    if (why) await this.write(read.value.games);
    this.games.value = mergePastGames(this.games.value, read.value.games);
  }

  /**
   * A game ended here: the newest in the history, with whom it was played against (a duel's computer, a
   * race's rival). Its time is kept within the bounds a line may claim, so that a page whose clock is wrong
   * writes a line it reads back. Its moves (`played`, none for a duel's) are kept for a replay when the game
   * is no longer than MAX_REPLAY_MOVES.
   */
  onResult(r: GameResult, played: readonly Move[] = []): void {
    if (!r.link) return;
    const replay =
      played.length > 0 && played.length <= MAX_REPLAY_MOVES && r.link.startsWith('#deal=')
        ? compactMoves(played, columnsOf(r.level))
        : '';
    const versus = r.versus ?? (r.race ? raceVersus(r.race, columnsOf(r.level)) : undefined);
    const game: PastGame = {
      uid: r.uid,
      at: keptTime(this.now()),
      level: r.level,
      won: r.won,
      seconds: r.seconds,
      moves: r.moves ?? 0,
      score: r.score,
      hints: r.hints,
      undos: r.undos ?? 0,
      link: r.link,
      ...(versus ? { versus } : {}),
      ...(replay ? { replay } : {}),
    };
    this.games.value = mergePastGames([game], this.games.value);
    void this.write(this.games.value);
  }

  /**
   * Games from an export, taken in with ours (each once): says how many were new. A row of ours that only lost
   * its moves (pushed past the newest MAX_REPLAYS by newer games) is not one the file brought.
   */
  add(games: readonly PastGame[]): number {
    const row = (g: PastGame) => formatPastGame({ ...g, replay: undefined });
    const had = new Set(this.games.value.map(row));
    const merged = mergePastGames(this.games.value, games);
    const changed = merged.filter((g) => !had.has(row(g))).length;
    if (changed === 0) return 0;
    this.games.value = merged;
    void this.write(merged);
    return changed;
  }

  /**
   * Another tab of this browser wrote the history: its games are taken in with ours. When its copy lacks one
   * of ours (two games ended at once, each tab writing its own), the union is written back: the tabs agree
   * after one more write, and a tab that closes first loses nothing.
   */
  onLocal(value: unknown): void {
    const read = parsePastGames(value);
    if (!read.ok) return;
    const theirs = new Set(read.value.games.map((g) => g.uid));
    const merged = mergePastGames(this.games.value, read.value.games);
    this.games.value = merged;
    if (merged.some((g) => !theirs.has(g.uid))) void this.write(merged);
  }

  private write(games: readonly PastGame[]): Promise<void> {
    return quietly(this.deps.local.set({ [KEYS.history]: games.map(formatPastGame) }));
  }
}
