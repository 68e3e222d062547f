import {
  createDecipheriv,
  createHash,
  constants,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  randomInt,
  scrypt,
  scryptSync,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { ApiError } from './http.ts';

// ---------- passwords (scrypt) ----------

/** scrypt cost: 2^14 in production and dev (Node's default), lower in tests to keep them fast. */
export interface HashCost {
  N: number;
}

const KEYLEN = 32;

export function hashPasswordSync(password: string, cost: HashCost): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFC'), salt, KEYLEN, { N: cost.N, r: 8, p: 1 });
  return `scrypt$${cost.N}$8$1$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export function hashPassword(password: string, cost: HashCost): Promise<string> {
  const salt = randomBytes(16);
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEYLEN, { N: cost.N, r: 8, p: 1 }, (err, hash) =>
      err ? reject(err) : resolve(`scrypt$${cost.N}$8$1$${salt.toString('base64')}$${hash.toString('base64')}`),
    ),
  );
}

/** Constant-time check of a password against a stored scrypt hash. */
export function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    // Burn comparable time so unknown users are not distinguishable by timing.
    return hashPassword(password, { N: 16384 }).then(() => false);
  }
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize('NFC'),
      Buffer.from(salt, 'base64'),
      expected.length,
      { N: Number(n), r: Number(r), p: Number(p) },
      (err, got) => (err ? reject(err) : resolve(timingSafeEqual(got, expected))),
    ),
  );
}

/** Constant-time string equality (compares SHA-256 digests so lengths do not leak). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

// ---------- tokens ----------

/** A 256-bit random session token, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');
/** Sessions are stored by token digest, so a leaked database does not leak live tokens. */
export const tokenDigest = (token: string): string => createHash('sha256').update(token).digest('hex');
export const randomDigits = (n: number): string => Array.from({ length: n }, () => randomInt(10)).join('');

// ---------- rate limits (in memory, fixed window) ----------

export class RateLimiter {
  readonly #hits = new Map<string, { count: number; resetAt: number }>();
  readonly limit: number;
  readonly windowMs: number;
  constructor(limit: number, windowMs: number) {
    this.limit = limit;
    this.windowMs = windowMs;
  }
  /** Whether the key is over its limit now (does not count). */
  blocked(key: string, now = Date.now()): boolean {
    const e = this.#hits.get(key);
    return !!e && e.resetAt > now && e.count >= this.limit;
  }
  /** Counts one hit; returns false when the key is over the limit. */
  hit(key: string, now = Date.now()): boolean {
    let e = this.#hits.get(key);
    if (!e || e.resetAt <= now) {
      e = { count: 0, resetAt: now + this.windowMs };
      this.#hits.set(key, e);
    }
    e.count++;
    if (this.#hits.size > 50_000) this.#sweep(now);
    return e.count <= this.limit;
  }
  reset(key: string): void {
    this.#hits.delete(key);
  }
  clear(): void {
    this.#hits.clear();
  }
  #sweep(now: number): void {
    for (const [k, e] of this.#hits) if (e.resetAt <= now) this.#hits.delete(k);
  }
}

export interface Limits {
  /** Failed logins per account per window. */
  loginPerAccount: number;
  /** Failed logins per client address per window. */
  loginPerIp: number;
  /** SMS sends per mobile number per window. */
  smsPerMobile: number;
  /** SMS sends per client address per window. */
  smsPerIp: number;
  /** Free-play (trial) accounts per client address per window. @default 10 in production, 100 in dev and test */
  freePlayPerIp: number;
  /**
   * Free plays per client address per hour (freePlayCaptchaWindowMs) that need no captcha; past these each
   * free play must answer a captcha, as a login after a failure does. freePlayPerIp stays the hard cap.
   * @default 3 in production, 30 in dev and test (the end-to-end suite plays from 127.0.0.1)
   */
  freePlayWithoutCaptcha: number;
  /**
   * Username checks, registers and forgot-password lookups per client address per minute, each route
   * counted on its own (they tell whether an account or e-mail exists). @default 30 in production,
   * 1000 in dev and test (the end-to-end suite registers many accounts from 127.0.0.1)
   */
  lookupPerIp: number;
  windowMs: number;
}
/** The window of freePlayWithoutCaptcha: an hour. */
export const freePlayCaptchaWindowMs = 60 * 60_000;
/**
 * The per-address limits that differ between production and dev or test, where the end-to-end suite
 * plays, registers and looks up from one address. LIMITS=production gives a dev platform production's
 * (to rehearse them; the browser tests of them run so).
 */
export const modeLimits = {
  production: { freePlayPerIp: 10, freePlayWithoutCaptcha: 3, lookupPerIp: 30 },
  dev: { freePlayPerIp: 100, freePlayWithoutCaptcha: 30, lookupPerIp: 1000 },
} as const satisfies Record<string, Pick<Limits, 'freePlayPerIp' | 'freePlayWithoutCaptcha' | 'lookupPerIp'>>;

export const defaultLimits: Omit<Limits, keyof (typeof modeLimits)['dev']> = {
  loginPerAccount: 5,
  loginPerIp: 30,
  smsPerMobile: 5,
  smsPerIp: 20,
  windowMs: 15 * 60_000,
};

// ---------- encrypted bodies (protocol.md "Ours") ----------

export interface RsaKeys {
  publicKeyPem: string;
  privateKey: KeyObject;
  keyId: string;
}

let processKeys: RsaKeys | undefined;
/** One RSA-2048 key pair per process (made on first use; a restart rotates it). */
export function rsaKeys(): RsaKeys {
  if (!processKeys) {
    const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    processKeys = {
      publicKeyPem,
      privateKey,
      keyId: createHash('sha256').update(publicKeyPem).digest('hex').slice(0, 16),
    };
  }
  return processKeys;
}

/**
 * The Encryption headers this process has opened. Each wraps a fresh random AES key, so a second
 * sight of one is a replay. The RSA key pair lives as long as the process, so a replay can only come
 * back to this process: remembering the last `max` headers (digests, ~60 bytes each) covers that;
 * docs/decisions/security-limits.md says why not a timestamp.
 */
export class ReplayGuard {
  readonly #seen = new Set<string>();
  readonly max: number;
  constructor(max = 500_000) {
    this.max = max;
  }
  /**
   * Records the wrapped key; false when it was seen before. It takes the decoded bytes, not the
   * header's text: base64 has many spellings of the same bytes (no padding, URL-safe letters, spaces).
   */
  first(wrappedKey: Uint8Array): boolean {
    const d = createHash('sha256').update(wrappedKey).digest('base64');
    if (this.#seen.has(d)) return false;
    this.#seen.add(d);
    if (this.#seen.size > this.max) this.#seen.delete(this.#seen.values().next().value as string);
    return true;
  }
}

/** Unwraps the AES key of the Encryption header and opens `{ value }`; any failure is `encryption.invalid`. */
export function decryptBody(
  keys: RsaKeys,
  encryptionHeader: string | undefined,
  body: unknown,
  replays?: ReplayGuard,
): unknown {
  try {
    if (!encryptionHeader) throw new Error('no Encryption header');
    const value = (body as { value?: unknown } | null)?.value;
    if (typeof value !== 'string') throw new Error('no value');
    const wrappedKey = Buffer.from(encryptionHeader, 'base64');
    // One spelling only: the canonical base64 of the bytes (what the app's encryptPayload sends).
    if (wrappedKey.toString('base64') !== encryptionHeader) throw new Error('not canonical base64');
    const aesKey = privateDecrypt(
      { key: keys.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      wrappedKey,
    );
    if (aesKey.length !== 32) throw new Error('bad key length');
    const sealed = Buffer.from(value, 'base64');
    if (sealed.length < 12 + 16 + 2) throw new Error('too short');
    const iv = sealed.subarray(0, 12);
    const tag = sealed.subarray(sealed.length - 16);
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(tag);
    const plain = Buffer.concat([decipher.update(sealed.subarray(12, sealed.length - 16)), decipher.final()]);
    const parsed: unknown = JSON.parse(plain.toString('utf8'));
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
    // Only a body that opens counts as seen, so garbage cannot fill the memory of real ones.
    if (replays && !replays.first(wrappedKey)) throw new Error('replayed');
    return parsed;
  } catch {
    throw new ApiError('encryption.invalid');
  }
}
