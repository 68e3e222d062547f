/**
 * Request and response payloads. Field names are the spec's (section 3, 7) at the API boundary.
 * Money is a number with at most 2 decimals. Times are ISO-8601 strings (UTC) unless named *Date
 * (YYYY-MM-DD).
 */
import type { Paged, WhitelabelFlags, Language, PromotionKind, AgentMenuItem, MemberType } from './api.ts';
import type { RegisterMethod } from './register.ts';

// ---------- session ----------

export interface RsaKeyValue {
  /** RSA-OAEP (SHA-256) public key, SPKI in PEM armour. */
  publicKey: string;
  format: 'spki-pem';
  algorithm: 'RSA-OAEP-256';
  keyId: string;
}

export type LoginType = 'username' | 'sms' | 'firebase';

/** Login payload (docs/product/accounts.md#registration); sent encrypted. For type `sms`: mobileNum + countryDialingCode + verificationCode. */
export interface LoginPayload {
  type: LoginType;
  username?: string;
  password?: string;
  captcha?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  /** The SMS code (type `sms`). */
  verificationCode?: string;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
  firebaseMobileNo?: string;
  /** Only for clients without cookies; see CaptchaValue. */
  captchaId?: string;
  /**
   * Remember this device: a successful login also sets the httpOnly remember-me cookie
   * (rememberCookie), which logs in later through `rememberedLogin`; `false` ends the remembered
   * login the device held. Absent: the device's remembered login is left as it is.
   */
  rememberMe?: boolean;
}

/**
 * Body of `rememberedLogin`; the secret is the httpOnly cookie, never the body. `username` is the
 * account the device remembers: a cookie of another account is refused (and left alone).
 */
export interface RememberedLoginPayload {
  username: string;
}

/** Login response value (docs/product/accounts.md#registration); also answered by register, free play and set-password-by-phone. */
export interface LoginValue {
  token: string;
  userName: string;
  customerType: MemberType | number;
  firstTimeLogin: boolean;
  merchantCode: string;
  /** When the token stops working. */
  expiresAt: string;
}

export interface FreePlayPayload {
  /** A name from GET /wps/member/trialuser; a fresh one is made when absent. */
  trialName?: string;
  /**
   * The answer to the captcha of GET /wps/captcha. The first free plays of an address in an hour need
   * none; past those the platform answers `captcha.required` (flag `captcha`), as a login does.
   */
  captcha?: string;
  /** Only for clients without cookies; see CaptchaValue. */
  captchaId?: string;
}

/**
 * GET /wps/captcha answers the PNG as plain base64 in `value` (protocol.md); show it as
 * `data:image/png;base64,${value}`. The answer is tied to the client by the httpOnly `captchaId`
 * cookie (also sent as the `Captcha-Id` header, for clients without cookies: then send `captchaId`
 * in the login, register or free-play payload).
 */
export type CaptchaValue = string;

export interface SmsPayload {
  mobileNum?: string;
  /** Alias of mobileNum (docs/product/screens-and-routes.md#route-list). */
  mobileNo?: string;
  countryDialingCode: string;
  /** What the code is for. @default 'login' */
  purpose?: 'login' | 'register' | 'reset';
}
export interface SmsValue {
  expiredMinutes: number;
}

// ---------- member ----------

export interface MemberInfo {
  id: number;
  account: string;
  type: number;
  /** Registration date, ISO-8601. */
  regDate: string;
  /** Upline's account name, or null without upline. */
  toUpline: string | null;
  nickname: string | null;
  email: string | null;
  payeeName: string | null;
  mobileNum: string | null;
  countryDialingCode: string | null;
  vipLevel: number;
  vipName: string | null;
  iconUrl: string;
  hasPaymentPassword: boolean;
  merchantCode: string;
  affiliateCode: string | null;
}

/** Registration payload (docs/product/accounts.md#registration); sent encrypted. */
export interface RegisterPayload {
  countryDialingCode?: string;
  registerUrl?: string;
  registerMethod?: RegisterMethod;
  username?: string;
  password?: string;
  confirmPassword?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  recommenderId?: string;
  nickname?: string;
  payeeName?: string;
  email?: string;
  mobileNum?: string;
  idNumber?: string;
  qqNum?: string;
  facebook?: string;
  wechat?: string;
  line?: string;
  whatsapp?: string;
  zalo?: string;
  captcha?: string;
  captchaId?: string;
  /** Always 0 (docs/product/data.md#team-figures). */
  type?: 0;
  domain?: string;
  verificationCode?: string;
  firebaseChannel?: 'sms';
  firebaseIdToken?: string;
}

export interface TrialUserValue {
  trialName: string;
}

