import type { Page } from '@playwright/test';

/**
 * One Storybook preview (iframe.html) per worker, switching stories in the page the way Storybook's
 * own test-runner does: `setCurrentStory` on the preview's channel. Loading iframe.html costs about
 * 370 ms a story (the whole preview bundle); a switch in the page costs a React unmount and mount.
 *
 * What a switch relies on, read from storybook 10's preview (PreviewWithSelection, StoryRender):
 * - `setCurrentStory` tears the previous story down (its cleanups run: MSW handlers are reset by the
 *   addon's loader, the page stories' `preparePage` cleanup restores clock, Math.random and storage)
 *   and renders the new one, then scrolls the document back to the top;
 * - every render ends with `storyFinished` ({ storyId, status }); a render that fails says so first
 *   (`storyErrored`, `storyThrewException`, `playFunctionThrewException`,
 *   `unhandledErrorsWhilePlaying`), and a story that cannot be loaded says `storyMissing`;
 * - a story may only be torn down once its render is finished: tearing down a render still in its
 *   play function or afterEach makes the preview reload the window.
 *
 * What a story could leave behind and no teardown removes is checked before each switch (see
 * `unmountAndInspect`); when anything is found, or the brand changes, the story gets a fresh
 * iframe.html, and so does a story tagged 'visual-fresh-preview' (one whose parts measure themselves
 * when they mount and came out differently in a preview that had shown other stories).
 */

/** The preview's events this harness listens to (storybook/internal/core-events). */
const EVENTS = [
  'storyFinished',
  'storyErrored',
  'storyThrewException',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
  'storyMissing',
] as const;
type EventName = (typeof EVENTS)[number];

interface Recorded {
  type: EventName;
  payload: unknown;
}

interface Log {
  events: Recorded[];
  /** The elements iframe.html's own markup put in <body>, and the attributes <html>/<body> start with. */
  own?: { children: Set<Element>; html: string[]; body: string[] };
}

type LogWindow = Window & {
  __lobbyVisual?: Log;
  __STORYBOOK_ADDONS_CHANNEL__?: { emit(type: string, payload: unknown): void };
  __STORYBOOK_PREVIEW__?: { view: { showPreparingStory(options: { immediate: boolean }): void } };
};

/**
 * Runs before Storybook's runtime on every load of iframe.html: records the preview's events from
 * the moment its channel is installed (the first story renders before a test could attach a
 * listener), and what the page looks like before any story touched it.
 */
function recordPreview(events: readonly string[]) {
  const w = window as LogWindow;
  const log: Log = { events: [] };
  w.__lobbyVisual = log;
  const hooked = new WeakSet<object>();
  let channel: { on(type: string, fn: (payload: unknown) => void): void } | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    enumerable: true,
    get: () => channel,
    set(next: typeof channel) {
      channel = next;
      if (!next || hooked.has(next)) return;
      hooked.add(next);
      // storyFinished carries the a11y addon's whole axe result (passes included): only the
      // violations are kept, with the elements they name.
      const slim = (payload: unknown) => {
        const p = payload as FinishedPayload;
        return {
          ...p,
          reporters: (p.reporters ?? []).map((r) => ({
            type: r.type,
            status: r.status,
            result: r.result && {
              error: r.result.error === undefined ? undefined : String(r.result.error),
              violations: (r.result.violations ?? []).map((v) => ({
                id: v.id,
                help: v.help,
                nodes: v.nodes.map((n) => ({ target: n.target })),
              })),
            },
          })),
        };
      };
      for (const type of events)
        next.on(type, (payload) =>
          log.events.push({ type: type as EventName, payload: type === 'storyFinished' ? slim(payload) : payload }),
        );
    },
  });
  // Module scripts run before DOMContentLoaded but a story renders only after its file was imported
  // (a further request), so at this point <body> holds only iframe.html's own markup.
  document.addEventListener('DOMContentLoaded', () => {
    log.own = {
      children: new Set(document.body.children),
      html: document.documentElement.getAttributeNames(),
      body: document.body.getAttributeNames(),
    };
  });
}

