import { describe, expect, it } from 'vitest';
import { circles, describeCircles } from '../../scripts/import-circles';

describe('the import circles that npm run lint refuses', () => {
  it('finds no circle where imports only point one way, diamonds and packages included', () => {
    const files = {
      'a.ts': "import { b } from './b';\nimport { c } from './c';\nimport { h } from 'preact/hooks';",
      'b.ts': "import { d } from './d';",
      'c.ts': "import type { D } from './d';\nimport './sizes.css';",
      'd.ts': "import { signal } from '@preact/signals';",
    };
    expect(circles(files)).toEqual([]);
  });

  it('finds a circle of values, with the shortest way round and the names each file takes', () => {
    const files = {
      'm/a.ts': "import { b, default as B } from './b';",
      'm/b.ts': "import def, * as all from '../m/c.js';",
      'm/c.ts': "import { a } from './a';\nimport { x } from './x';",
      'm/x.ts': '',
    };
    expect(circles(files)).toEqual([
      {
        files: ['m/a.ts', 'm/b.ts', 'm/c.ts'],
        loop: ['m/a.ts', 'm/b.ts', 'm/c.ts', 'm/a.ts'],
        ties: [
          { from: 'm/a.ts', to: 'm/b.ts', names: ['b', 'default'] },
          { from: 'm/b.ts', to: 'm/c.ts', names: ['default', '*'] },
          { from: 'm/c.ts', to: 'm/a.ts', names: ['a'] },
        ],
      },
    ]);
  });

  it('counts a circle made of type-only imports alone', () => {
    const files = {
      'Board.tsx': "import { useDrag } from './useDrag';\nexport interface BoardProps { n: number }",
      'useDrag.ts': "import type { BoardProps } from './Board';\nimport { type Other, run } from './run';",
      'run.ts': '',
    };
    expect(describeCircles(circles(files))).toBe(
      [
        'circle 1, 2 files: Board.tsx -> useDrag.ts -> Board.tsx',
        '  Board.tsx -> useDrag.ts: useDrag',
        '  useDrag.ts -> Board.tsx: type BoardProps',
      ].join('\n'),
    );
  });

  it('counts a dynamic import(), an import() type and a re-export as ties, a folder naming its index', () => {
    const files = {
      'table.tsx': "const load = () => import('./dialogs');",
      'dialogs/index.tsx': "export { Stats } from './stats';\nexport type * from './words';",
      'dialogs/stats.tsx': "type T = typeof import('../table');\nlet u: import('../page').Page;",
      'dialogs/words.ts': '',
      'page.ts': "export * from './dialogs/words';",
    };
    expect(circles(files)).toEqual([
      {
        files: ['dialogs/index.tsx', 'dialogs/stats.tsx', 'table.tsx'],
        loop: ['dialogs/index.tsx', 'dialogs/stats.tsx', 'table.tsx', 'dialogs/index.tsx'],
        ties: [
          { from: 'dialogs/index.tsx', to: 'dialogs/stats.tsx', names: ['Stats'] },
          { from: 'dialogs/stats.tsx', to: 'table.tsx', names: ['typeof import()'] },
          { from: 'table.tsx', to: 'dialogs/index.tsx', names: ['import()'] },
        ],
      },
    ]);
  });

  it('reads imports in code only, not in comments or strings, and counts a file that imports itself', () => {
    const files = {
      'a.mjs': "// import { b } from './b';\nconst s = \"import('./b')\";\nimport { a } from './a.mjs';",
      'b.ts': "import { a } from './a.mjs';",
    };
    expect(circles(files).map((c) => c.loop)).toEqual([['a.mjs', 'a.mjs']]);
  });

  it('names every circle apart, in the order of their first file', () => {
    const files = {
      'z.ts': "import './y';",
      'y.ts': "import './z';",
      'a.ts': "export type { B } from './b';",
      'b.ts': "export { type A } from './a';",
    };
    expect(circles(files).map((c) => [c.loop, c.ties.map((t) => t.names)])).toEqual([
      [
        ['a.ts', 'b.ts', 'a.ts'],
        [['type B'], ['type A']],
      ],
      [
        ['y.ts', 'z.ts', 'y.ts'],
        [['(run for its effects)'], ['(run for its effects)']],
      ],
    ]);
  });
});