export interface IconValue {
  iconUrl: string;
  icon: number;
  /** Choosable avatar ids. */
  icons: { icon: number; iconUrl: string }[];
}

export interface ChangePasswordPayload {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  /** A change ends every remembered login of the account; true gives this device a new one. @default false */
  rememberMe?: boolean;
}
export interface ForgotPasswordPayload {
  username: string;
  email: string;
}
export interface SetPasswordByPhonePayload {
  newPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}
export interface PaymentPasswordPayload {
  /** The login password, to prove it is the owner. */
  password: string;
  paymentPassword: string;
}
export interface ResetPaymentPasswordPayload {
  oldPaymentPassword: string;
  newPaymentPassword: string;
}
export interface SecurityConfig {
  hasPaymentPassword: boolean;
  mobileBound: boolean;
  emailBound: boolean;
  bankCardCount: number;
}
export interface BankCard {
  id: number;
  bankName: string;
  /** Masked: only the last 4 digits. */
  cardNo: string;
  accountName: string;
}
export interface AddBankCardPayload {
  bankName: string;
  cardNo: string;
  /** The holder: must be the member's payee name (the first card sets it when none is set). */
  accountName: string;
  /** The payment PIN: a card is where withdrawals go. */
  paymentPassword: string;
}
export interface VipLevel {
  level: number;
  name: string;
  /** Total bets needed to reach this level. */
  requiredBet: number;
  benefits: { birthdayBonus: number; upgradeBonus: number; rebatePercent: number; withdrawLimitPerDay: number };
}
export interface MemberClubValue {
  currentLevel: number;
  totalBet: number;
  levels: VipLevel[];
}

// ---------- system ----------

export type { WhitelabelFlags };

/** Start-up outcomes (docs/product/screens-and-routes.md#start-up-outcomes): 0 normal, 1 maintenance, 2 region restricted; maintenance wins. */
export type SystemOutcome = 0 | 1 | 2;
export interface SystemStatus {
  status: SystemOutcome;
  maintenance: boolean;
  regionRestricted: boolean;
  /** Maintenance window end, when known. */
  maintenanceUntil: string | null;
  message: string | null;
}
export interface Country {
  code: string;
  name: string;
  countryDialingCode: string;
  flagUrl: string;
}
export interface HelpEntry {
  id: number;
  title: string;
  /** HTML: sanitise before rendering. */
  content: string;
}
export interface MobileTemplate {
  app_background: string;
  app_desc: string;
  app_desc_font_color: string;
}
export interface ConsolidatedSettings {
  merchantCode: string;
  merchantName: string;
  defaultLanguage: Language;
  languages: Language[];
  /** Image CDN bases; image paths are `${cdn}/${merchant}/...`. */
  cdn: string[];
  /** VIP benefit setting (docs/product/member.md#vip-and-benefits). */
  vipBenefits: boolean;
  promotions: Record<PromotionKind, boolean>;
  dividendEnabled: boolean;
  /** Template versions (docs/product/screens-and-routes.md#route-list): '1' selects the new screen. */
  templates: { mem_cen: '0' | '1'; dep_func: '0' | '1' };
  mobileTemplate: MobileTemplate;
  /** The agent-dashboard menu whitelist (docs/product/agent.md#agent-home). */
  agentMenu: AgentMenuItem[];
  appIconUrl: string;
  download: { title: string; subtitle: string; bonusText: string };
  /** Age confirmation (docs/product/validation.md#registration). */
  minimumAge: 18 | 21;
  jackpot: { min: number; max: number };
}
export interface FeedbackPayload {
  /** Max 140 characters (docs/product/validation.md#uploads-and-text). */
  content: string;
  category?: string;
}

// ---------- content ----------

