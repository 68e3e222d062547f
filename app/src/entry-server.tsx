/**
 * Renders one request to a stream (the front-end server in web/ calls `render`). The page is the
 * same tree the browser builds (providers, frame, route), with the request's own Recoil store,
 * i18next instance and style sheet, so concurrent requests share nothing that varies per user.
 * What the first render used travels with the HTML (ssr/pageData.ts) for the browser's hydration.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { StateRoot } from './state/atomHooks.ts';
import { ServerStyleSheet } from 'styled-components';
import { splitServerStyles } from './ssr/serverStyles.ts';
import i18next from 'i18next';
import type { i18n as I18nInstance, ResourceLanguage } from 'i18next';
import { GlobalStyle, readNumberSymbols } from '@lobby/ui-kit';
import type { NumberSymbols } from '@lobby/ui-kit';
import { brandNames } from '@lobby/tokens';
import type { SystemStatus } from '@lobby/contract';
import { Kit } from './App.tsx';
import { call, setRenderSessionScope, withoutRetries } from './api/client.ts';
import { ApiError } from './api/errors.ts';
import { parseRuntimeConfig, setRuntimeConfig } from './config/runtimeConfig.ts';
import type { RuntimeConfig } from './config/runtimeConfig.ts';
import { initI18n, numerals, setRenderLanguageScope, textOptions } from './i18n/index.ts';
import {
  bootKeys,
  createFirstScreenStore,
  FirstScreenProvider,
  memberKeys,
  prefetchFirstScreen,
} from './state/firstScreen.ts';
import { fallbackLanguageCode, isRtl, supportedLanguages, toLanguageCode, toTag } from './i18n/languages.ts';
import type { LanguageCode } from './i18n/languages.ts';
import { loadNamespace, namespacesOf } from './i18n/loader.ts';
import { loginPath } from './routes/paths.ts';
import { sentAwayFrom } from './routes/guards.ts';
import { chooseForRequest } from './ssr/choice.ts';
import type { RequestChoice } from './ssr/choice.ts';
import { applyOverrides } from './ssr/overrides.ts';
import { fallbackTextsOnly } from './ssr/fallbackTexts.ts';
import { buildRoutes } from './routes/router.tsx';
import { routeTable, type RouteEntry } from './routes/table.ts';
import { initialState, serializePageData } from './ssr/pageData.ts';
import type { PageData, PublicSession } from './ssr/pageData.ts';

export type { RequestChoice } from './ssr/choice.ts';

/** A member's session as the front-end server holds it (its sealed cookie); the token never leaves the server. */
export interface RenderSession {
  token: string;
  merchantCode: string;
  userName: string;
  type: number;
  firstTimeLogin: boolean;
}

export interface RenderContext {
  /** The platform origin the server's own calls go to (the browser keeps calling same-origin paths). */
  platformUrl: string;
  /** The site's runtime-config.json as read (untrusted; defaults fill the gaps). */
  runtimeConfig: unknown;
  /** A platform call made for the first screen gives up after this. @default 1500 */
  fetchTimeoutMs?: number;
  /** After this the render stops waiting: what is pending renders in the browser. @default 3000 */
  deadlineMs?: number;
  /** The member whose page this is; without it the page is a guest's. */
  session?: RenderSession;
  /**
   * The operator's text overrides for the request's language (`i18n-overrides/<code>.json` as read,
   * untrusted: checked against EN's texts as the browser checks them), and their version.
   */
  overrides?: unknown;
}

