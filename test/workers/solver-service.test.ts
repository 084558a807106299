import { expose, wrap } from 'comlink';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_RULES,
  dealFromNumber,
  encodeGame,
  formatMove,
  type Game,
  type Move,
  newGame,
  parseMoves,
  replay,
} from '../../engine';
import { SPIDER_KLONDIKE_SHAPE as SPIDER } from '../../engine/games';
import { hint, KeptLineTails, nextWinnableDeal } from '../../engine/solver';
import { SolverClient } from '../../models/solver';
import { SolverService } from '../../workers/solver-service';
import { reference } from '../support/fixtures';

// The real service behind comlink over a real MessageChannel: the same code and
// the same message passing as the worker, minus the thread.
const ports: MessagePort[] = [];
function connect(service = new SolverService()) {
  const { port1, port2 } = new MessageChannel();
  ports.push(port1, port2);
  expose(service, port2);
  return { service, remote: wrap<SolverService>(port1) };
}
afterEach(() => {
  for (const p of ports.splice(0)) p.close();
});

const hard = (): Game => {
  return newGame(reference(1, 'SD0166').deal, DEFAULT_RULES); // needs some 14 million nodes to decide
};
const easy = (): Game => newGame(dealFromNumber(7), DEFAULT_RULES);

describe('the solver service', () => {
  it('a newer request in a lane cancels the older one, which answers "cancelled"', async () => {
    const { remote } = connect();
    const slow = remote.hint(1, encodeGame(hard()), { nodes: 50_000_000 });
    const quick = remote.hint(2, encodeGame(easy()), { nodes: 1_000_000 });
    const [a, b] = await Promise.all([slow, quick]);
    expect(a).toEqual({ id: 1, status: 'cancelled' });
    expect(b.status).toBe('done');
    expect(b.id).toBe(2);
  });

  it('requests in different lanes do not cancel each other', async () => {
    const { remote } = connect();
    const [h, a] = await Promise.all([
      remote.hint(1, encodeGame(easy()), { nodes: 1_000_000 }),
      remote.analyze(2, encodeGame(easy()), { nodes: 1_000_000 }),
    ]);
    expect(h.status).toBe('done');
    expect(a).toEqual({
      id: 2,
      status: 'done',
      value: { noMovesLeft: false, winnable: 'yes', rewind: 0, dealLost: false },
    });
  });

  it('cancel stops the lane’s search', async () => {
    const { remote } = connect();
    const slow = remote.analyze(5, encodeGame(hard()), { nodes: 50_000_000 });
    await remote.cancel('analysis');
    expect(await slow).toEqual({ id: 5, status: 'cancelled' });
  });

  it('analysis proves a lost game lost and says how far to rewind', async () => {
    const { remote } = connect();
    const moves = parseMoves('D D D D D D D D');
    if (!moves.ok) throw new Error(moves.message);
    const lost: Game = { ...newGame(dealFromNumber(21), { ...DEFAULT_RULES, draw: 3, passes: 1 }), moves: moves.value };
    const a = await remote.analyze(1, encodeGame(lost), { nodes: 1_000_000 });
    expect(a).toEqual({
      id: 1,
      status: 'done',
      value: { noMovesLeft: false, winnable: 'no', rewind: 7, dealLost: false },
    });
  });

  it('analysis of a deal lost from the start says so at move 0 and after, with nothing to rewind to', async () => {
    const { remote } = connect();
    // Deal 6, draw three, one pass: unwinnable whatever is played.
    const dead = newGame(dealFromNumber(6), { ...DEFAULT_RULES, draw: 3, passes: 1 });
    const lostFromDeal = { noMovesLeft: false, winnable: 'no', rewind: null, dealLost: true };
    expect(await remote.analyze(1, encodeGame(dead), { nodes: 1_000_000 })).toEqual({
      id: 1,
      status: 'done',
      value: lostFromDeal,
    });
    const drawn = { ...dead, moves: [{ type: 'draw' } as const] };
    expect(await remote.analyze(2, encodeGame(drawn), { nodes: 1_000_000 })).toEqual({
      id: 2,
      status: 'done',
      value: lostFromDeal,
    });
  });

  it('refuses a tampered game with an error naming the problem', async () => {
    const { remote } = connect();
    const bad = { ...encodeGame(easy()), moves: 'R' };
    const a = await remote.hint(1, bad, {});
    expect(a).toMatchObject({ id: 1, status: 'error', message: expect.stringContaining('the stock is not empty') });
  });

  it('finds winnable deals in the background lane', async () => {
    const { remote } = connect();
    const a = await remote.findWinnableDeal(1, 1000, { ...DEFAULT_RULES, draw: 3 }, 200_000);
    // The engine's own answer from the same start, budget and tries.
    expect(a).toEqual({
      id: 1,
      status: 'done',
      value: nextWinnableDeal(1000, { ...DEFAULT_RULES, draw: 3 }, 200_000, 50),
    });
  });
});

