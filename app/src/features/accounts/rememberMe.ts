/**
 * Remembered logins (docs/product/accounts.md#remembered-credentials; docs/product/states.md#login:
 * one entry per login method). The device keeps nothing secret: the user name (or mobile number and
 * dialling code) to fill in, and for the username method a note that the platform gave this device a
 * remember-me cookie. That cookie is httpOnly: no script of ours (or anyone's) reads it, and it logs in
 * only through `rememberedLogin`, which rotates it (docs/decisions/security-limits.md). Logout removes
 * the entries (docs/product/states.md#logout) and the platform ends the cookie.
 */
import { localKeys } from '../../state/ui.ts';

export type RememberType = 'username' | 'sms';

export interface RememberedLogin {
  type: RememberType;
  /** The user name, or the mobile number for the SMS method. */
  username: string;
  /** Empty for the username method. */
  countryDialingCode: string;
  /** This device holds a remembered login (the platform's cookie) for `username`. Username method only. */
  device: boolean;
}

/** Where the entries live (localStorage under localKeys.rememberedCredentials); tests pass a memory one. */
export interface EntryStore {
  read(): string | null;
  write(value: string | null): void;
}

interface Envelope {
  v: 2;
  entries: Partial<Record<RememberType, Omit<RememberedLogin, 'type'>>>;
}

export const localEntryStore: EntryStore = {
  read() {
    try {
      return window.localStorage.getItem(localKeys.rememberedCredentials);
    } catch {
      return null;
    }
  },
  write(value) {
    try {
      if (value === null) window.localStorage.removeItem(localKeys.rememberedCredentials);
      else window.localStorage.setItem(localKeys.rememberedCredentials, value);
    } catch {
      // private mode: nothing is remembered
    }
  },
};

function readEnvelope(entries: EntryStore): Envelope {
  try {
    const raw = entries.read();
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && (parsed as Envelope).v === 2 && (parsed as Envelope).entries) {
      return parsed as Envelope;
    }
  } catch {
    // a broken entry is forgotten
  }
  return { v: 2, entries: {} };
}

const write = (entries: EntryStore, env: Envelope) =>
  entries.write(Object.keys(env.entries).length ? JSON.stringify(env) : null);

/** The remembered logins of this device: `remember`, `recall`, `forget`, `forgetDevice`. */
export function createRememberStore(entries: EntryStore = localEntryStore) {
  return {
    remember(login: RememberedLogin): void {
      const env = readEnvelope(entries);
      env.entries[login.type] = {
        username: login.username,
        countryDialingCode: login.countryDialingCode,
        device: login.type === 'username' && login.device,
      };
      write(entries, env);
    },

    recall(type: RememberType): RememberedLogin | null {
      const e = readEnvelope(entries).entries[type];
      if (!e || typeof e.username !== 'string') return null;
      return {
        type,
        username: e.username,
        countryDialingCode: typeof e.countryDialingCode === 'string' ? e.countryDialingCode : '',
        device: type === 'username' && e.device === true,
      };
    },

    forget(type: RememberType): void {
      const env = readEnvelope(entries);
      delete env.entries[type];
      write(entries, env);
    },

    /** The device's remembered login is gone (refused, or ended by a password reset): keep the name only. */
    forgetDevice(): void {
      const env = readEnvelope(entries);
      const e = env.entries.username;
      if (!e) return;
      e.device = false;
      write(entries, env);
    },
  };
}

export type RememberStore = ReturnType<typeof createRememberStore>;

let store: RememberStore | null = null;
/** The browser's remembered logins (localStorage). */
export const rememberStore = (): RememberStore => (store ??= createRememberStore());

/** The IndexedDB database where earlier versions kept the key that sealed remembered passwords. */
export const sealingKeyDb = 'lobby-accounts';

/**
 * Migration, run at boot: earlier versions stored the password sealed with a key any script of the
 * origin could use. Such an entry (v1) is deleted, and so is the key's database. The user name of
 * the entry is inside the seal, so it goes too: the next login fills it in again.
 */
export function purgeSealedPasswords(
  entries: EntryStore = localEntryStore,
  idb: Pick<IDBFactory, 'deleteDatabase'> | undefined = globalThis.indexedDB,
): void {
  try {
    const raw = entries.read();
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (raw && (!parsed || typeof parsed !== 'object' || (parsed as { v?: unknown }).v !== 2)) entries.write(null);
  } catch {
    entries.write(null);
  }
  try {
    idb?.deleteDatabase(sealingKeyDb);
  } catch {
    // no IndexedDB (private mode): nothing was kept there
  }
}
