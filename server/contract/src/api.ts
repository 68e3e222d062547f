/**
 * The wire basics of the platform API (protocol.md): envelope, headers, merchants, module ids,
 * whitelabel flags, member types, storage keys and the one error catalogue.
 * No runtime dependencies and no node: imports: the app imports this in the browser.
 */

/** A successful answer. */
export interface ApiOk<T> {
  success: true;
  value: T;
}

/** A failed answer; `captcha: true` on a failed login that now requires a captcha (docs/product/states.md#login). */
export interface ApiFail {
  success: false;
  code: ErrorCode;
  message: string;
  captcha?: boolean;
}

export type ApiResult<T> = ApiOk<T> | ApiFail;

/** A page of a list (docs/product/data.md#games): the list sits under `games`, `content` or `list` depending on the call. */
export interface Paged {
  /** 1-based number of this page. */
  pageNum: number;
  totalPages: number;
  /** Total items across all pages. */
  total: number;
}

/** Header names the site sends (protocol.md "Headers the site sends"). */
export const headers = {
  merchant: 'Merchant',
  /** The raw session token, no `Bearer`. */
  authorization: 'Authorization',
  language: 'Language',
  /** `MOBILE`, or `OTHERS` on login from a standalone home-screen app (docs/product/states.md#login). */
  device: 'Device',
  /** The module id of docs/product/calls.md#headers that tags the call. */
  module: 'Module',
  /** base64 RSA-OAEP-wrapped AES-256 key of an encrypted body. */
  encryption: 'Encryption',
  /** Makes a money-moving POST safe to repeat (a double tap withdraws once). */
  idempotencyKey: 'Idempotency-Key',
} as const;

export const devices = ['MOBILE', 'OTHERS'] as const;
export type Device = (typeof devices)[number];

/** Client config (docs/product/constants.md#client-config): merchant code and trial merchant code. These are the reference server's. */
export const merchants = {
  normal: 'LOBBY',
  trial: 'LOBBYTRIAL',
} as const;
export type MerchantCode = (typeof merchants)[keyof typeof merchants];

