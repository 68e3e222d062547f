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
  /**
   * Only calls that carry this value in the `devFaultScopeHeader` header fault, and such calls
   * meet no other fault: a test's browser context sets the header, so faults of tests that run side
   * by side never hit each other's pages. Without it, the fault hits every call with no scope.
   */
  scope?: string;
}

/** The request header that carries a fault scope (see DevFault.scope). */
export const devFaultScopeHeader = 'x-lobby-fault-scope';

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
