/**
 * The import graph of lib/, folded to folders: which lib/ folder imports which, and the strongly connected
 * components of that graph. test/boundaries.test.ts checks it against the declared layers; run it to print the
 * picture (`npx tsx scripts/import-graph.ts`).
 *
 * Every import counts: static, `export … from`, `import type`, dynamic `import()` and `typeof import()`, through
 * `@/lib/…` or a relative path. Test files are left out: nothing imports them, so they cannot close a cycle, and
 * a test may use any layer to set up its data. Files directly in lib/ (config.ts, errors.ts, …) are the folder `.`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lib = path.join(root, 'lib');

/** Folder of a file under lib/: its first path segment, or `.` for a file directly in lib/. */
function folderOf(file: string): string {
  const relative = path.relative(lib, file).split(path.sep);
  return relative.length === 1 ? '.' : relative[0]!;
}

function libSources(): string[] {
  return readdirSync(lib, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|tsx|mts)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(`db${path.sep}generated`))
    .map((file) => path.join(lib, file));
}

const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** Absolute path a specifier points at inside lib/, or undefined for a package or a file outside lib/. */
function resolveInLib(from: string, specifier: string): string | undefined {
  let target: string;
  if (specifier.startsWith('@/')) target = path.join(root, specifier.slice(2));
  else if (specifier.startsWith('.')) target = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return target.startsWith(lib + path.sep) ? target : undefined;
}

export interface FileImport {
  file: string;
  line: number;
  specifier: string;
  from: string;
  to: string;
}

/** Every import between two different lib/ folders, with where it is written. */
export function folderImports(): FileImport[] {
  const found: FileImport[] = [];
  for (const file of libSources()) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        for (const [, specifier] of text.matchAll(SPECIFIER)) {
          const target = resolveInLib(file, specifier!);
          if (!target) continue;
          const from = folderOf(file);
          const to = folderOf(target);
          if (from !== to) found.push({ file: path.relative(root, file), line: i + 1, specifier: specifier!, from, to });
        }
      });
  }
  return found;
}

export type FolderGraph = Map<string, Set<string>>;

export function folderGraph(imports = folderImports()): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const file of libSources()) graph.set(folderOf(file), graph.get(folderOf(file)) ?? new Set());
  for (const { from, to } of imports) {
    graph.get(from)!.add(to);
    if (!graph.has(to)) graph.set(to, new Set());
  }
  return graph;
}

/** Strongly connected components (Tarjan), each sorted, largest first. */
export function stronglyConnected(graph: FolderGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      components.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components.sort((a, b) => b.length - a.length || a[0]!.localeCompare(b[0]!));
}

/** The picture as text: each folder and the folders it imports, then the components of more than one folder. */
export function describeGraph(graph: FolderGraph): string {
  const lines = [...graph.keys()].sort().map((folder) => `${folder} → ${[...graph.get(folder)!].sort().join(', ') || '(nothing)'}`);
  const knots = stronglyConnected(graph).filter((component) => component.length > 1);
  lines.push('', `cycles (strongly connected components of more than one folder): ${knots.length}`);
  for (const knot of knots) lines.push(`  ${knot.length}: ${knot.join(', ')}`);
  return lines.join('\n');
}

/** The graph as a Mermaid flowchart (lower folders at the bottom), for a page that draws it. */
export function mermaid(graph: FolderGraph): string {
  const id = (folder: string) => (folder === '.' ? 'root["lib/ (root files)"]' : folder);
  const edges = [...graph].sort(([a], [b]) => a.localeCompare(b)).flatMap(([from, targets]) => [...targets].sort().map((to) => `  ${id(from)} --> ${id(to)}`));
  return ['flowchart BT', ...edges].join('\n');
}

/** `npx tsx scripts/import-graph.ts` prints the picture; `--mermaid` a flowchart; `from>to` also lists that edge's imports. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const imports = folderImports();
  const edge = process.argv[2];
  if (edge === '--mermaid') {
    console.log(mermaid(folderGraph(imports)));
    process.exit(0);
  }
  console.log(describeGraph(folderGraph(imports)));
  if (edge) for (const i of imports.filter(({ from, to }) => `${from}>${to}` === edge)) console.log(`${i.file}:${i.line} ${i.specifier}`);
}
