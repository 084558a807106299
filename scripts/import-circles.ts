// The import circles of a set of source files, for `npm run lint` (scripts/check-circles.ts). A circle of
// type-only imports counts: it ties the files' edits together as surely as one of values, and it is one
// `import type` away from a circle that changes the order modules run in.
import { posix } from 'node:path';
import ts from 'typescript';

/** What one file takes from another: the names, `type X` for a type only, `*` for a namespace, `import()` lazily. */
interface Tie {
  readonly from: string;
  readonly to: string;
  readonly names: readonly string[];
}

/** A strongly connected set of files: each reaches every other through imports. */
export interface Circle {
  /** The files, sorted. */
  readonly files: readonly string[];
  /** The shortest way round from the first file back to it, that file at both ends. */
  readonly loop: readonly string[];
  /** Every import between the circle's files. */
  readonly ties: readonly Tie[];
}

interface Import {
  readonly spec: string;
  readonly names: string[];
}

const typed = (name: string, typeOnly: boolean) => (typeOnly ? `type ${name}` : name);

/** The modules a file names, with what it takes from each: static and dynamic imports, re-exports, `import('…')` types. */
function importsOf(path: string, text: string): Import[] {
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : path.endsWith('.ts') ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, kind);
  const found: Import[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly = !!clause?.isTypeOnly;
      const names: string[] = [];
      if (!clause) names.push('(run for its effects)');
      if (clause?.name) names.push(typed('default', typeOnly));
      const bound = clause?.namedBindings;
      if (bound && ts.isNamespaceImport(bound)) names.push(typed('*', typeOnly));
      if (bound && ts.isNamedImports(bound))
        for (const e of bound.elements) names.push(typed((e.propertyName ?? e.name).text, typeOnly || e.isTypeOnly));
      found.push({ spec: node.moduleSpecifier.text, names });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.map((e) => typed((e.propertyName ?? e.name).text, node.isTypeOnly || e.isTypeOnly))
          : [typed('*', node.isTypeOnly)];
      found.push({ spec: node.moduleSpecifier.text, names });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ spec: node.arguments[0].text, names: ['import()'] });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      const name = node.qualifier ? typed(node.qualifier.getText(source), true) : 'typeof import()';
      found.push({ spec: node.argument.literal.text, names: [name] });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx', '/index.mjs'];

/** The file among `files` that a relative specifier names, as TypeScript and the bundlers find it; none for a package. */
function resolveSpec(from: string, spec: string, files: ReadonlySet<string>): string | undefined {
  if (spec !== '.' && spec !== '..' && !spec.startsWith('./') && !spec.startsWith('../')) return undefined;
  const base = posix.join(posix.dirname(from), spec);
  const bases = /\.m?js$/.test(base) ? [base, base.replace(/\.m?js$/, '.ts'), base.replace(/\.m?js$/, '.tsx')] : [base];
  for (const b of bases) for (const ext of EXTENSIONS) if (files.has(b + ext)) return b + ext;
  return undefined;
}

/** Who imports whom among `files` (path → source text, paths relative to one root with `/`), names merged per pair. */
function tiesOf(files: Readonly<Record<string, string>>): Map<string, Map<string, string[]>> {
  const paths = new Set(Object.keys(files));
  const graph = new Map<string, Map<string, string[]>>();
  for (const path of [...paths].sort()) {
    const out = new Map<string, string[]>();
    for (const { spec, names } of importsOf(path, files[path])) {
      const to = resolveSpec(path, spec, paths);
      if (to === undefined) continue;
      const seen = out.get(to) ?? [];
      for (const n of names) if (!seen.includes(n)) seen.push(n);
      out.set(to, seen);
    }
    graph.set(path, out);
  }
  return graph;
}

/** Tarjan's strongly connected components, each sorted; only those that hold a circle (two files or more, or one importing itself). */
function components(graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (v: string): void => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
    }
    if (low.get(v) !== index.get(v)) return;
    const part: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      part.push(w);
    } while (w !== v);
    if (part.length > 1 || graph.get(v)?.has(v)) found.push(part.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) connect(v);
  return found.sort((a, b) => (a[0] < b[0] ? -1 : 1));
}

/** The shortest way from `start` back to it inside `part` (breadth first). */
function loopFrom(start: string, part: ReadonlySet<string>, graph: ReadonlyMap<string, ReadonlyMap<string, unknown>>) {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const v of queue) {
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!part.has(w)) continue;
      if (w === start) {
        const way = [start];
        for (let at = v; at !== start; at = cameFrom.get(at) as string) way.splice(1, 0, at);
        return [...way, start];
      }
      if (!cameFrom.has(w)) {
        cameFrom.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/** The import circles among `files` (path → source text): a type-only import, a re-export and an `import()` each tie. */
export function circles(files: Readonly<Record<string, string>>): Circle[] {
  const graph = tiesOf(files);
  return components(graph).map((part) => {
    const inPart = new Set(part);
    const ties = part.flatMap((from) =>
      [...(graph.get(from) ?? [])].filter(([to]) => inPart.has(to)).map(([to, names]) => ({ from, to, names })),
    );
    return { files: part, loop: loopFrom(part[0], inPart, graph), ties };
  });
}

/** The circles as lines to read: each as a way round, then each import between its files with the names taken. */
export function describeCircles(found: readonly Circle[]): string {
  return found
    .map((c, i) =>
      [
        `circle ${i + 1}, ${c.files.length} file${c.files.length === 1 ? '' : 's'}: ${c.loop.join(' -> ')}`,
        ...c.ties.map((t) => `  ${t.from} -> ${t.to}: ${t.names.join(', ')}`),
      ].join('\n'),
    )
    .join('\n');
}