/** How a story's render ended, from the recorded events. */
export interface RenderOutcome {
  /** storyErrored / storyThrewException / storyMissing: the story could not be rendered. */
  renderError?: string;
  /** playFunctionThrewException / unhandledErrorsWhilePlaying / storyFinished with status 'error'. */
  playError?: string;
  /**
   * What axe found (the a11y addon's report, with the story's own a11y parameters), one line per
   * violation and element; empty when axe ran and found nothing, undefined when it did not run.
   */
  axe?: string[];
}

/** A storyFinished payload as the preview sends it: the a11y addon's report is among `reporters`. */
interface FinishedPayload {
  storyId?: string;
  status?: string;
  reporters?: {
    type: string;
    status: string;
    result?: {
      error?: unknown;
      violations?: { id: string; help: string; nodes: { target: unknown[] }[] }[];
    };
  }[];
}

export class PreviewSession {
  private brand: string | undefined;
  private axe = false;
  private readonly page: Page;

  constructor(page: Page) {
    this.page = page;
  }

  static async open(page: Page): Promise<PreviewSession> {
    await page.addInitScript(recordPreview, EVENTS);
    return new PreviewSession(page);
  }

  /**
   * Shows a story with the brand and reduced motion; resolves once its render finished. With `axe`,
   * the a11y addon runs axe at the end of the render (its afterEach, as in Storybook's own panel)
   * and the outcome lists what it found; without, the addon is switched to manual and costs nothing.
   */
  async show(
    storyId: string,
    brand: string,
    { fresh = false, axe = false } = {},
  ): Promise<{ outcome: RenderOutcome; reloaded: string | undefined }> {
    let reloaded: string | undefined;
    if (this.brand === undefined) reloaded = 'first story of this worker';
    else if (fresh) reloaded = 'the story is tagged visual-fresh-preview';
    else if (this.brand !== brand) reloaded = `brand ${this.brand} -> ${brand}`;
    else if (this.axe !== axe) reloaded = axe ? 'axe switched on' : 'axe switched off';
    else {
      const found = await this.unmountAndInspect();
      if (found.length) reloaded = `the previous story left: ${found.join('; ')}`;
    }
    if (reloaded) {
      await this.page.goto(
        `/iframe.html?id=${storyId}&viewMode=story&globals=brand:${brand};motion:reduce;a11y.manual:!${!axe}`,
      );
      this.brand = brand;
      this.axe = axe;
    } else {
      await this.page.evaluate((id) => {
        const w = window as LogWindow;
        w.__lobbyVisual!.events.length = 0;
        w.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, storyId);
    }
    return { outcome: await this.outcome(storyId), reloaded };
  }

  /** Waits for the story's storyFinished (or storyMissing) and reads what went wrong, if anything. */
  private async outcome(storyId: string): Promise<RenderOutcome> {
    await this.page.waitForFunction(
      (id) =>
        (window as LogWindow).__lobbyVisual?.events.some(
          (e) =>
            e.type === 'storyMissing' ||
            (e.type === 'storyFinished' && (e.payload as { storyId?: string }).storyId === id),
        ),
      storyId,
      // Page stories wait for a settled page in their play function (up to 15 s under load).
      { timeout: 30_000 },
    );
    const events = await this.page.evaluate(() => (window as LogWindow).__lobbyVisual!.events);
    const text = (p: unknown) => JSON.stringify(p).slice(0, 500);
    const outcome: RenderOutcome = {};
    const render = events.filter((e) => ['storyErrored', 'storyThrewException', 'storyMissing'].includes(e.type));
    if (render.length) outcome.renderError = render.map((e) => `${e.type} ${text(e.payload)}`).join('\n');
    const finished = events.find(
      (e) => e.type === 'storyFinished' && (e.payload as FinishedPayload).storyId === storyId,
    )?.payload as FinishedPayload | undefined;
    // axe's report: a failed one makes the story's status 'error' by itself, which is not a play error.
    const reports = (finished?.reporters ?? []).filter((r) => r.type === 'a11y');
    if (reports.length)
      outcome.axe = reports.flatMap((r) =>
        r.result?.error !== undefined
          ? [`axe did not run: ${String(r.result.error)}`]
          : (r.result?.violations ?? []).flatMap((v) =>
              v.nodes.map((n) => `${v.id} (${v.help}): ${n.target.map(String).join(' ')}`),
            ),
      );
    const onlyAxeFailed = (finished?.reporters ?? []).every((r) => r.status !== 'failed' || r.type === 'a11y');
    const play = events.filter(
      (e) =>
        e.type === 'playFunctionThrewException' ||
        e.type === 'unhandledErrorsWhilePlaying' ||
        (e.type === 'storyFinished' &&
          (e.payload as FinishedPayload).status !== 'success' &&
          !(reports.some((r) => r.status === 'failed') && onlyAxeFailed)),
    );
    if (play.length)
      outcome.playError = play
        .map(
          (e) =>
            `${e.type} ${text(e.type === 'storyFinished' ? { ...(e.payload as object), reporters: undefined } : e.payload)}`,
        )
        .join('\n');
    return outcome;
  }

  /**
   * Unmounts the current story (selecting a story id that does not exist makes the preview tear the
   * current one down and show its "missing" message) and lists what is still there that iframe.html
   * did not start with: nodes in <body> outside the story root (a portal, a toast host, an open
   * dialog), attributes on <html> or <body> (scroll locks, aria-hidden, inline styles) other than
   * the ones the kit decorator sets on every render, focus held by an element, running animations.
   */
  private async unmountAndInspect(): Promise<string[]> {
    return this.page.evaluate(async () => {
      const w = window as LogWindow;
      const log = w.__lobbyVisual!;
      if (!log.own) return ['(iframe.html was not recorded at load)'];
      log.events.length = 0;
      w.__STORYBOOK_ADDONS_CHANNEL__!.emit('setCurrentStory', {
        storyId: 'lobby-visual--unmounted',
        viewMode: 'story',
      });
      const started = performance.now();
      while (!log.events.some((e) => e.type === 'storyMissing')) {
        if (performance.now() - started > 10_000) return ['(the story did not unmount in 10 s)'];
        await new Promise((r) => setTimeout(r, 5));
      }
      const found: string[] = [];
      const describe = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''}`;
      // Storybook's highlight addon adds its own host on the first render.
      for (const el of Array.from(document.body.children)) {
        if (!log.own.children.has(el) && el.id !== 'storybook-highlights-root')
          found.push(`<body> child ${describe(el)}`);
      }
      const root = document.getElementById('storybook-root');
      if (root?.childElementCount) found.push(`#storybook-root still holds ${root.childElementCount} element(s)`);
      // The kit decorator (.storybook/preview.tsx) sets these on every render.
      const decorated = ['data-brand', 'dir', 'lang', 'data-reduced-motion'];
      for (const name of document.documentElement.getAttributeNames()) {
        if (!log.own.html.includes(name) && !decorated.includes(name)) found.push(`<html ${name}>`);
      }
      // Storybook's own mode and layout classes (sb-show-*, sb-main-*) live in <body class>, and the
      // a11y addon's vision simulator sets `filter` in <body style> on every render.
      for (const name of document.body.getAttributeNames()) {
        if (!log.own.body.includes(name) && name !== 'class' && name !== 'style') found.push(`<body ${name}>`);
      }
      const styled = Array.from(document.body.style).filter((p) => p !== 'filter');
      if (styled.length)
        found.push(
          `<body style="${styled.map((p) => `${p}: ${document.body.style.getPropertyValue(p)}`).join('; ')}">`,
        );
      const strangers = Array.from(document.body.classList).filter((c) => !c.startsWith('sb-'));
      if (strangers.length) found.push(`<body class="${strangers.join(' ')}">`);
      if (document.activeElement && document.activeElement !== document.body)
        found.push(`focus on ${describe(document.activeElement)}`);
      if (document.getAnimations().length) found.push(`${document.getAnimations().length} running animation(s)`);
      // (A scrolled document is no leftover: the preview scrolls back to the top before each story.)
      // On a fresh load the preview mounts the first story while it shows its "preparing" block, with
      // everything else in <body> hidden, and shows the story once mounted. A part that measures
      // itself when it mounts (the carousel's slide width) measures what it would on a fresh load only
      // if this switch does the same: without this the missing-story message stays visible during the
      // mount, with the body's default margin, and the slides come out 16 px narrow.
      w.__STORYBOOK_PREVIEW__!.view.showPreparingStory({ immediate: true });
      return found;
    });
  }
}
