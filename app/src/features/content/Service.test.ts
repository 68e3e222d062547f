import { describe, expect, it } from 'vitest';
import { encodeServiceLink } from '@lobby/contract';
import { decodeServiceLinks } from './Service.tsx';

describe('customer-service links (docs/product/constants.md#service-links: decoded with the last 8 characters as key)', () => {
  it('decodes what the contract encodes and drops broken entries', () => {
    const path = encodeServiceLink('https://t.me/lobby_support', 'Ab3dE6gH');
    const out = decodeServiceLinks([
      { type: 'TELEGRAM1', path },
      { type: 'FACEBOOK', path: '%%%' },
    ]);
    expect(out[0]).toEqual({ type: 'TELEGRAM1', url: 'https://t.me/lobby_support' });
    expect(out.find((l) => l.type === 'FACEBOOK')).toBeUndefined();
  });
});
