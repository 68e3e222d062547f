/**
 * Remembered credentials (docs/product/accounts.md#remembered-credentials: type, username, password, countryDialingCode; docs/product/states.md#login: one set per
 * login method). The original stored the password double-Base64-encoded with a salt: anyone who
 * reads localStorage can decode it. Here (docs/decisions/accounts-remember-me.md) the entries are
 * sealed with AES-256-GCM under a NON-EXTRACTABLE Web Crypto key kept in IndexedDB: the stored text
 * is ciphertext, the key cannot be exported by script, and each entry is bound to its method and
 * origin (additional data) so entries cannot be swapped. Logout removes the entries (docs/product/states.md#logout).
 */
import { fromBase64, toBase64 } from '@lobby/contract';
import { localKeys } from '../../state/ui.ts';

export type RememberType = 'username' | 'sms';

export interface RememberedCredentials {
  type: RememberType;
  username: string;
  /** Empty for the SMS method (a code is never remembered). */
  password: string;
  countryDialingCode: string;
}

/** Where the sealing key lives. The browser's is IndexedDB; tests pass a memory one. */
export interface KeyStore {
  get(): Promise<CryptoKey | undefined>;
  put(key: CryptoKey): Promise<void>;
}

/** Where the sealed entries live (localStorage under localKeys.rememberedCredentials). */
export interface EntryStore {
  read(): string | null;
  write(value: string | null): void;
}

interface Sealed {
  /** base64(iv(12) || ciphertext || tag) */
  data: string;
}
interface Envelope {
  v: 1;
  entries: Partial<Record<RememberType, Sealed>>;
}

const dbName = 'lobby-accounts';
const storeName = 'keys';
const keyId = 'remember';

/** IndexedDB holds CryptoKey objects as they are (structured clone), non-extractable included. */
export const indexedDbKeyStore: KeyStore = {
  async get() {
    const db = await openDb();
    if (!db) return undefined;
    return new Promise<CryptoKey | undefined>((resolve) => {
      const req = db.transaction(storeName, 'readonly').objectStore(storeName).get(keyId);
      req.onsuccess = () => resolve(req.result instanceof CryptoKey ? req.result : undefined);
      req.onerror = () => resolve(undefined);
    });
  },
  async put(key) {
    const db = await openDb();
    if (!db) throw new Error('IndexedDB unavailable');
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction(storeName, 'readwrite');
      tx.objectStore(storeName).put(key, keyId);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
  },
};

function openDb(): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    try {
      if (typeof indexedDB === 'undefined') return resolve(null);
      const req = indexedDB.open(dbName, 1);
      req.onupgradeneeded = () => req.result.createObjectStore(storeName);
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => resolve(null);
      req.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
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

const enc = new TextEncoder();
const dec = new TextDecoder();
const aad = (type: RememberType) => enc.encode(`lobby-remember:v1:${type}:${globalThis.location?.origin ?? ''}`);

function readEnvelope(entries: EntryStore): Envelope {
  try {
    const raw = entries.read();
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && (parsed as Envelope).v === 1 && (parsed as Envelope).entries) {
      return parsed as Envelope;
    }
  } catch {
    // a broken entry is forgotten
  }
  return { v: 1, entries: {} };
}

/** The remember-me vault: `remember`, `recall`, `forget`. Every failure means "nothing remembered". */
export function createRememberVault(keys: KeyStore = indexedDbKeyStore, entries: EntryStore = localEntryStore) {
  const subtle = globalThis.crypto?.subtle;

  async function key(create: boolean): Promise<CryptoKey | undefined> {
    const existing = await keys.get().catch(() => undefined);
    if (existing || !create || !subtle) return existing;
    // Non-extractable: script can use it to seal and open, never read it out.
    const fresh = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await keys.put(fresh);
    return fresh;
  }

  return {
    async remember(creds: RememberedCredentials): Promise<boolean> {
      try {
        const k = await key(true);
        if (!k || !subtle) return false;
        const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
        const plain = enc.encode(
          JSON.stringify({
            username: creds.username,
            password: creds.password,
            countryDialingCode: creds.countryDialingCode,
          }),
        );
        const sealed = new Uint8Array(
          await subtle.encrypt({ name: 'AES-GCM', iv, additionalData: aad(creds.type) }, k, plain),
        );
        const joined = new Uint8Array(iv.length + sealed.length);
        joined.set(iv, 0);
        joined.set(sealed, iv.length);
        const env = readEnvelope(entries);
        env.entries[creds.type] = { data: toBase64(joined) };
        entries.write(JSON.stringify(env));
        return true;
      } catch {
        return false;
      }
    },

    async recall(type: RememberType): Promise<RememberedCredentials | null> {
      try {
        const sealed = readEnvelope(entries).entries[type];
        if (!sealed || !subtle) return null;
        const k = await key(false);
        if (!k) return null;
        const bytes = fromBase64(sealed.data);
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv: bytes.subarray(0, 12), additionalData: aad(type) },
          k,
          bytes.subarray(12),
        );
        const o = JSON.parse(dec.decode(plain)) as Record<string, unknown>;
        if (typeof o.username !== 'string') return null;
        return {
          type,
          username: o.username,
          password: typeof o.password === 'string' ? o.password : '',
          countryDialingCode: typeof o.countryDialingCode === 'string' ? o.countryDialingCode : '',
        };
      } catch {
        return null;
      }
    },

    forget(type: RememberType): void {
      const env = readEnvelope(entries);
      delete env.entries[type];
      entries.write(Object.keys(env.entries).length ? JSON.stringify(env) : null);
    },

    /** True when an entry of that method exists (without opening it). */
    has(type: RememberType): boolean {
      return readEnvelope(entries).entries[type] !== undefined;
    },
  };
}

export type RememberVault = ReturnType<typeof createRememberVault>;

let vault: RememberVault | null = null;
/** The browser's vault (IndexedDB key, localStorage entries). */
export const rememberVault = (): RememberVault => (vault ??= createRememberVault());
