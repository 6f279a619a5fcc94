import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every `catch` handles its error or says why it need not (CONTRIBUTING.md, "Errors"). A catch clause, or
 * the callback of a `.catch(…)`, passes when its body uses the error, calls a logger (or `console` in
 * browser code), rethrows, or carries a comment `// expected: <why>` (or `/* expected: … *\/`). Biome's
 * GritQL plugins do not see comments, so the rule is this walk of the TypeScript syntax tree.
 */
const root = path.resolve(import.meta.dirname, '..');
const FOLDERS = ['lib', 'app', 'inngest', 'components', 'scripts', 'widget'];
const SKIP = /(^|\/)(node_modules|generated|dist)\/|\.(test|spec)\.[cm]?[jt]sx?$/;

const EXPECTED = /(\/\/|\/\*)\s*expected:\s*\S/;
const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);
const LOGGER = /(^|\.)(log|logger|console|[a-z]\w*Log)$/i;

function sources(): string[] {
  const files = FOLDERS.flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')),
  );
  return [...files, 'instrumentation.ts', 'proxy.ts'].filter((file) => /\.([cm]?js|tsx?)$/.test(file) && !SKIP.test(file)).sort();
}

function mentions(node: ts.Node, name: string): boolean {
  if (ts.isIdentifier(node) && node.text === name) return true;
  return ts.forEachChild(node, (child) => mentions(child, name) || undefined) ?? false;
}

function handles(node: ts.Node, source: ts.SourceFile): boolean {
  if (ts.isThrowStatement(node)) return true;
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
    const { name, expression } = node.expression;
    if (LOG_METHODS.has(name.text) && LOGGER.test(expression.getText(source))) return true;
  }
  return ts.forEachChild(node, (child) => handles(child, source) || undefined) ?? false;
}

/** The name the error is bound to, if it is a plain identifier (a destructured one counts as used). */
function bound(binding: ts.BindingName | undefined): string | null | true {
  if (!binding) return null;
  return ts.isIdentifier(binding) ? binding.text : true;
}

function passes(body: ts.Node, binding: ts.BindingName | undefined, source: ts.SourceFile): boolean {
  if (EXPECTED.test(body.getFullText(source))) return true;
  const name = bound(binding);
  if (name === true || (name && mentions(body, name))) return true;
  return handles(body, source);
}

/** `line: code` of each catch in `text` that drops its error without a word. */
function silentCatches(text: string, fileName = 'snippet.ts'): string[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: string[] = [];
  const report = (node: ts.Node) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    found.push(`${line + 1}: ${node.getText(source).split('\n')[0]}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCatchClause(node) && !passes(node.block, node.variableDeclaration?.name, source)) report(node);
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'catch') {
      const [callback] = node.arguments;
      // A named handler (`.catch(onError)`) receives the error; only inline callbacks are read here.
      if (callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback))) {
        if (!passes(callback.body, callback.parameters[0]?.name, source)) report(node.expression.name);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('catch blocks', () => {
  // One test per part, each well under the time a test may take: parsing the whole tree is a few seconds.
  const files = sources();
  const PARTS = ['lib/scanner/', 'lib/remediation/', 'lib/', 'app/', 'components/', 'widget/', ''];
  const partOf = (file: string) => PARTS.find((part) => file.startsWith(part))!;

  it('sees the whole tree', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(new Set(files.map(partOf))).toEqual(new Set(PARTS));
  });

  it.each(PARTS.map((part) => [part || 'inngest/, scripts/ and the root', part]))(
    'every catch in %s handles its error or says why it is expected',
    (_, part) => {
      const offenders = files
        .filter((file) => partOf(file) === part)
        .flatMap((file) => {
          const text = readFileSync(path.join(root, file), 'utf8');
          // Only files with a catch are parsed: most have none.
          return /\bcatch\b/.test(text) ? silentCatches(text, file).map((hit) => `${file}:${hit}`) : [];
        });
      expect(offenders).toEqual([]);
    },
  );

  it('flags a silent catch and passes the four ways of handling one', () => {
    const bad = [
      'try { a(); } catch {}',
      'try { a(); } catch (error) { return null; }',
      'p.catch(() => {});',
      'p.catch((err) => null);',
      'p.catch(function () { return 0; });',
      'try { a(); } catch { /* TODO */ }',
    ];
    expect(bad.flatMap((snippet) => silentCatches(snippet))).toHaveLength(bad.length);
    expect(silentCatches('function f() {\n  try {\n    a();\n  } catch {\n    return null;\n  }\n}')).toEqual(['4: catch {']);

    const good = [
      'try { a(); } catch (error) { if (!(error instanceof SyntaxError)) throw error; }',
      'try { a(); } catch (err) { log.warn({ err }, "x failed; skipped"); }',
      'try { a(); } catch { logger.error({ traceId }, "x failed; answered 502"); }',
      'try { a(); } catch { state.log.warn("x failed"); }',
      'try { a(); } catch { console.warn("[a11y] x failed"); }',
      'try { a(); } catch {\n  // expected: hostile input\n  return null;\n}',
      'try { a(); } catch { throw new Error("b"); }',
      'p.catch(() => { /* expected: best effort */ });',
      'p.catch(() => /* expected: closed already */ undefined);',
      'p.catch((error) => fail(error));',
      'p.catch(onError);',
      'p.catch(({ message }) => message);',
    ];
    expect(good.flatMap((snippet) => silentCatches(snippet))).toEqual([]);
  });
});