/** Interface languages (docs/product/languages.md#interface-languages). TY is Filipino here (protocol.md), EN the fallback. */
export const languages = ['TY', 'EN'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'TY';

/** Gateway codes (docs/product/constants.md#client-config). */
export const gatewayCodes = { WEB: 1, MOBILE: 3 } as const;
/** Client type and platform sent with game lists (docs/product/constants.md#client-config). */
export const clientType = 2;
export const gamePlatform = 'html5';

/** Module ids that tag calls (docs/product/calls.md#headers). */
export const moduleIds = [
  'INBOX3',
  'PROFPIC3',
  'MEMCLUB3',
  'REWCEN3',
  'VERIFICATION3',
  'COMM3',
  'FUNDTRANS3',
  'AGEANNOUNCE3',
  'MEMTRANS3',
  'PERSPNL3',
  'AGEINFO3',
  'AGEDOWNMAN3',
  'REG3',
  'CAPTCHA3',
] as const;
export type ModuleId = (typeof moduleIds)[number];

/** Whitelabel flags (docs/product/data.md#whitelabel-flags). A flag is on when its `enabled` is the string `"1"` (protocol.md). */
export const whitelabelFlags = [
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  'MOBILEVERCODELOGIN3',
  'DIRECTREG3',
  'CHNGPASSVERIF3',
  'REWCEN3',
  'DEPRECM3',
  'WITHREC3',
  'PERSREP',
  'AGETRANSFERUP3',
  'MANPLAYREB3',
  'PLYRBT',
  'MAILCEN',
  'FEEDBACK3',
] as const;
export type WhitelabelFlag = (typeof whitelabelFlags)[number];
export interface WhitelabelFlagValue {
  enabled: '1' | '0';
}
/** GET /wps/system/whitelabel answers one entry per flag. */
export type WhitelabelFlags = Record<WhitelabelFlag, WhitelabelFlagValue>;
export const isFlagOn = (flags: Partial<WhitelabelFlags>, flag: WhitelabelFlag): boolean =>
  flags[flag]?.enabled === '1';

/** Promotions that switch screens on (docs/product/screens-and-routes.md#route-list). */
export const promotionKinds = ['MISSION', 'REFERRAL'] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** Agent-dashboard grid entries the merchant's menu whitelist can enable (docs/product/member.md#menu). */
export const agentMenuItems = [
  'teamOverview',
  'transactionRecord',
  'teamManagement',
  'redEnvelopeRain',
  'teamProfitAndLoss',
  'teamBetting',
  'agentRebateSettings',
  'agentRebateIncome',
  'securityCenter',
  'mail',
] as const;
export type AgentMenuItem = (typeof agentMenuItems)[number];

/** Member (customer) types. docs/product/roles.md#member give the rules; the names of 2, 40, 41, 42 are ours. */
export const memberTypes = {
  PLAYER: 0,
  AGENT: 1,
  /** An agent that may not transfer to its upline (docs/product/constants.md#member-types: upline transfer excluded type 2). */
  AGENT_NO_UPLINE_TRANSFER: 2,
  /** Free trial (docs/product/accounts.md#trial). */
  TRIAL: 4,
  /** A non-agent member kind (docs/product/roles.md#agent). */
  MEMBER_40: 40,
  AGENT_41: 41,
  AGENT_42: 42,
} as const;
export type MemberType = (typeof memberTypes)[keyof typeof memberTypes];

/** docs/product/constants.md#member-types, docs/product/roles.md#agent: agents are the types not in 0, 4, 40. */
export const isAgentType = (type: number): boolean => ![0, 4, 40].includes(type);
/** docs/product/data.md#team-figures: type 4 is a free-trial account. */
export const isTrialType = (type: number): boolean => type === 4;
/** docs/product/states.md#agent-contracts, docs/product/agent.md#contracts: the pending-contract check runs for types other than 4, 40, 41, 42. */
export const isContractCheckType = (type: number): boolean => ![4, 40, 41, 42].includes(type);
/** docs/product/money.md#upline-transfer, docs/product/constants.md#member-types: upline transfer is excluded for type 2. */
export const canTransferToUpline = (type: number): boolean => type !== 2;

/**
 * The image CDN's raster art: for a drawing at `/cdn/<merchant>/<kind>/<name>.svg` of one of these
 * kinds, `<name>.avif` and `<name>.webp` are the same art as raster files, `?w=` one of these widths
 * (CSS px x 1..3 of the tile, banner or logo that draws it); the first is the default. The site
 * builds its srcset from this list, the platform refuses any other width.
 */
export const cdnRasterWidths = {
  game: [240, 120, 360],
  lottery: [88, 132],
  banner: [750, 400, 1125],
  promo: [750, 400],
  vendor: [160, 88, 240],
  team: [48, 96],
} as const satisfies Record<string, readonly number[]>;
export type CdnRasterKind = keyof typeof cdnRasterWidths;

/** Storage keys of protocol.md; keep them, operators' support staff know them. */
export const storageKeys = {
  sessionInfo: 'MC_SESSION_INFO',
  trialName: 'trialName',
  popupA: 'SHELL_PU_A',
  popupB: 'SHELL_PU_B',
  hideDownloadBar: 'hideDownloadBar',
  autoLogin: 'autoLogin',
  webclip: 'WEBCLIP',
  language: 'language',
} as const;

/**
 * The one error catalogue: protocol.md's known codes plus a code of ours for every text of docs/product/errors.md#catalogue.
 * `status` is the HTTP status the server answers with; `message` the English catalogue text.
 */
export const errorCatalogue = {
  'login.not.session': { status: 401, message: 'The account has been logged out, please log in again' },
  'user.or.token.invalid': { status: 401, message: 'You are not logged in, please login first' },
  CUSTOMER_NOT_LOGIN: { status: 401, message: 'You are not logged in, please login first' },
  'function.not.available': {
    status: 403,
    message: 'Sorry, this account does not have permission or the feature is temporarily unavailable.',
  },
  'modify.new.old.same': { status: 400, message: 'The new password and the old password cannot be the same' },
  'invitation.code.invalid': { status: 400, message: 'Invalid invitation code' },
  'verification.code.error': { status: 400, message: 'Verification code error' },
  'verification.code.invalid': { status: 400, message: 'Please enter a valid verification code' },
  'user.not.exist': { status: 400, message: 'Sorry, the user does not exist or is disabled' },
  'user.exists': { status: 409, message: 'Sorry, the username already exists' },
  'username.format': { status: 400, message: 'Account format is incorrect' },
  'password.format': { status: 400, message: 'Password format is incorrect' },
  'password.weak': { status: 400, message: 'This password is too easy to guess. Choose another one.' },
  'email.format': { status: 400, message: 'E-mail format is incorrect' },
  'password.confirm.mismatch': { status: 400, message: 'Confirmation password not matched' },
  'referrer.invalid': { status: 400, message: 'Referrer link error' },
  'captcha.required': { status: 400, message: 'Enter a captcha' },
  'captcha.invalid': { status: 400, message: 'Verification code error' },
  'name.format': { status: 400, message: 'Name format is not valid' },
  'mobile.invalid': { status: 400, message: 'The mobile num is not valid' },
  'mobile.required': { status: 400, message: 'Please enter a valid mobile number' },
  'mobile.exists': { status: 409, message: 'The mobile num is already registered' },
  'unknown.error': { status: 500, message: 'Unknown error' },
  'url.empty': { status: 404, message: 'The requested url is empty' },
  'system.maintenance': { status: 503, message: 'System upgrading, please try again later' },
  'region.restricted': { status: 403, message: 'Access restricted (IP/location blocked)' },
  'contact.agent': { status: 403, message: 'Please contact your agent' },
  'login.non.member': { status: 403, message: 'Non-member account unable to login' },
  'login.non.agent': { status: 403, message: 'Non-agents cannot log in' },
  'login.failed': { status: 400, message: 'Incorrect username or password' },
  'password.incorrect': { status: 400, message: 'The password is incorrect' },
  'email.incorrect': { status: 400, message: 'The e-mail does not match the account' },
  'trial.forbidden': { status: 403, message: 'Please login an actual account to use this function' },
  'rate.limited': { status: 429, message: 'Too many attempts, please try again later' },
  'encryption.invalid': { status: 400, message: 'The request could not be decrypted' },
  'merchant.invalid': { status: 400, message: 'Unknown merchant' },
  'param.invalid': { status: 400, message: 'A request parameter is missing or not valid' },
  'not.found': { status: 404, message: 'Not found' },
  'balance.insufficient': { status: 400, message: 'Insufficient balance' },
  'payment.password.required': { status: 400, message: 'Please set a payment password first' },
  'payment.password.invalid': { status: 400, message: 'Payment password is incorrect' },
  'payment.password.format': { status: 400, message: 'Payment password must be 6 digits' },
  'bank.card.invalid': { status: 400, message: 'The bank card is not valid' },
  'amount.invalid': { status: 400, message: 'The amount is not valid' },
  'rebate.limit': { status: 400, message: 'The rebate is outside the allowed range' },
  'promotion.state': { status: 409, message: 'This promotion cannot be changed in its current state' },
  'contract.none': { status: 404, message: 'There is no pending contract request' },
  'idempotency.conflict': { status: 409, message: 'This request key was already used for a different request' },
  'content.too.long': { status: 400, message: 'The text is too long' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];
