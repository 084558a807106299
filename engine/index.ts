/** The rules engine's public surface: pure TypeScript, no DOM, no browser or framework import. */
export * from './assist';
export * from './bounds';
export * from './cards';
export * from './deal';
export * from './links/deal-link';
export * from './game';
export * from './game-codec';
export * from './levels';
export * from './moves';
export * from './play';
export * from './places';
export * from './position';
export * from './position-text';
export * from './result';
export * from './rules';
export * from './scoring';
export * from './stock-run';
export * from './variant';
// Not link.ts (reading a link: loaded when one comes in), share.ts (only the New game dialog needs it) nor
// describe.ts (the sentences, first said after a move): a re-export here would put them on the first paint's path.
