import { describe, expect, it } from 'vitest';
import { createRememberVault } from './rememberMe.ts';
import type { EntryStore, KeyStore } from './rememberMe.ts';

function memory() {
  let key: CryptoKey | undefined;
  let stored: string | null = null;
  const keys: KeyStore = {
    get: async () => key,
    put: async (k) => {
      key = k;
    },
  };
  const entries: EntryStore = {
    read: () => stored,
    write: (v) => {
      stored = v;
    },
  };
  return { keys, entries, raw: () => stored, key: () => key };
}

describe('remember-me vault (Web Crypto)', () => {
  it('recalls per method what it remembered', async () => {
    const m = memory();
    const vault = createRememberVault(m.keys, m.entries);
    await vault.remember({ type: 'username', username: 'demo_player', password: 'Player123', countryDialingCode: '' });
    await vault.remember({ type: 'sms', username: '9170000001', password: '', countryDialingCode: '+63' });
    expect(await vault.recall('username')).toEqual({
      type: 'username',
      username: 'demo_player',
      password: 'Player123',
      countryDialingCode: '',
    });
    expect((await vault.recall('sms'))?.countryDialingCode).toBe('+63');
  });

  it('stores ciphertext only: no password, no base64 of it, and a key that cannot be exported', async () => {
    const m = memory();
    const vault = createRememberVault(m.keys, m.entries);
    await vault.remember({ type: 'username', username: 'demo_player', password: 'Player123', countryDialingCode: '' });
    const raw = m.raw() ?? '';
    expect(raw).not.toContain('Player123');
    expect(raw).not.toContain('demo_player');
    expect(raw).not.toContain(btoa('Player123'));
    expect(raw).not.toContain(btoa(btoa('Player123')));
    // Decoding every base64 run in the stored text reveals nothing either.
    for (const run of raw.match(/[A-Za-z0-9+/=]{16,}/g) ?? []) {
      let decoded: string;
      try {
        decoded = atob(run);
      } catch {
        decoded = '';
      }
      expect(decoded).not.toContain('Player123');
    }
    expect(m.key()?.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', m.key()!)).rejects.toBeDefined();
  });

  it('an entry cannot be moved to the other method (bound by additional data)', async () => {
    const m = memory();
    const vault = createRememberVault(m.keys, m.entries);
    await vault.remember({ type: 'username', username: 'a', password: 'b', countryDialingCode: '' });
    const env = JSON.parse(m.raw()!) as { v: 1; entries: Record<string, unknown> };
    m.entries.write(JSON.stringify({ v: 1, entries: { sms: env.entries.username } }));
    expect(await vault.recall('sms')).toBeNull();
  });

  it('forgets one method, and a lost key or broken entry means nothing is remembered', async () => {
    const m = memory();
    const vault = createRememberVault(m.keys, m.entries);
    await vault.remember({ type: 'username', username: 'a', password: 'b', countryDialingCode: '' });
    await vault.remember({ type: 'sms', username: '1', password: '', countryDialingCode: '+63' });
    vault.forget('username');
    expect(await vault.recall('username')).toBeNull();
    expect(vault.has('sms')).toBe(true);
    vault.forget('sms');
    expect(m.raw()).toBeNull();

    m.entries.write('{not json');
    expect(await vault.recall('username')).toBeNull();
    const other = memory();
    await createRememberVault(other.keys, m.entries).remember({
      type: 'username',
      username: 'x',
      password: 'y',
      countryDialingCode: '',
    });
    // a different key (another browser profile) cannot open it
    expect(await createRememberVault(memory().keys, m.entries).recall('username')).toBeNull();
  });
});
