/**
 * Client side of the encrypted login and register bodies (protocol.md "Ours"), isomorphic:
 * it uses globalThis.crypto.subtle, present in browsers and Node >= 20.
 *
 * - GET /wps/session/key/rsa answers the RSA-OAEP (SHA-256) public key as SPKI **PEM** (`publicKey`).
 * - Per request: a fresh AES-256-GCM key; the raw key is RSA-OAEP-wrapped and sent base64 in the
 *   `Encryption` header; the body is `{ value: base64(iv(12 bytes) || ciphertext || tag(16 bytes)) }`.
 */

export interface EncryptedBody {
  /** base64(iv(12) || ciphertext || GCM tag(16)) of the UTF-8 JSON payload. */
  value: string;
}

export interface EncryptedRequest {
  /** Value for the `Encryption` header: base64 RSA-OAEP(SHA-256)-wrapped raw AES-256 key. */
  encryptionHeader: string;
  body: EncryptedBody;
}

export const encryptionAlgorithms = { keyWrap: 'RSA-OAEP-256', body: 'A256GCM', publicKeyFormat: 'spki-pem' } as const;

export const toBase64 = (bytes: Uint8Array): string => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};

export const fromBase64 = (b64: string): Uint8Array<ArrayBuffer> => {
  const s = atob(b64);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
};

/** The DER bytes of a PEM block (`-----BEGIN PUBLIC KEY-----`). */
export const pemToDer = (pem: string): Uint8Array<ArrayBuffer> =>
  fromBase64(pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, ''));

/** Encrypts a login or register payload for the server whose SPKI PEM public key is given. */
export async function encryptPayload(publicKeyPem: string, payload: unknown): Promise<EncryptedRequest> {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey('spki', pemToDer(publicKeyPem), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const rawKey = new Uint8Array(await subtle.exportKey('raw', aes));
  const wrapped = new Uint8Array(await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawKey));
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-GCM', iv }, aes, plain));
  const joined = new Uint8Array(iv.length + sealed.length);
  joined.set(iv, 0);
  joined.set(sealed, iv.length);
  return { encryptionHeader: toBase64(wrapped), body: { value: toBase64(joined) } };
}

/**
 * Customer-service links (docs/product/constants.md#service-links: "decrypted from path strings using the last 8 characters as the
 * key"). Our scheme: encoded = base64url(utf8(url) XOR key) + key, where key is 8 characters of
 * [A-Za-z0-9]. It hides links from scrapers; it is not security.
 */
export const serviceLinkKeyLength = 8;

const toBase64Url = (bytes: Uint8Array): string =>
  toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (s: string): Uint8Array<ArrayBuffer> => {
  const b64 = s.replace(/-/g, '+').replace(/_/g, '/');
  return fromBase64(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
};

const xorWithKey = (bytes: Uint8Array, key: string): Uint8Array => {
  const k = new TextEncoder().encode(key);
  return bytes.map((b, i) => b ^ (k[i % k.length] ?? 0));
};

export function encodeServiceLink(url: string, key: string): string {
  if (!/^[A-Za-z0-9]{8}$/.test(key)) throw new Error('service link key must be 8 letters or digits');
  return toBase64Url(xorWithKey(new TextEncoder().encode(url), key)) + key;
}

export function decodeServiceLink(encoded: string): string {
  if (encoded.length <= serviceLinkKeyLength) throw new Error('service link too short');
  const key = encoded.slice(-serviceLinkKeyLength);
  return new TextDecoder().decode(xorWithKey(fromBase64Url(encoded.slice(0, -serviceLinkKeyLength)), key));
}
