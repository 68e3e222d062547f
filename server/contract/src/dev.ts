/** Dev controls under /__dev/ (dev and test modes only; 404 in production). See server/README.md. */

export const devPrefix = '/__dev';

export type FaultKind = 'latency' | '500' | 'malformed' | '401' | 'drop';
export const faultKinds: readonly FaultKind[] = ['latency', '500', 'malformed', '401', 'drop'];

export interface DevFault {
  /** A path (exact) or a prefix ending in `*` or `/`, e.g. `/wps/relay/games` or `/wps/relay/*`. */
  path: string;
  kind: FaultKind;
  /** How many matching calls fault. @default 1 */
  count?: number;
  /** Added delay for `latency`. @default 1000 */
  ms?: number;
}

export interface DevSystemStatus {
  maintenance?: boolean;
  regionRestricted?: boolean;
  maintenanceUntil?: string | null;
  message?: string | null;
}

export interface DevSmsEntry {
  mobile: string;
  code: string;
  purpose: string;
  sentAt: string;
  expiresAt: string;
}
