import type { ArtStore } from './art.ts';
import type { PlatformMetrics } from './observe.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RouteName, WhitelabelFlag, RegisterField, RegisterFieldSetting, FaultKind } from '@lobby/contract';
import type { Db } from './db.ts';
import type { HashCost, Limits, RateLimiter, ReplayGuard, RsaKeys } from './security.ts';
import type { defaultSettings, defaultStatus } from './seed.ts';

export type Mode = 'dev' | 'test' | 'production';
/** How deposits are confirmed: see ServerOptions.payments. */
export type Payments = 'simulated' | 'held';

export interface MerchantRow {
  code: string;
  name: string;
  isTrial: boolean;
  flags: Record<WhitelabelFlag, '1' | '0'>;
  registerSettings: Record<RegisterField, RegisterFieldSetting>;
  settings: ReturnType<typeof defaultSettings>;
  status: ReturnType<typeof defaultStatus> & { maintenanceUntil: string | null; message: string | null };
}

export interface MemberRow {
  id: number;
  merchant: string;
  username: string;
  username_lc: string;
  password_hash: string;
  payment_password_hash: string | null;
  type: number;
  upline_id: number | null;
  reg_date: string;
  country_dialing_code: string | null;
  mobile_num: string | null;
  email: string | null;
  nickname: string | null;
  payee_name: string | null;
  balance_cents: number;
  first_time_login: number;
  status: number;
  icon: number;
  vip_level: number;
  total_bet_cents: number;
  affiliate_code: string | null;
  rebate_rate: number;
  last_login_at: string | null;
  last_bet_at: string | null;
  online: number;
}

export interface SessionRow {
  tokenHash: string;
  memberId: number;
  merchant: string;
  firstTimeLogin: boolean;
  expiresAt: string;
}

export interface Fault {
  path: string;
  kind: FaultKind;
  remaining: number;
  ms: number;
  /** See DevFault.scope: '' when the fault hits calls without a scope. */
  scope: string;
}

export interface Ctx {
  db: Db;
  mode: Mode;
  now: () => Date;
  cost: HashCost;
  limits: Limits;
  sessionTtlMs: number;
  /** The operator's UTC offset the report days are counted at (ServerOptions.businessOffsetMs). */
  businessOffsetMs: number;
  /** How long a remembered login (remember-me cookie) lives from its last use. */
  rememberTtlMs: number;
  /** The origin links to the app are built on (`PUBLIC_ORIGIN`, else the listening address); never Host. */
  publicOrigin: () => string;
  /** 'simulated' confirms deposits at once (dev and test; a dev control switches it); never in production. */
  payments: Payments;
  keys: RsaKeys;
  limiters: {
    loginAccount: RateLimiter;
    loginIp: RateLimiter;
    smsMobile: RateLimiter;
    smsIp: RateLimiter;
    /** Free plays per client address; past its limit a free play needs a captcha (limits.freePlayWithoutCaptcha). */
    freePlay: RateLimiter;
  };
  /** Captcha answers by id (in memory, single use, 5 minutes). */
  captchas: Map<string, { answer: string; expiresAt: number }>;
  /** Accounts (`merchant:username`) that must pass a captcha on their next login (docs/product/states.md#login). */
  captchaRequired: Set<string>;
  /** Encrypted bodies already opened (a replayed login body is refused). */
  replays: ReplayGuard;
  faults: Fault[];
  /** Where the CDN's raster art is kept once made (ServerOptions.artDir; memory only without one). */
  art: ArtStore;
  merchant: (code: string) => MerchantRow | undefined;
  /** Drops cached merchant rows after a change. */
  invalidateMerchants: () => void;
  /** Empties in-memory state (rate limits, captchas, faults) on a reset. */
  resetMemory: () => void;
  /** Counts what operators watch (observe.ts); set once the server is made. */
  metrics?: PlatformMetrics;
}

/** What a handler gets: the parsed request after merchant, session and access checks. */
export interface Req {
  route: RouteName;
  merchant: MerchantRow;
  session: SessionRow | null;
  member: MemberRow | null;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  params: Record<string, string>;
  ip: string;
  raw: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the `value` of the envelope, or a Raw answer (HTML, SVG). */
export type Handler = (req: Req) => unknown;
export type Handlers = Partial<Record<RouteName, Handler>>;

export class Raw {
  readonly contentType: string;
  readonly body: string | Buffer;
  readonly cacheSeconds: number;
  constructor(contentType: string, body: string | Buffer, cacheSeconds = 0) {
    this.contentType = contentType;
    this.body = body;
    this.cacheSeconds = cacheSeconds;
  }
}

/** The member of a route that requires a session (access session/member/agent). */
export const me = (req: Req): MemberRow => {
  if (!req.member) throw new Error(`route ${req.route} used me() without a session`);
  return req.member;
};