describe('the line a Spider-Klondike hint keeps', () => {
  const spider = (n: number): Game => ({
    rules: { ...DEFAULT_RULES, draw: 3 },
    deal: dealFromNumber(n, SPIDER),
    moves: [],
    undone: [],
  });
  // Long, as the page's hint (time only): the line comes at once. Nodes, not time: the same line every run.
  const budget = { nodes: 10_000_000 };
  /** The kept line shortened to the end, as the engine gives it (empty: none to shorten). */
  const shorterLine = (game: Game, answer = hint(game, { maxNodes: budget.nodes })): readonly Move[] =>
    KeptLineTails.of(game, answer)?.step(Number.POSITIVE_INFINITY)?.line ?? [];
  const shortened = (game: Game): number => shorterLine(game).length;

  it('is shortened once asked, and the hints that follow play the shorter line to the win, searching nothing', async () => {
    const { remote } = connect();
    const game = spider(5);
    expect(await remote.hint(1, encodeGame(game), budget)).toMatchObject({ status: 'done' });
    const length = shortened(game);
    expect(await remote.shortenKept(2)).toEqual({ id: 2, status: 'done', value: length });
    let played = game;
    for (let id = 3; ; id++) {
      const a = await remote.hint(id, encodeGame(played), budget);
      if (a.status !== 'done' || a.value.hint.kind !== 'winning') break;
      expect(a.value.nodes).toBe(0);
      played = { ...played, moves: [...played.moves, ...a.value.hint.moves] };
    }
    const end = replay(played);
    expect(end.ok && end.value.won).toBe(true);
    expect(played.moves.length).toBe(length);
  });

  it('still gives the next hints without a search to a player who went on along the old line while it was shortened', async () => {
    const { remote } = connect();
    const game = spider(5);
    const first = hint(game, { maxNodes: budget.nodes });
    const old = first.memory?.line ?? [];
    await remote.hint(1, encodeGame(game), budget);
    expect((await remote.shortenKept(2)).status).toBe('done');
    // The shorter line as the engine gives it, and where the old one leaves it.
    const shorter = shorterLine(game, first);
    const apart = old.findIndex((m, i) => formatMove(m) !== formatMove(shorter[i]));
    expect(apart).toBeGreaterThan(0);
    const along = { ...game, moves: old.slice(0, apart + 1) };
    const next = await remote.hint(3, encodeGame(along), budget);
    expect(next).toMatchObject({ status: 'done', value: { nodes: 0, hint: { move: old[apart + 1] } } });
  });

  it('is dropped for a newer hint’s line, and there is nothing to shorten for Klondike', async () => {
    const { remote } = connect();
    await remote.hint(1, encodeGame(spider(5)), budget);
    const dropped = remote.shortenKept(2);
    await remote.hint(3, encodeGame(spider(6)), budget);
    expect(await dropped).toEqual({ id: 2, status: 'cancelled' });
    expect(await remote.shortenKept(4)).toEqual({ id: 4, status: 'done', value: shortened(spider(6)) });
    await remote.hint(5, encodeGame(easy()), budget);
    expect(await remote.shortenKept(6)).toEqual({ id: 6, status: 'done', value: 0 });
  });

  it('is shortened beside a deal being verified: the two background lanes do not wait for each other', async () => {
    const service = new SolverService();
    const game = spider(5);
    await service.hint(1, encodeGame(game), budget);
    const kept = service.shortenKept(2);
    const deal = service.findWinnableDeal(3, 1000, { ...DEFAULT_RULES, draw: 3 }, 200_000, 1);
    // Waiting for each other, neither would ever answer: give up after many turns of the event loop.
    let turns = 0;
    const stuck = (async () => {
      for (; turns < 5000; turns++) await new Promise((resolve) => setImmediate(resolve));
      service.cancel('kept');
      service.cancel('deals');
      return 'stuck';
    })();
    expect(await Promise.race([deal, stuck])).toEqual({
      id: 3,
      status: 'done',
      value: nextWinnableDeal(1000, { ...DEFAULT_RULES, draw: 3 }, 200_000, 1),
    });
    expect(await Promise.race([kept, stuck])).toEqual({ id: 2, status: 'done', value: shortened(game) });
    turns = 5000;
  });
});

describe('the solver client', () => {
  it('drops a stale answer: only the newest request of a lane is answered', async () => {
    const client = new SolverClient(connect().remote);
    const first = client.hint(hard(), 1, { nodes: 50_000_000 });
    const second = client.hint(easy(), 2, { nodes: 1_000_000 });
    expect(await first).toBeNull();
    const fresh = await second;
    expect(fresh?.revision).toBe(2);
    expect(fresh?.value.hint.kind).toBe('winning');
  });

  it('drops an answer that arrives after a newer request even when it completed', async () => {
    const client = new SolverClient(connect().remote);
    const first = client.hint(easy(), 1, { nodes: 1_000_000 });
    // Issued before the first answer is read: the first is no longer the newest.
    const second = client.hint(easy(), 2, { nodes: 1_000_000 });
    expect(await first).toBeNull();
    expect((await second)?.revision).toBe(2);
  });

  it('a fair hint takes the hint lane: a newer hint of either kind drops the older, and it names its revision', async () => {
    const client = new SolverClient(connect().remote);
    const big = { samples: 1000, nodes: 1_000_000, seed: 0 };
    const fair = client.fairHint(hard(), 1, big);
    const referee = client.hint(easy(), 2, { nodes: 1_000_000 });
    expect(await fair).toBeNull();
    expect((await referee)?.value.hint.kind).toBe('winning');
    const dropped = client.hint(hard(), 3, { nodes: 50_000_000 });
    const fresh = await client.fairHint(easy(), 4, { samples: 8, nodes: 500, maxNodes: 20_000, seed: 0 });
    expect(await dropped).toBeNull();
    expect(fresh?.revision).toBe(4);
    expect(fresh?.value.hint).toMatchObject({ kind: 'fair', chance: { samples: 8 } });
  });
});
