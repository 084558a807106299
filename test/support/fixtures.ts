/** The shared sample deals (copied from ../shared/deals, see its README.md) read for tests and benchmarks. */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Deal } from '../../engine';
import { parseDealLine } from '../../engine/links/share';

// Next to this file when run from source; from the repository root when bundled (benchmarks).
const here = fileURLToPath(new URL('../fixtures/shared-deals/', import.meta.url));
const dir = existsSync(here) ? here : `${resolve('test/fixtures/shared-deals')}/`;

export interface Reference {
  id: string;
  deal: Deal;
  dealText: string;
  verdict: 'solvable' | 'unsolvable';
  solution: string;
}

export function sharedDeals(): Map<string, { deal: Deal; text: string }> {
  const out = new Map<string, { deal: Deal; text: string }>();
  for (const line of readFileSync(`${dir}deals.txt`, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const r = parseDealLine(line);
    if (!r.ok) throw new Error(r.message);
    out.set(r.value.id, { deal: r.value.deal, text: line.slice(line.indexOf('|') + 1).trim() });
  }
  return out;
}

export function references(draw: 1 | 3): Reference[] {
  const deals = sharedDeals();
  return readFileSync(`${dir}draw${draw}.tsv`, 'utf8')
    .split('\n')
    .slice(1)
    .filter((l) => l.trim())
    .map((line) => {
      const [id, verdict, , solution = ''] = line.split('\t');
      const d = deals.get(id);
      if (!d) throw new Error(`no deal ${id}`);
      return { id, deal: d.deal, dealText: d.text, verdict: verdict as Reference['verdict'], solution };
    });
}

/** One shared deal's reference (throws when the fixtures lack it: tests and benchmarks only). */
export function reference(draw: 1 | 3, id: string): Reference {
  const r = references(draw).find((x) => x.id === id);
  if (!r) throw new Error(`${id} missing`);
  return r;
}

const spiderRows = (file: string) =>
  readFileSync(`${dir}spider-klondike/${file}`, 'utf8')
    .split('\n')
    .filter((l) => l.trim() && !l.startsWith('number\t'))
    .map((l) => l.split('\t'));

/** Spider-Klondike deal numbers and their deal text, from an independent implementation of the rules. */
export const spiderNumbers = (): { n: number; text: string }[] =>
  spiderRows('numbers.tsv').map(([n, text]) => ({ n: Number(n), text }));

/** Spider-Klondike winning lines from the same implementation (unlimited passes). */
export const spiderWins = (draw: 1 | 3): { id: string; n: number; dealText: string; moves: string }[] =>
  spiderRows(`won-draw${draw}.tsv`).map(([id, n, dealText, moves]) => ({ id, n: Number(n), dealText, moves }));