/** A redirect (aliases, unknown paths) or a page whose body streams. */
export type RenderResult =
  | {
      kind: 'redirect';
      status: number;
      location: string;
      /** The platform ended the member's session (expired, signed in elsewhere) during the render. */
      sessionEnded?: boolean;
    }
  | {
      kind: 'page';
      status: number;
      /** `<html lang dir data-brand>` of this request. */
      lang: string;
      dir: 'ltr' | 'rtl';
      brand: string;
      /** The data block's JSON, already safe inside `<script type="application/json">`. */
      dataJson: string;
      /**
       * The matched page's files and the blocks it renders from chunks of their own, as keys of the
       * client build's manifest (`src/...`): the server links their styles in the head.
       */
      modules: string[];
      /**
       * Every answer the page needed came in on time and nothing failed to render: the same request
       * would render the same page again (the front-end server may keep it for a moment).
       */
      complete: boolean;
      /** What the render read of the request (the page cache's key is made of it). */
      choice: RequestChoice;
      /** A member's page: never kept, never shared. */
      member: boolean;
      /** The page's styled-components CSS, for the end of the head (ssr/serverStyles.ts). */
      styles: string;
      /** Writes the rendered markup of #root and ends `out`. */
      pipe: (out: Writable) => void;
    };

let ready: Promise<void> | undefined;
/**
 * The process-wide part, the same for every request: the API client calls the platform directly,
 * and the app's shared i18next instance exists (page modules ask it to preload their namespaces).
 */
function prepare(config: RuntimeConfig, platformUrl: string): Promise<void> {
  setRuntimeConfig({ ...config, apiBase: new URL(platformUrl).origin });
  ready ??= initI18n(toTag(toLanguageCode(config.defaultLanguage) ?? fallbackLanguageCode)).catch(() => undefined);
  return ready;
}

/**
 * What the render of `request` reads of it (language, brand, the page's query values): the
 * front-end server asks this first for its page cache's key. `runtimeConfig` as for `render`.
 */
export function choose(request: Request, runtimeConfig: unknown): RequestChoice {
  return chooseForRequest(request, parseRuntimeConfig(runtimeConfig));
}

/** Every namespace of the language and of the EN fallback, so no text suspends during the render. */
async function loadBundles(language: LanguageCode): Promise<Record<string, ResourceLanguage>> {
  const out: Record<string, ResourceLanguage> = {};
  for (const code of new Set([language, fallbackLanguageCode])) {
    const bundles: ResourceLanguage = {};
    for (const ns of namespacesOf(code)) bundles[ns] = (await loadNamespace(code, ns)) as ResourceLanguage[string];
    out[toTag(code)] = bundles;
  }
  return out;
}

/**
 * The bundles the browser needs to hydrate: the namespaces this render used, and the frame's two
 * (`common` holds the error catalogue, read outside components). Whatever else a later render asks
 * for loads as it does on a client-only page. About half the page's bytes were texts it never used.
 */