/** Content types (docs/product/constants.md#member-types) plus H (home marquee headlines, our reading). */
export type AnnouncementType = 'A' | 'B' | 'PL' | 'PU' | 'H' | 'PR';
export type AnnouncementGroup = 'm_home' | 'm_reg';
/** Popup execution groups (docs/product/states.md#popup): A members, B guests, F first login. */
export type PopupExecution = 'A' | 'B' | 'F';
export interface Announcement {
  id: number;
  type: AnnouncementType;
  groupName: AnnouncementGroup;
  platform: 'M';
  title: string;
  /** HTML. */
  content: string;
  /** Plain text for the mobile notice (docs/product/calls.md#content). */
  contentLobby: string;
  /** Banner image (type B). */
  url: string | null;
  /** Where a banner or popup goes; http(s) opens externally (docs/product/home-and-games.md#banners). */
  link: string | null;
  promotionType: string | null;
  execution: PopupExecution | null;
  startTime: string;
  read: boolean;
}
export interface AnnouncementsValue {
  list: Announcement[];
  footer: { unreadCount: number };
}
export interface Banner {
  id: number;
  url: string;
  link: string | null;
  title: string;
}
export interface HotMatch {
  /** ISO-8601; always in the future relative to the request. */
  matchTime: string;
  league: string;
  homeTeam: string;
  awayTeam: string;
  homeTeamImageUrl: string;
  awayTeamImageUrl: string;
  vendor: string;
  roomId: string;
  nodeId: string;
  supportPlay: string;
}
export interface Winner {
  vo: { iconUrl: string; customerName: string; gameName: string; winAmount: number; nodeId: string; vassalage: string };
}
export type DownloadResourceType = 'IOS' | 'Android' | 'MOBILECONFIG' | 'AppDownloadIcon';
export interface DownloadLink {
  resourceType: DownloadResourceType;
  url: string;
}
export type ServiceLinkType = 'TELEGRAM1' | 'TELEGRAM2' | 'FACEBOOK' | 'LIVECHAT';
export interface ServiceLink {
  type: ServiceLinkType;
  /** Encoded with encodeServiceLink; decode with decodeServiceLink. */
  path: string;
}
export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  read: boolean;
  createdAt: string;
}
/** docs/product/states.md#promotions's states, plus 'available' for an open promotion the member has not applied for. */
export type PromotionState =
  'available' | 'applying' | 'rejected' | 'issued' | 'claimed' | 'signed' | 'coming' | 'close';
export interface Promotion {
  id: number;
  title: string;
  /** HTML. */
  content: string;
  kind: string;
  state: PromotionState;
  bonus: number;
  imageUrl: string;
  startTime: string;
  endTime: string;
}
export interface AffiliateCheckValue {
  valid: true;
  agent: string;
}
export interface AffiliateUrlsValue {
  affiliateCode: string;
  urls: string[];
  invitedCount: number;
}

// ---------- games ----------

export type GameCategory =
  'HOT' | 'SPORTS' | 'ESPORTS' | 'LIVE' | 'FISH' | 'RNG' | 'PVP' | 'INHOUSE' | 'COCKFIGHT' | 'ELOTT' | 'LOTT';
export type GameClassify = 'ALL' | 'NEW' | 'FAV' | 'HOT' | 'ESPORTS';
export interface Game {
  nodeId: string;
  gameName: string;
  nodeName: string;
  /** Vendor code. */
  vassalage: string;
  gameType: GameCategory;
  gameId: string;
  roomId: string;
  supportPlay: string;
  showIcon: boolean;
  iconUrl: string;
  mobileLargeIcon: string;
  mobileSmallIcon: string;
  /** Comma-separated classifications, e.g. "NEW,HOT". */
  gameClassifyNew: string;
  minBet: number;
  isNew: boolean;
  isHot: boolean;
  /** Lottery launch data (LOTT, ELOTT). */
  prizeMode: string | null;
  gameCode: string | null;
}
export interface GameListQuery {
  gameType?: GameCategory;
  gameName?: string;
  isNew?: '1';
  pageNo?: number;
  /** Max 26 (docs/product/constants.md#page-sizes). */
  pageSize?: number;
  vassalage?: string;
  gameClassify?: GameClassify;
  minBet?: number;
  minLine?: number;
  language?: string;
  platform?: 'html5';
  clientType?: 2;
}
export interface GamePage extends Paged {
  games: Game[];
}
export interface FavoritePage extends Paged {
  content: Game[];
}
export interface RecentPage extends Paged {
  list: Game[];
}
export interface GameListValue {
  list: Game[];
}
export interface VendorEntry {
  gameType: GameCategory;
  vassalage: string;
  accountTypeName: string;
  logoUrl: string;
}
export interface GameVendorConfig {
  sorting: { gameCategory: GameCategory; vendorNames: VendorEntry[] }[];
  mapping: Record<string, string[]>;
}
export interface VassalGameType {
  typeId: string;
  name: string;
  vassalage: string;
}
export interface FavoritePayload {
  nodeId: string;
  vendor: string;
}
export interface LaunchQuery {
  vendor: string;
  nodeId?: string;
  gameId?: string;
  gameCode?: string;
  prizeMode?: string;
  playType?: 'trad' | 'ent';
  category?: string;
  freePlay?: boolean;
  showChoice?: boolean;
  supportPlay?: string;
}
export interface LaunchValue {
  url: string;
}

// ---------- lottery ----------

