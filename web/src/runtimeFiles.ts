/**
 * The operator's run-time files in the built site: `runtime-config.json` and
 * `i18n-overrides/<language>.json`. They change while the server runs (that is their point), so they
 * are read per request, not once at start: each is looked at again after `ttlMs` (its mtime; read
 * again only when that changed), so a burst of requests costs one stat a second, not a read each.
 * The server serves them itself (never from the static plugin's list of files made at start) and
 * the page renderer renders with them and keys its cache on their version.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** A file as last read: its parsed JSON (undefined when absent or not JSON), text, and version. */
export interface RuntimeFile {
  /** The mtime and size, or `none`: changes whenever the file does. */
  version: string;
  /** The file's JSON, or undefined (absent, unreadable, not JSON). */
  value: unknown;
  /** The file's text as it is served, or undefined when absent. */
  text: string | undefined;
}

interface Entry {
  checkedAt: number;
  file: RuntimeFile;
  pending?: Promise<RuntimeFile>;
}

/** A language folder as the app names its override files (`ty`, `en`, `zh-cn`...). */
export const overridesName = /^[a-z]{2,3}(?:-[a-z0-9]{2,4})?$/;

export interface RuntimeFiles {
  config(): Promise<RuntimeFile>;
  /** `name` is a language folder (`overridesName`); anything else answers an absent file. */
  overrides(name: string): Promise<RuntimeFile>;
}

const absent: RuntimeFile = { version: 'none', value: undefined, text: undefined };

export function runtimeFiles(distDir: string, ttlMs = 1000, now: () => number = Date.now): RuntimeFiles {
  const entries = new Map<string, Entry>();

  async function load(path: string, previous: RuntimeFile | undefined): Promise<RuntimeFile> {
    let version: string;
    try {
      const s = await stat(path);
      version = `${s.mtimeMs}-${s.size}`;
    } catch {
      return absent;
    }
    if (previous && previous.version === version) return previous;
    try {
      const text = await readFile(path, 'utf8');
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      return { version, value, text };
    } catch {
      return absent;
    }
  }

  function read(relative: string): Promise<RuntimeFile> {
    const entry = entries.get(relative);
    const t = now();
    if (entry && t - entry.checkedAt < ttlMs) return Promise.resolve(entry.file);
    if (entry?.pending) return entry.pending;
    const pending = load(join(distDir, relative), entry?.file).then((file) => {
      entries.set(relative, { checkedAt: now(), file });
      return file;
    });
    entries.set(relative, { checkedAt: entry?.checkedAt ?? 0, file: entry?.file ?? absent, pending });
    return pending;
  }

  return {
    config: () => read('runtime-config.json'),
    overrides: (name) =>
      overridesName.test(name) ? read(join('i18n-overrides', `${name}.json`)) : Promise.resolve(absent),
  };
}