function usedBundles(
  resources: Record<string, ResourceLanguage>,
  i18n: I18nInstance,
): Record<string, ResourceLanguage> {
  const reported = (i18n as I18nInstance & { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  if (!reported) return resources;
  const used = new Set(['common', 'shell', ...reported.getUsedNamespaces()]);
  const out: Record<string, ResourceLanguage> = {};
  for (const [language, bundles] of Object.entries(resources)) {
    out[language] = Object.fromEntries(Object.entries(bundles).filter(([ns]) => used.has(ns)));
  }
  return out;
}

async function statusOf(timeoutMs: number): Promise<SystemStatus | null> {
  try {
    return await call('systemStatus', { retries: 0, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    // The platform is down or slow: the page is the service-down state, and the browser asks again.
    return null;
  }
}

/**
 * The closed sets the front-end server checks the browsers' reports against (web/src/metrics.ts):
 * a metric label is one of these or `other`, never what a report claims.
 */
export const labelSets = {
  routes: routeTable.map((r) => r.path),
  brands: [...brandNames],
  languages: supportedLanguages.map((l) => l.code),
};

/**
 * The request whose render is running (its language, and its member's token), across the ticks
 * React resumes it in: the API client and the formatters read it, so concurrent renders share none.
 */
const renderScope = new AsyncLocalStorage<{ language: LanguageCode; token?: string }>();
setRenderLanguageScope(() => renderScope.getStore()?.language);
setRenderSessionScope(() => renderScope.getStore()?.token);

/** The public answers the frame reads or starts with (state/firstScreen.ts, bootKeys), asked before the render. */
async function prefetchBoot(store: ReturnType<typeof createFirstScreenStore>): Promise<void> {
  await Promise.all([
    prefetchFirstScreen(store, bootKeys.flags, (signal) => call('whitelabel', { signal })),
    prefetchFirstScreen(store, bootKeys.consolidated, (signal) => call('consolidated', { signal })),
    prefetchFirstScreen(store, bootKeys.downloadLinks, (signal) => call('downloadLinks', { signal })),
    prefetchFirstScreen(store, bootKeys.serviceLinks, (signal) => call('serviceLinks', { signal })),
  ]);
}

/**
 * The member's own answers the frame and the member's pages show (header balance, unread and reward
 * badges, the member's profile and VIP level), asked before the render.
 */
async function prefetchMember(store: ReturnType<typeof createFirstScreenStore>): Promise<{ ended: boolean }> {
  let ended = false;
  // Each answer is kept under its key; a refusal saying the session expired marks it ended.
  const prefetch = <T,>(key: string, load: (signal: AbortSignal) => Promise<T>) =>
    prefetchFirstScreen(store, key, (signal) =>
      load(signal).catch((err: unknown) => {
        if (err instanceof ApiError && err.isSessionExpired) ended = true;
        throw err;
      }),
    );
  await Promise.all([
    prefetch(memberKeys.balance, (signal) => call('balance', { signal })),
    prefetch(memberKeys.info, (signal) => call('memberInfo', { signal })),
    prefetch(memberKeys.unread, (signal) => call('inboxUnread', { signal })),
    prefetch(memberKeys.unclaimed, (signal) => call('promotionsUnclaimed', { signal })),
  ]);
  return { ended };
}

const numberSymbols = new Map<string, NumberSymbols | null>();
/** The language's number symbols, read once per process: the browser writes numbers with them (ui-kit provider/numbers.ts). */
function numberSymbolsOf(tag: string): NumberSymbols | null {
  if (!numberSymbols.has(tag)) numberSymbols.set(tag, readNumberSymbols(tag));
  return numberSymbols.get(tag) ?? null;
}

export async function render(request: Request, ctx: RenderContext): Promise<RenderResult> {
  const config = parseRuntimeConfig(ctx.runtimeConfig);
  await prepare(config, ctx.platformUrl);
  const choice = chooseForRequest(request, config);
  const { language, brand } = choice;
  // The router sees the page's own query values only: what the cache's key holds (ssr/choice.ts).
  const url = new URL(request.url);
  const pageRequest = new Request(new URL(`${choice.path}${choice.query ? `?${choice.query}` : ''}`, url.origin), {
    headers: request.headers,
  });
  const session = ctx.session;
  const scope = { language, token: session?.token };
  const handler = createStaticHandler(buildRoutes());
  // The page's public calls, made for this request alone (state/firstScreen.ts): the frame's
  // answers now, beside the status; the page's own while it renders.
  const fetchTimeoutMs = ctx.fetchTimeoutMs ?? 1500;
  const firstScreen = createFirstScreenStore((load) =>
    renderScope.run(scope, () => withoutRetries(() => load(AbortSignal.timeout(fetchTimeoutMs)))),
  );
  const [context, resources, status, , member] = await Promise.all([
    handler.query(pageRequest),
    loadBundles(language).then((bundles) => applyOverrides(bundles, language, ctx.overrides)),
    statusOf(fetchTimeoutMs),
    prefetchBoot(firstScreen),
    session ? prefetchMember(firstScreen) : undefined,
  ]);
  // The platform ended the session (expired, signed in elsewhere): what the browser does on that
  // answer, done here: the login page (the front-end server drops its session cookie).
  if (member?.ended) {
    return { kind: 'redirect', status: 302, location: loginPath, sessionEnded: true };
  }
  if (context instanceof Response) {
    return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/m/home' };
  }
  // An agent's screen sends a visitor who may not open it elsewhere (routes/guards.ts). The browser
  // does it with <Navigate>, a no-op in a server render; here the server answers the redirect
  // itself, so the visitor gets the right page at once, not an empty one that then moves.
  const shown = context.matches.at(-1)?.route.handle as { route?: RouteEntry } | undefined;
  const away = shown?.route ? sentAwayFrom(shown.route, session) : null;
  if (away) return { kind: 'redirect', status: 302, location: away };
  const tag = toTag(language);
  const modules = context.matches.flatMap(({ route }) => {
    const entry = (route.handle as { route?: RouteEntry } | undefined)?.route;
    return entry ? [entry.source, ...(entry.blocks ?? [])].map((file) => `src/${file}`) : [];
  });
  const i18n = i18next.createInstance().use(numerals);
  await i18n.init({
    lng: tag,
    fallbackLng: toTag(fallbackLanguageCode),
    resources,
    ns: Object.keys(resources[tag] ?? {}),
    ...textOptions,
    initAsync: false,
  });
  const seed = Math.floor(Math.random() * 2 ** 31);
  const publicSession: PublicSession | null = session
    ? {
        merchantCode: session.merchantCode,
        userName: session.userName,
        type: session.type,
        firstTimeLogin: session.firstTimeLogin,
      }
    : null;
  const data: PageData = {
    config,
    brand,
    language: tag,
    resources,
    status,
    seed,
    firstScreen: firstScreen.values,
    session: publicSession,
    numbers: numberSymbolsOf(tag),
  };
  const initializeState = initialState(data);
  const router = createStaticRouter(handler.dataRoutes, context);
  const sheet = new ServerStyleSheet();
  const app = sheet.collectStyles(
    <StateRoot initializeState={initializeState}>
      <FirstScreenProvider store={firstScreen}>
        <I18nextProvider i18n={i18n}>
          <Kit>
            <GlobalStyle />
            {/* hydrate={false}: the provider's own hydration script would be inline; ours is a data block. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Kit>
        </I18nextProvider>
      </FirstScreenProvider>
    </StateRoot>,
  );

  const deadlineMs = ctx.deadlineMs ?? 3000;
  return new Promise<RenderResult>((resolve, reject) => {
    const page = (): RenderResult => ({
      kind: 'page',
      status: context.statusCode,
      lang: tag,
      dir: isRtl(language) ? 'rtl' : 'ltr',
      brand,
      dataJson: serializePageData({
        ...data,
        resources:
          aborted || failed
            ? resources
            : fallbackTextsOnly(usedBundles(resources, i18n), tag, toTag(fallbackLanguageCode)),
      }),
      modules,
      choice,
      member: session !== undefined,
      complete: status !== null && firstScreen.failed.size === 0 && !aborted && !failed,
      // Every boundary has rendered by now (onAllReady, or aborted): the sheet holds the page's CSS.
      styles: splitServerStyles(sheet.getStyleTags()),
      pipe(out) {
        out.on('close', () => sheet.seal());
        stream.pipe(out);
      },
    });
    // The markup goes out once every boundary is done (onAllReady), not shell first: React would
    // fill a late boundary with an inline <script>, which the CSP (script-src 'self') refuses. Past
    // the deadline the render is aborted: what is still pending goes out as its fallback, marked
    // for the browser to render (no script needed), and the page is sent.
    let aborted = false;
    let failed = false;
    const timer = setTimeout(() => {
      aborted = true;
      stream.abort();
    }, deadlineMs);
    const stream = renderScope.run(scope, () =>
      renderToPipeableStream(app, {
        onAllReady() {
          clearTimeout(timer);
          resolve(page());
        },
        onShellError(err) {
          clearTimeout(timer);
          sheet.seal();
          reject(err);
        },
        onError(err) {
          failed = true;
          // A boundary that failed here renders again in the browser (React's recovery); keep a trace.
          if (process.env.LOG === '1') console.error('render:', err);
        },
      }),
    );
  });
}
