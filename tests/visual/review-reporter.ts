import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * The designers' review page: after `npm run test:visual`, tests/visual/review/index.html shows every
 * changed story grouped by story and brand, expected / actual / diff side by side and a slider that
 * wipes between expected and actual, with the one-line command that accepts the change.
 */
interface Change {
  story: string;
  brand: string;
  expected?: string;
  actual?: string;
  diff?: string;
  error: string;
}

const outDir = process.env.VISUAL_REVIEW_DIR ?? 'tests/visual/review';
/** HTML-escapes a text for the page (also used by tests/tooling/token-change.ts to find a story on it). */
export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** A story title as a literal inside a Playwright -g pattern. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default class ReviewReporter implements Reporter {
  private changes: Change[] = [];
  private total = 0;

  onBegin(): void {
    rmSync(outDir, { recursive: true, force: true });
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    if (test.parent.project()?.name !== 'visual') return;
    // A story shown for its play function and axe only (tagged no-visual) has no picture to review.
    if (result.annotations.some((a) => a.type === 'no-screenshot')) return;
    this.total += 1;
    if (result.status === 'passed' || result.status === 'skipped') return;
    if (result.retry < test.retries) return;
    const [, brandTitle, story] = test.titlePath().slice(-3);
    const brand = (brandTitle ?? '').replace(/^brand /, '');
    mkdirSync(join(outDir, 'img'), { recursive: true });
    const change: Change = {
      story: story ?? test.title,
      brand,
      error: (result.error?.message ?? '').split('\n')[0] ?? '',
    };
    for (const a of result.attachments) {
      if (!a.path || !existsSync(a.path)) continue;
      const kind = /-expected\.png$/.test(a.name)
        ? 'expected'
        : /-actual\.png$/.test(a.name)
          ? 'actual'
          : /-diff\.png$/.test(a.name)
            ? 'diff'
            : undefined;
      if (!kind) continue;
      const file = `img/${brand}-${basename(a.path)}`;
      copyFileSync(a.path, join(outDir, file));
      change[kind] = file;
    }
    // A failure with no picture (the play function, axe) is not a change to accept: the run's own
    // report names it.
    if (change.expected || change.actual || change.diff) this.changes.push(change);
  }

  onEnd(): void {
    if (!this.total) return;
    if (!this.changes.length) {
      // A page even when nothing changed, so a designer who opens it is not left guessing.
      mkdirSync(outDir, { recursive: true });
      writeFileSync(
        join(outDir, 'index.html'),
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual review: no changes</title></head>` +
          `<body><h1>Visual review</h1><p>All ${this.total} screenshots match their baselines.</p></body></html>`,
      );
      console.log(`visual review: all ${this.total} screenshots match -> ${join(outDir, 'index.html')}`);
      return;
    }
    const byStory = new Map<string, Change[]>();
    for (const c of this.changes) byStory.set(c.story, [...(byStory.get(c.story) ?? []), c]);
    const img = (src: string | undefined, alt: string) =>
      src ? `<img src="${src}" alt="${esc(alt)}">` : '<p>(none: new story?)</p>';
    const sections = [...byStory]
      .map(
        ([story, list]) =>
          `<section><h2>${esc(story)}</h2>${list
            .map(
              (c) => `<article><h3>${esc(c.brand)}</h3><p class="err">${esc(c.error)}</p>
<div class="row"><figure><figcaption>expected</figcaption>${img(c.expected, 'expected')}</figure>
<figure><figcaption>actual</figcaption>${img(c.actual, 'actual')}</figure>
<figure><figcaption>diff</figcaption>${img(c.diff, 'diff')}</figure>
${c.expected && c.actual ? `<figure class="wipe"><figcaption>slide: expected | actual</figcaption><div class="stack"><img src="${c.actual}" alt="actual"><div class="top"><img src="${c.expected}" alt="expected"></div></div><input type="range" min="0" max="100" value="50" aria-label="Wipe between expected and actual"></figure>` : ''}</div>
<pre>npm run test:visual:update -- -g "${esc(escapeRegExp(story))}"</pre></article>`,
            )
            .join('')}</section>`,
      )
      .join('');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual review: ${this.changes.length} change(s)</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;background:#111;color:#eee}h2{border-top:1px solid #444;padding-top:12px}
.row{display:flex;gap:12px;flex-wrap:wrap;align-items:flex-start}figure{margin:0}figcaption{color:#aaa;margin-bottom:4px}
img{max-width:260px;border:1px solid #444;display:block}.err{color:#f88}pre{background:#222;padding:8px;overflow:auto}
.stack{position:relative;width:260px}.stack img{width:260px;max-width:none}.top{position:absolute;inset:0;overflow:hidden;width:50%}
.top img{width:260px}</style></head><body><h1>Visual review</h1>
<p>${this.changes.length} of ${this.total} screenshots differ from their baselines. If every change is intended, accept all:</p>
<pre>npm run test:visual:update</pre><p>then commit the baselines on their own, saying what changed and why.</p>${sections}
<script>document.querySelectorAll('.wipe').forEach(function(f){var r=f.querySelector('input'),t=f.querySelector('.top');r.addEventListener('input',function(){t.style.width=r.value+'%'})})</script>
</body></html>`;
    writeFileSync(join(outDir, 'index.html'), html);
    console.log(`visual review: ${this.changes.length} change(s) -> ${join(outDir, 'index.html')}`);
    console.log('accept them all (after review): npm run test:visual:update');
  }
}