export interface Lottery {
  gameCode: string;
  gameName: string;
  vassalage: string;
  prizeMode: 'LOTT' | 'ELOTT' | 'SEA';
  iconUrl: string;
  /** Seconds until the current draw closes. */
  countdown: number;
  drawIntervalMinutes: number;
}
export interface LotteryMenu {
  menuId: string;
  name: string;
  gameCodes: string[];
}
export interface LotteryResult {
  gameCode: string;
  gameName: string;
  drawNo: string;
  numbers: string[];
  drawTime: string;
}
export interface LotteryOrder {
  orderNo: string;
  gameCode: string;
  betAmount: number;
  winAmount: number;
  status: 'pending' | 'won' | 'lost' | 'cancelled';
  createdAt: string;
  subOrders: {
    subOrderNo: string;
    content: string;
    amount: number;
    status: 'pending' | 'won' | 'lost' | 'cancelled';
  }[];
}
export interface LotteryOrderPage extends Paged {
  list: LotteryOrder[];
}

// ---------- wallet and reports ----------

export interface BalanceValue {
  sumBalance: number;
  currency: string;
  wallets: { name: string; balance: number }[];
}
export interface DepositChannel {
  id: number;
  name: string;
  kind: 'EWALLET' | 'BANK' | 'QR';
  minAmount: number;
  maxAmount: number;
  /** The '+1%' badge (docs/product/screens-and-routes.md#footer-menu). */
  bonusPercent: number;
}
export interface DepositPayload {
  channelId: number;
  amount: number;
}
export interface DepositRecord {
  id: number;
  orderNo: string;
  channel: string;
  amount: number;
  status: 'pending' | 'success' | 'failed';
  createdAt: string;
}
export interface WithdrawPayload {
  bankCardId: number;
  amount: number;
  paymentPassword: string;
}
export interface WithdrawRecord {
  id: number;
  orderNo: string;
  bankCard: string;
  amount: number;
  status: 'pending' | 'success' | 'failed';
  createdAt: string;
}
export interface Transaction {
  id: number;
  type: string;
  amount: number;
  balanceAfter: number;
  remark: string;
  createdAt: string;
}
export interface BetRecord {
  id: number;
  gameName: string;
  vassalage: string;
  gameType: string;
  betAmount: number;
  winAmount: number;
  createdAt: string;
}
export interface ProfitAndLoss {
  startDate: string;
  endDate: string;
  totalBet: number;
  totalWin: number;
  profit: number;
  deposit: number;
  withdraw: number;
  rebate: number;
  bonus: number;
}
export interface RebateRecord {
  id: number;
  gameType: string;
  validBet: number;
  rate: number;
  amount: number;
  createdAt: string;
}
export interface ManualRebateValue {
  /** Rebate available to claim now, per category. */
  items: { gameType: string; validBet: number; rate: number; amount: number }[];
  total: number;
}
export interface UplineTransferPayload {
  amount: number;
  paymentPassword: string;
}
export interface ListPage<T> extends Paged {
  list: T[];
}
export interface DateRangeQuery {
  startDate?: string;
  endDate?: string;
  pageNo?: number;
  pageSize?: number;
}

// ---------- agent ----------

export interface TeamKpiFooter {
  teamLoginMemberCount: number;
  teamBetMemberCount: number;
  teamRegisterMemberCount: number;
  teamOnlineCount: number;
}
export interface TeamKpiValue {
  footer: TeamKpiFooter;
  totals: { teamSize: number; teamBalance: number; teamDeposit: number; teamBet: number; teamProfit: number };
}
export interface Downline {
  id: number;
  account: string;
  type: number;
  regDate: string;
  lastLoginAt: string | null;
  balance: number;
  rebateRate: number;
  directCount: number;
}
/** Pending contract requests (docs/product/data.md#team-figures): a non-empty string means a pending request. */
export interface ContractPendingValue {
  dailysalreqtype: string;
  divtypecompperiodreq: string;
  contracthoursalreq: string;
}
export type ContractKind = 'salary' | 'dividend' | 'hourly';
export interface ContractRequest {
  id: number;
  kind: ContractKind;
  fromAgent: string;
  status: 'pending' | 'accepted' | 'rejected';
  /** Tiers of the offer. */
  terms: { threshold: number; rate: number }[];
  period: string;
  createdAt: string;
}
export interface ContractDecisionPayload {
  decision: 'accept' | 'reject';
}
export interface TransferDownlinePayload {
  downlineId: number;
  amount: number;
  paymentPassword: string;
}
export interface TransferMultiplePayload {
  downlineIds: number[];
  /** Amount for each downline. */
  amount: number;
  paymentPassword: string;
}
export interface UpdateRebatesPayload {
  downlineId: number;
  /** Percent; must be within [0, own rate]. */
  rebateRate: number;
}
export interface Dividend {
  id: number;
  period: string;
  teamProfit: number;
  rate: number;
  amount: number;
  status: 'pending' | 'paid';
}
