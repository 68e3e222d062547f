import { describe, expect, it, vi } from 'vitest';
import { toBase64 } from '@lobby/contract';
import { createRememberStore, purgeSealedPasswords, sealingKeyDb } from './rememberMe.ts';
import type { EntryStore } from './rememberMe.ts';

function memory(initial: string | null = null) {
  let stored = initial;
  const entries: EntryStore = {
    read: () => stored,
    write: (v) => {
      stored = v;
    },
  };
  return { entries, raw: () => stored };
}

/** Every string the stored text holds, as is and decoded from Base64 once and twice. */
function readings(raw: string): string[] {
  const out = [raw];
  const decode = (s: string) => {
    try {
      return atob(s);
    } catch {
      return '';
    }
  };
  for (const run of raw.match(/[A-Za-z0-9+/=_-]{8,}/g) ?? []) {
    const once = decode(run.replace(/-/g, '+').replace(/_/g, '/'));
    out.push(once, decode(once));
  }
  return out;
}

describe('remembered logins keep nothing secret', () => {
  it('after a remembered login, nothing stored is or decodes to the password', async () => {
    const m = memory();
    const store = createRememberStore(m.entries);
    // What the login screen stores after a login with remember-me ticked (it has the password in hand).
    store.remember({ type: 'username', username: 'demo_player', countryDialingCode: '', device: true });
    const raw = m.raw() ?? '';
    for (const text of readings(raw)) expect(text).not.toContain('Player123');
    // Only the three non-secret facts: a password given by mistake would have nowhere to go.
    const env = JSON.parse(raw) as { v: number; entries: Record<string, Record<string, unknown>> };
    expect(env.v).toBe(2);
    expect(Object.keys(env.entries.username!).sort()).toEqual(['countryDialingCode', 'device', 'username']);
    expect(store.recall('username')).toEqual({
      type: 'username',
      username: 'demo_player',
      countryDialingCode: '',
      device: true,
    });
  });

  it('keeps one entry per method; the SMS one never claims a device login', () => {
    const m = memory();
    const store = createRememberStore(m.entries);
    store.remember({ type: 'username', username: 'a', countryDialingCode: '', device: true });
    store.remember({ type: 'sms', username: '9170000001', countryDialingCode: '+63', device: true });
    expect(store.recall('sms')).toEqual({
      type: 'sms',
      username: '9170000001',
      countryDialingCode: '+63',
      device: false,
    });
    store.forgetDevice();
    expect(store.recall('username')).toMatchObject({ username: 'a', device: false });
    store.forget('username');
    store.forget('sms');
    expect(m.raw()).toBeNull();
    m.entries.write('{not json');
    expect(store.recall('username')).toBeNull();
  });
});

describe('migration: sealed passwords of earlier versions', () => {
  /** An entry as the earlier version wrote it: the password sealed with AES-GCM under a key kept in IndexedDB. */
  async function sealedEntry(): Promise<string> {
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const plain = new TextEncoder().encode(JSON.stringify({ username: 'demo_player', password: 'Player123' }));
    const sealed = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
    const joined = new Uint8Array(12 + sealed.length);
    joined.set(iv);
    joined.set(sealed, 12);
    return JSON.stringify({ v: 1, entries: { username: { data: toBase64(joined) } } });
  }

  it('deletes the sealed entry and the database of its key on first load', async () => {
    const m = memory(await sealedEntry());
    const idb = { deleteDatabase: vi.fn() };
    purgeSealedPasswords(m.entries, idb);
    expect(m.raw()).toBeNull();
    expect(idb.deleteDatabase).toHaveBeenCalledWith(sealingKeyDb);
    expect(sealingKeyDb).toBe('lobby-accounts');
  });

  it('leaves a current entry alone, and drops a broken one', () => {
    const m = memory();
    createRememberStore(m.entries).remember({ type: 'username', username: 'a', countryDialingCode: '', device: true });
    const current = m.raw();
    purgeSealedPasswords(m.entries, undefined);
    expect(m.raw()).toBe(current);
    m.entries.write('{not json');
    purgeSealedPasswords(m.entries, undefined);
    expect(m.raw()).toBeNull();
  });
});
