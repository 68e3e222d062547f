/**
 * Every check of a secret (password, payment PIN, SMS code, captcha) goes through the one attempt
 * counter, guardSecret (src/services.ts): read from the source, so a new route that verifies a
 * password on its own fails here before it ships.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const srcDir = fileURLToPath(new URL('../src', import.meta.url));

/** The functions that compare a guess with a secret (src/security.ts). */
const verifiers = ['verifyPassword', 'safeEqual'];

/**
 * Calls that compare with a secret but are not a guess, each with the reason. Keyed by file and the
 * handler or function they sit in.
 */
const notGuesses: Record<string, string> = {
  // After the SMS code was checked (in the counter): refuses a new password equal to the current one.
  'routes/member.ts setPasswordByPhone': 'verifyPassword',
  // Production's start: no account of the demo seed opens with its published password (src/production.ts).
  'main.ts (top level)': 'seededAccountsIn',
};

interface Finding {
  where: string;
  calls: string;
}

const calleeName = (call: ts.CallExpression): string | undefined => {
  const e = call.expression;
  if (ts.isIdentifier(e)) return e.text;
  // \`security.verifyPassword(...)\`; a helper found by name is matched as a bare call only (\`app.register\` is no \`register\`).
  if (ts.isPropertyAccessExpression(e) && verifiers.includes(e.name.text)) return e.name.text;
  return undefined;
};

/** The name a function node is known by: `function f`, `const f = () =>`, or an object's `f: () =>`. */
function nameOf(fn: ts.Node): { name: string; kind: 'function' | 'handler' } | undefined {
  if (ts.isFunctionDeclaration(fn) && fn.name) return { name: fn.name.text, kind: 'function' };
  const parent = fn.parent;
  if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name))
    return { name: parent.name.text, kind: 'function' };
  if (parent && (ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(fn)) && parent) {
    const named = ts.isMethodDeclaration(fn) ? fn : (parent as ts.PropertyAssignment);
    if (ts.isIdentifier(named.name)) return { name: named.name.text, kind: 'handler' };
  }
  if (ts.isMethodDeclaration(fn) && ts.isIdentifier(fn.name)) return { name: fn.name.text, kind: 'handler' };
  return undefined;
}

/**
 * Finds the secret checks outside guardSecret in these sources. A call of a verifier inside a
 * callback given to guardSecret is counted; inside a named function, that function becomes a
 * verifier and its own calls are checked in turn; anywhere else (a route handler, top level) it is
 * a finding.
 */
export function uncountedSecretChecks(sources: { file: string; text: string }[]): Finding[] {
  const files = sources.map((s) => ({
    file: s.file,
    sf: ts.createSourceFile(s.file, s.text, ts.ScriptTarget.ES2023, true),
  }));
  const known = new Set(verifiers);
  const findings = new Map<string, Finding>();
  let grew = true;
  while (grew) {
    grew = false;
    for (const { file, sf } of files) {
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node)) {
          const name = calleeName(node);
          if (name && known.has(name)) {
            let at: ts.Node = node;
            for (;;) {
              const parent: ts.Node | undefined = at.parent;
              if (!parent) {
                const where = `${file} (top level)`;
                if (notGuesses[where] !== name) findings.set(`${where} ${name}`, { where, calls: name });
                break;
              }
              if (ts.isFunctionLike(parent)) {
                const outer = parent.parent;
                if (outer && ts.isCallExpression(outer) && calleeName(outer) === 'guardSecret') break;
                const named = nameOf(parent);
                if (named?.kind === 'function') {
                  // Its definition in src/security.ts is not a call site.
                  if (!known.has(named.name)) {
                    known.add(named.name);
                    grew = true;
                  }
                  break;
                }
                if (named?.kind === 'handler') {
                  const where = `${file} ${named.name}`;
                  if (notGuesses[where] !== name) findings.set(`${where} ${name}`, { where, calls: name });
                  break;
                }
              }
              at = parent;
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(sf);
    }
  }
  return [...findings.values()];
}

function serverSources(): { file: string; text: string }[] {
  const out: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts'))
        out.push({ file: relative(srcDir, p).replaceAll('\\', '/'), text: readFileSync(p, 'utf8') });
    }
  };
  walk(srcDir);
  return out;
}

describe('secret checks', () => {
  it('every password, PIN, SMS code and captcha check in server/src goes through guardSecret', () => {
    const sources = serverSources();
    // The scan sees the checks it is about (a renamed verifier would make it pass vacuously).
    const all = sources.map((s) => s.text).join('\n');
    for (const v of verifiers) expect(all).toContain(`${v}(`);
    expect(uncountedSecretChecks(sources)).toEqual([]);
  });

  it('finds a check outside the counter, also through a helper', () => {
    const text = `
      export const routes = (ctx) => ({
        counted: async (req) => guardSecret(ctx, {}, async () => { await verifyPassword(req.body.p, h); }),
        direct: async (req) => { if (!(await verifyPassword(req.body.p, h))) throw new Error(); },
        viaHelper: (req) => matches(req.body.code),
        helperCounted: (req) => guardSecret(ctx, {}, () => matches(req.body.code)),
      });
      function matches(code) { return safeEqual(code, stored); }
    `;
    expect(uncountedSecretChecks([{ file: 'x.ts', text }]).map((f) => f.where)).toEqual([
      'x.ts direct',
      'x.ts viaHelper',
    ]);
  });
});
