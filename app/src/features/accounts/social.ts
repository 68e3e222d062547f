/**
 * The Facebook / Google login seam (docs/product/screens-and-routes.md#floating-service): the buttons appear only when the login method is
 * username, a provider (Firebase in the original) is initialised, and FACEBOOKLOGIN3 /
 * GOOGLELOGIN3 is on. No provider is configured in this build, so they stay hidden; an operator
 * build registers one with `setSocialProvider`.
 */
import { isFlagOn } from '@lobby/contract';
import type { WhitelabelFlags } from '@lobby/contract';

export type SocialKind = 'facebook' | 'google';

export interface SocialProvider {
  /** True once the provider SDK is initialised. */
  ready(): boolean;
  /** Signs in with the provider; answers the id token for the login call (type firebase). */
  signIn(kind: SocialKind): Promise<string>;
}

let provider: SocialProvider | null = null;
export const setSocialProvider = (p: SocialProvider | null): void => {
  provider = p;
};
export const socialProvider = (): SocialProvider | null => provider;

const flagOf: Record<SocialKind, 'FACEBOOKLOGIN3' | 'GOOGLELOGIN3'> = {
  facebook: 'FACEBOOKLOGIN3',
  google: 'GOOGLELOGIN3',
};

/** docs/product/screens-and-routes.md#route-list: the three conditions, per button. */
export function socialButtons(
  method: 'username' | 'sms',
  p: SocialProvider | null,
  flags: Partial<WhitelabelFlags>,
): SocialKind[] {
  if (method !== 'username' || !p?.ready()) return [];
  return (['facebook', 'google'] as const).filter((k) => isFlagOn(flags, flagOf[k]));
}
