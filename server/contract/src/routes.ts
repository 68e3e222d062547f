/**
 * The route table: every endpoint of the reference platform, with its method, path, module id and
 * access rule. The server registers exactly these; the OpenAPI document is generated from them.
 */
import type { ModuleId, WhitelabelFlag } from './api.ts';
import type * as T from './types.ts';
import type { RegisterSettings } from './register.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call:
 * - `none`: anyone, no session read;
 * - `optional`: anyone; a session, when sent, personalises the answer;
 * - `session`: any session, trial included;
 * - `member`: a real account (type 4 gets `trial.forbidden`);
 * - `agent`: an agent type (not 0, 4, 40), else `function.not.available`.
 */
export type Access = 'none' | 'optional' | 'session' | 'member' | 'agent';

export interface RouteDef {
  method: HttpMethod;
  /** Fastify-style path; `:name` marks a path parameter. */
  path: string;
  /** Module id sent in the `Module` header, when the call has one (docs/product/calls.md#headers). */
  module: ModuleId | null;
  access: Access;
  /** The whitelabel flag that must be on, else `function.not.available`. */
  flag?: WhitelabelFlag;
  /** Body encoding: JSON, form-urlencoded, or encrypted JSON (protocol.md). */
  body?: 'json' | 'form' | 'encrypted';
  /** Answer format. @default 'json' (the envelope) */
  produces?: 'json' | 'html' | 'svg';
  /** The httpOnly cookie the call reads instead of a token in the body (`remember`: rememberCookie). */
  cookie?: 'remember';
  tag: 'session' | 'member' | 'system' | 'content' | 'games' | 'lottery' | 'wallet' | 'agent' | 'assets';
  summary: string;
}

export const routes = {
  // session
  sessionKey: {
    method: 'GET',
    path: '/wps/session/key/rsa',
    module: null,
    access: 'none',
    tag: 'session',
    summary: 'RSA-OAEP public key (SPKI PEM) for encrypted bodies',
  },
  login: {
    method: 'POST',
    path: '/wps/session/login',
    module: null,
    access: 'none',
    body: 'encrypted',
    tag: 'session',
    summary: 'Log in by username/password or mobile/SMS code',
  },
  rememberedLogin: {
    method: 'POST',
    path: '/wps/session/login/remembered',
    module: null,
    access: 'none',
    body: 'json',
    cookie: 'remember',
    tag: 'session',
    summary: "Log in with this device's remember-me cookie (rotated on each use; a reused one ends its family)",
  },
  logout: {
    method: 'DELETE',
    path: '/wps/session/logout',
    module: null,
    access: 'session',
    tag: 'session',
    summary: "End the session of the Authorization token and this device's remembered login",
  },
  freePlay: {
    method: 'POST',
    path: '/wps/session/login/freeplay',
    module: null,
    access: 'none',
    body: 'json',
    tag: 'session',
    summary: 'Test play: a trial account session on the trial merchant',
  },
  captcha: {
    method: 'GET',
    path: '/wps/captcha',
    module: 'CAPTCHA3',
    access: 'none',
    tag: 'session',
    summary: 'A numeric captcha as a base64 PNG, tied to the captchaId cookie',
  },
  smsNoLogin: {
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    module: 'VERIFICATION3',
    access: 'none',
    body: 'json',
    tag: 'session',
    summary: 'Send an SMS code (login, register, reset) to the outbox',
  },
  // member
  memberInfo: {
    method: 'GET',
    path: '/wps/member/info',
    module: null,
    access: 'session',
    tag: 'member',
    summary: 'The member of the session',
  },
  register: {
    method: 'PUT',
    path: '/wps/member/register',
    module: 'REG3',
    access: 'none',
    body: 'encrypted',
    flag: 'USERNAMEREG3',
    tag: 'member',
    summary: 'Register by username',
  },
  registerMobile: {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    module: 'REG3',
    access: 'none',
    body: 'encrypted',
    flag: 'MOBILENUMREG3',
    tag: 'member',
    summary: 'Register by mobile number',
  },
  trialUser: {
    method: 'GET',
    path: '/wps/member/trialuser',
    module: null,
    access: 'none',
    tag: 'member',
    summary: 'A fresh trial user name',
  },
  iconGet: {
    method: 'GET',
    path: '/wps/member/info/icon',
    module: 'PROFPIC3',
    access: 'member',
    tag: 'member',
    summary: 'Head icon and the choosable icons',
  },
  iconSet: {
    method: 'POST',
    path: '/wps/member/info/icon',
    module: 'PROFPIC3',
    access: 'member',
    body: 'form',
    tag: 'member',
    summary: 'Set the head icon (form: icon)',
  },
  setNickname: {
    method: 'POST',
    path: '/wps/member/info/nickname',
    module: null,
    access: 'member',
    body: 'json',
    tag: 'member',
    summary: 'Set nickname',
  },
  setEmail: {
    method: 'POST',
    path: '/wps/member/info/email',
    module: null,
    access: 'member',
    body: 'json',
    tag: 'member',
    summary: 'Set e-mail',
  },
  setPayeeName: {
    method: 'POST',
    path: '/wps/member/info/payeename',
    module: null,
    access: 'member',
    body: 'json',
    tag: 'member',
    summary: 'Set payee name (only once)',
  },
  changePassword: {
    method: 'POST',
    path: '/wps/member/password',
    module: null,
    access: 'member',
    body: 'json',
    tag: 'member',
    summary: 'Change the login password',
  },
  forgotPassword: {
    method: 'POST',
    path: '/wps/member/password/forgot',
    module: null,
    access: 'none',
    body: 'form',
    tag: 'member',
    summary: 'Send a reset link to the e-mail on file (form: username, email)',
  },
  setPasswordByPhone: {
    method: 'POST',
    path: '/wps/member/password/phone',
    module: 'VERIFICATION3',
    access: 'none',
    body: 'json',
    tag: 'member',
    summary: 'Set a new password with an SMS code',
  },
  hasWithdrawalPassword: {
    method: 'GET',
    path: '/wps/member/hasWithdrawalPassword',
    module: null,
    access: 'member',
    tag: 'member',
    summary: 'Whether a payment password is set',
  },
  setPaymentPassword: {
    method: 'POST',
    path: '/wps/member/paymentPassword',
    module: null,
    access: 'member',
    body: 'json',
    tag: 'member',
    summary: 'Set the payment password (needs the login password)',
  },
  resetPaymentPassword: {
    method: 'POST',
    path: '/wps/member/paymentPassword/reset',
    module: null,
    access: 'member',
    body: 'json',
    tag: 'member',
    summary: 'Change the payment password',
  },
  securityConfig: {
    method: 'GET',
    path: '/wps/member/securityConfig',
    module: null,
    access: 'member',
    tag: 'member',
    summary: 'Security center overview',
  },
  bankCards: {
    method: 'GET',
    path: '/wps/member/bankCard',
    module: null,
    access: 'member',
    tag: 'member',
    summary: 'Bank cards (masked)',
  },
  addBankCard: {
    method: 'POST',
    path: '/wps/member/bankCard',
    module: null,
    access: 'member',
    body: 'json',
    tag: 'member',
    summary: 'Add a bank card',
  },
  checkUsername: {
    method: 'GET',
    path: '/wps/check/username',
    module: null,
    access: 'none',
    tag: 'member',
    summary: 'Whether a username is taken',
  },
  memberClub: {
    method: 'GET',
    path: '/wps/relay/memberClub',
    module: 'MEMCLUB3',
    access: 'member',
    tag: 'member',
    summary: 'VIP levels and benefits',
  },
  // system
  whitelabel: {
    method: 'GET',
    path: '/wps/system/whitelabel',
    module: null,
    access: 'none',
    tag: 'system',
    summary: 'Whitelabel flags of the merchant',
  },
  systemStatus: {
    method: 'GET',
    path: '/wps/system/status',
    module: null,
    access: 'none',
    tag: 'system',
    summary: 'Start-up outcome: 0 normal, 1 maintenance, 2 region restricted',
  },
  country: {
    method: 'GET',
    path: '/wps/system/country',
    module: null,
    access: 'none',
    tag: 'system',
    summary: 'Country dialing codes (+63 first)',
  },
  helpCenter: {
    method: 'GET',
    path: '/wps/system/helpCenter',
    module: null,
    access: 'none',
    tag: 'system',
    summary: 'Help-center entries (HTML)',
  },
  registerSettings: {
    method: 'GET',
    path: '/wps/system/setting/register',
    module: 'REG3',
    access: 'none',
    tag: 'system',
    summary: 'Per-field registration settings and the pattern table',
  },
  consolidated: {
    method: 'GET',
    path: '/wps/system/settings/consolidated',
    module: null,
    access: 'none',
    tag: 'system',
    summary: 'Merchant settings: templates, promotions, VIP, agent menu, CDN',
  },
  domainRoute: {
    method: 'GET',
    path: '/wps/system/domainRoute',
    module: null,
    access: 'none',
    tag: 'system',
    summary: 'Domains of the merchant',
  },
  feedback: {
    method: 'PUT',
    path: '/wps/feedback',
    module: 'COMM3',
    access: 'member',
    body: 'json',
    flag: 'FEEDBACK3',
    tag: 'system',
    summary: 'Send feedback (max 140 characters)',
  },
  // content
  announcements: {
    method: 'GET',
    path: '/wps/relay/announcements',
    module: null,
    access: 'optional',
    tag: 'content',
    summary: 'Announcements by types, groupName, platform; popups filtered by session',
  },
  announcementRead: {
    method: 'POST',
    path: '/wps/relay/announcements/read',
    module: 'AGEANNOUNCE3',
    access: 'session',
    body: 'json',
    tag: 'content',
    summary: 'Mark an announcement read',
  },
  banners: {
    method: 'GET',
    path: '/wps/relay/banners',
    module: null,
    access: 'none',
    tag: 'content',
    summary: 'Home banners',
  },
  hotMatches: {
    method: 'GET',
    path: '/wps/relay/hotMatches',
    module: null,
    access: 'none',
    tag: 'content',
    summary: 'Upcoming hot matches',
  },
  winners: {
    method: 'GET',
    path: '/wps/relay/winners',
    module: null,
    access: 'none',
    tag: 'content',
    summary: 'Winner board, highest first (limitNum, max 20)',
  },
  downloadLinks: {
    method: 'GET',
    path: '/wps/relay/downloadLinks',
    module: null,
    access: 'none',
    tag: 'content',
    summary: 'App download links by resourceType',
  },
  serviceLinks: {
    method: 'GET',
    path: '/wps/relay/serviceLinks',
    module: null,
    access: 'none',
    tag: 'content',
    summary: 'Customer-service links (encoded paths)',
  },
  inbox: {
    method: 'GET',
    path: '/wps/relay/inbox',
    module: 'INBOX3',
    access: 'member',
    flag: 'MAILCEN',
    tag: 'content',
    summary: 'Inbox messages, paged',
  },
  inboxUnread: {
    method: 'GET',
    path: '/wps/relay/inbox/unread',
    module: 'INBOX3',
    access: 'session',
    tag: 'content',
    summary: 'Unread message count (value is the number)',
  },
  inboxCount: {
    method: 'GET',
    path: '/wps/relay/inbox/count',
    module: 'INBOX3',
    access: 'session',
    tag: 'content',
    summary: 'Message and unread counts',
  },
  inboxRead: {
    method: 'POST',
    path: '/wps/relay/inbox/read',
    module: 'INBOX3',
    access: 'member',
    body: 'json',
    tag: 'content',
    summary: 'Mark a message read',
  },
  inboxDelete: {
    method: 'DELETE',
    path: '/wps/relay/inbox',
    module: 'INBOX3',
    access: 'member',
    tag: 'content',
    summary: 'Delete a message (query id)',
  },
  promotions: {
    method: 'GET',
    path: '/wps/relay/promotions',
    module: 'REWCEN3',
    access: 'member',
    flag: 'REWCEN3',
    tag: 'content',
    summary: 'Promotions of the member with their state',
  },
  promotionsUnclaimed: {
    method: 'GET',
    path: '/wps/relay/promotions/unclaimed',
    module: 'REWCEN3',
    access: 'session',
    tag: 'content',
    summary: 'Count of unclaimed promotions (value is the number)',
  },
  promotionApply: {
    method: 'POST',
    path: '/wps/relay/promotions/apply',
    module: 'REWCEN3',
    access: 'member',
    body: 'json',
    flag: 'REWCEN3',
    tag: 'content',
    summary: 'Apply for a promotion',
  },
  promotionClaim: {
    method: 'POST',
    path: '/wps/relay/promotions/claim',
    module: 'REWCEN3',
    access: 'member',
    body: 'json',
    flag: 'REWCEN3',
    tag: 'content',
    summary: 'Claim an issued promotion bonus',
  },
  affiliateCheck: {
    method: 'GET',
    path: '/wps/agent/affiliate',
    module: null,
    access: 'none',
    tag: 'content',
    summary: 'Check an invitation (affiliate) code',
  },
  affiliateUrls: {
    method: 'GET',
    path: '/wps/relay/affiliate/urls',
    module: null,
    access: 'member',
    tag: 'content',
    summary: 'Invite-friends code and links (REFERRAL promotion)',
  },
  // games
  gameList: {
    method: 'GET',
    path: '/wps/relay/games',
    module: null,
    access: 'optional',
    tag: 'games',
    summary: 'Game list with filters, pageSize max 26',
  },
  hotGames: {
    method: 'GET',
    path: '/wps/relay/games/hot',
    module: null,
    access: 'none',
    tag: 'games',
    summary: 'Hot games (isPlatform 2)',
  },
  gameVendors: {
    method: 'GET',
    path: '/wps/relay/games/vendors',
    module: null,
    access: 'none',
    tag: 'games',
    summary: 'Vendor config: sorting and mapping',
  },
  vassalGameTypes: {
    method: 'GET',
    path: '/wps/relay/games/vassalTypes',
    module: null,
    access: 'none',
    tag: 'games',
    summary: 'Game types of a vendor (typeId)',
  },
  vassalages: {
    method: 'GET',
    path: '/wps/relay/games/vassalages',
    module: null,
    access: 'none',
    tag: 'games',
    summary: 'All vendors of the merchant',
  },
  favorites: {
    method: 'GET',
    path: '/wps/relay/favorites',
    module: null,
    access: 'session',
    tag: 'games',
    summary: 'Favourite games, pageSize max 26',
  },
  favoriteIds: {
    method: 'GET',
    path: '/wps/relay/favorites/ids',
    module: null,
    access: 'session',
    tag: 'games',
    summary: 'Favourite nodeIds as strings',
  },
  favoriteAdd: {
    method: 'POST',
    path: '/wps/relay/favorites',
    module: null,
    access: 'session',
    body: 'json',
    tag: 'games',
    summary: 'Add a favourite (idempotent)',
  },
  favoriteRemove: {
    method: 'DELETE',
    path: '/wps/relay/favorites',
    module: null,
    access: 'session',
    tag: 'games',
    summary: 'Remove a favourite (query or JSON body nodeId)',
  },
  recent: {
    method: 'GET',
    path: '/wps/relay/recent',
    module: null,
    access: 'session',
    tag: 'games',
    summary: 'Recently played, pageSize max 25',
  },
  recentAdd: {
    method: 'GET',
    path: '/wps/relay/recent/add',
    module: null,
    access: 'session',
    tag: 'games',
    summary: 'Record a recently played game (query nodeId)',
  },
  launchGame: {
    method: 'GET',
    path: '/wps/game/launchGame',
    module: null,
    access: 'session',
    tag: 'games',
    summary: 'Launch a game or lottery: answers a URL to open',
  },
  launchedPage: {
    method: 'GET',
    path: '/wps/game/launched',
    module: null,
    access: 'none',
    produces: 'html',
    tag: 'games',
    summary: 'The page a launch URL opens: shows what was launched',
  },
  // lottery gateway
  lotteryGames: {
    method: 'GET',
    path: '/lgw/games/mobile',
    module: null,
    access: 'none',
    tag: 'lottery',
    summary: 'Lotteries by prizeMode',
  },
  lotteryMenus: {
    method: 'GET',
    path: '/lgw/games/mobile_game_menus',
    module: null,
    access: 'none',
    tag: 'lottery',
    summary: 'Lottery menus',
  },
  lotteryPopular: {
    method: 'GET',
    path: '/lgw/games/popular',
    module: null,
    access: 'none',
    tag: 'lottery',
    summary: 'Popular lotteries',
  },
  lotteryOrders: {
    method: 'GET',
    path: '/lgw/orders',
    module: null,
    access: 'member',
    tag: 'lottery',
    summary: 'Lottery orders, paged',
  },
  lotteryOrderDetail: {
    method: 'GET',
    path: '/lgw/orders/detail',
    module: null,
    access: 'member',
    tag: 'lottery',
    summary: 'One lottery order (orderNo)',
  },
  lotteryCancel: {
    method: 'POST',
    path: '/lgw/orders/suborders/cancel',
    module: null,
    access: 'member',
    body: 'json',
    tag: 'lottery',
    summary: 'Cancel a pending sub-order (refunds it)',
  },
  vnGameMenu: {
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    module: null,
    access: 'none',
    tag: 'lottery',
    summary: 'Vietnamese lottery menu',
  },
  vnOpened: {
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    module: null,
    access: 'none',
    tag: 'lottery',
    summary: 'Recent Vietnamese lottery results',
  },
  // wallet and reports
  balance: {
    method: 'GET',
    path: '/wps/wallets/balance',
    module: null,
    access: 'session',
    tag: 'wallet',
    summary: 'Wallet balance (sumBalance)',
  },
  depositChannels: {
    method: 'GET',
    path: '/wps/relay/deposit/channels',
    module: null,
    access: 'member',
    tag: 'wallet',
    summary: 'Deposit channels',
  },
  deposit: {
    method: 'POST',
    path: '/wps/relay/deposit',
    module: null,
    access: 'member',
    body: 'json',
    tag: 'wallet',
    summary: 'Request a deposit (the reference credits it at once)',
  },
  depositReport: {
    method: 'GET',
    path: '/wps/relay/deposit/report',
    module: null,
    access: 'member',
    flag: 'DEPRECM3',
    tag: 'wallet',
    summary: 'Deposit records',
  },
  withdraw: {
    method: 'POST',
    path: '/wps/transaction/withdraw',
    module: 'FUNDTRANS3',
    access: 'member',
    body: 'json',
    tag: 'wallet',
    summary: 'Withdraw to a bank card; Idempotency-Key makes a retry deduct once',
  },
  withdrawReport: {
    method: 'GET',
    path: '/wps/relay/withdraw/report',
    module: null,
    access: 'member',
    flag: 'WITHREC3',
    tag: 'wallet',
    summary: 'Withdraw records',
  },
  transactions: {
    method: 'GET',
    path: '/wps/relay/transactions',
    module: 'MEMTRANS3',
    access: 'member',
    tag: 'wallet',
    summary: 'Account record (all balance movements)',
  },
  bettingRecords: {
    method: 'GET',
    path: '/wps/relay/bets',
    module: null,
    access: 'member',
    tag: 'wallet',
    summary: 'Betting records',
  },
  profitAndLoss: {
    method: 'GET',
    path: '/wps/relay/profitLoss',
    module: 'PERSPNL3',
    access: 'member',
    flag: 'PERSREP',
    tag: 'wallet',
    summary: 'Personal profit and loss for a date range',
  },
  rebateReport: {
    method: 'GET',
    path: '/wps/relay/rebate/report',
    module: null,
    access: 'member',
    flag: 'PLYRBT',
    tag: 'wallet',
    summary: 'Rebate records',
  },
  manualRebate: {
    method: 'GET',
    path: '/wps/relay/rebate/manual',
    module: null,
    access: 'member',
    flag: 'MANPLAYREB3',
    tag: 'wallet',
    summary: 'Rebate available to claim now',
  },
  manualRebateClaim: {
    method: 'POST',
    path: '/wps/relay/rebate/manual',
    module: null,
    access: 'member',
    flag: 'MANPLAYREB3',
    tag: 'wallet',
    summary: 'Claim the available rebate',
  },
  uplineTransfer: {
    method: 'POST',
    path: '/wps/relay/wallet/transferUpline',
    module: 'FUNDTRANS3',
    access: 'member',
    body: 'json',
    flag: 'AGETRANSFERUP3',
    tag: 'wallet',
    summary: 'Transfer to the upline',
  },
  // agent
  agentKpi: {
    method: 'GET',
    path: '/wps/relay/agent/kpi',
    module: 'AGEINFO3',
    access: 'agent',
    tag: 'agent',
    summary: 'Team KPI for startDate..endDate (value.footer)',
  },
  agentDownlines: {
    method: 'GET',
    path: '/wps/agent/downlines',
    module: 'AGEDOWNMAN3',
    access: 'agent',
    tag: 'agent',
    summary: 'Direct downlines, paged',
  },
  agentDownline: {
    method: 'GET',
    path: '/wps/agent/downline',
    module: 'AGEDOWNMAN3',
    access: 'agent',
    tag: 'agent',
    summary: 'One downline (id)',
  },
  transferDownline: {
    method: 'POST',
    path: '/wps/agent/transferDownline',
    module: 'FUNDTRANS3',
    access: 'agent',
    body: 'json',
    tag: 'agent',
    summary: 'Transfer to a direct downline',
  },
  transferMultipleDownline: {
    method: 'POST',
    path: '/wps/agent/transferMultipleDownline',
    module: 'FUNDTRANS3',
    access: 'agent',
    body: 'json',
    tag: 'agent',
    summary: 'Transfer the same amount to several downlines',
  },
  updateDownlineRebates: {
    method: 'POST',
    path: '/wps/agent/updateDownlineRebates',
    module: 'AGEDOWNMAN3',
    access: 'agent',
    body: 'json',
    tag: 'agent',
    summary: 'Set a downline rebate within [0, own rate]',
  },
  contractPending: {
    method: 'GET',
    path: '/wps/relay/agent/contract/pending',
    module: null,
    access: 'session',
    tag: 'agent',
    summary: 'Pending contract requests: dailysalreqtype, divtypecompperiodreq, contracthoursalreq',
  },
  salaryContract: {
    method: 'GET',
    path: '/wps/relay/agent/contract/salary',
    module: null,
    access: 'member',
    tag: 'agent',
    summary: 'Daily salary contract request',
  },
  salaryProcess: {
    method: 'GET',
    path: '/wps/relay/agent/contract/salary/process',
    module: null,
    access: 'member',
    tag: 'agent',
    summary: 'Accept or reject the daily salary request (query decision)',
  },
  dividendContract: {
    method: 'GET',
    path: '/wps/relay/agent/contract/dividend',
    module: null,
    access: 'member',
    tag: 'agent',
    summary: 'Dividend contract request',
  },
  dividendProcess: {
    method: 'GET',
    path: '/wps/relay/agent/contract/dividend/process',
    module: null,
    access: 'member',
    tag: 'agent',
    summary: 'Accept or reject the dividend request (query decision)',
  },
  hourlyContract: {
    method: 'GET',
    path: '/wps/relay/agent/contract/hourly',
    module: null,
    access: 'member',
    tag: 'agent',
    summary: 'Hourly salary contract request',
  },
  hourlyProcess: {
    method: 'POST',
    path: '/wps/relay/agent/contract/hourly/process',
    module: null,
    access: 'member',
    body: 'json',
    tag: 'agent',
    summary: 'Accept or reject the hourly salary request',
  },
  dividends: {
    method: 'GET',
    path: '/wps/relay/agent/dividends',
    module: null,
    access: 'agent',
    tag: 'agent',
    summary: 'Dividend records (when dividends are enabled)',
  },
  // assets
  cdnImage: {
    method: 'GET',
    path: '/cdn/:merchant/:kind/:file',
    module: null,
    access: 'none',
    produces: 'svg',
    tag: 'assets',
    summary: 'Generated images: game, vendor, banner, team, avatar, flag, app icon',
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof routes;
export const routeNames = Object.keys(routes) as RouteName[];

/** Whether a route needs a session token. */
export const needsSession = (route: RouteDef): boolean =>
  route.access === 'session' || route.access === 'member' || route.access === 'agent';

type Empty = Record<string, never>;
interface Io<Q, B, R> {
  query: Q;
  body: B;
  response: R;
}
interface PagingQuery {
  pageNo?: number;
  pageSize?: number;
}

/** Request and response types per route (response is the `value` of ApiOk). */
export interface RouteTypes {
  sessionKey: Io<Empty, never, T.RsaKeyValue>;
  login: Io<Empty, T.LoginPayload, T.LoginValue>;
  rememberedLogin: Io<Empty, T.RememberedLoginPayload, T.LoginValue>;
  logout: Io<Empty, never, null>;
  freePlay: Io<Empty, T.FreePlayPayload, T.LoginValue>;
  captcha: Io<Empty, never, T.CaptchaValue>;
  smsNoLogin: Io<Empty, T.SmsPayload, T.SmsValue>;
  memberInfo: Io<{ refresh?: '1' }, never, T.MemberInfo>;
  register: Io<Empty, T.RegisterPayload, T.LoginValue>;
  registerMobile: Io<Empty, T.RegisterPayload, T.LoginValue>;
  trialUser: Io<Empty, never, T.TrialUserValue>;
  iconGet: Io<Empty, never, T.IconValue>;
  iconSet: Io<Empty, { icon: string }, T.IconValue>;
  setNickname: Io<Empty, { nickname: string }, T.MemberInfo>;
  setEmail: Io<Empty, { email: string }, T.MemberInfo>;
  setPayeeName: Io<Empty, { payeeName: string }, T.MemberInfo>;
  changePassword: Io<Empty, T.ChangePasswordPayload, null>;
  forgotPassword: Io<Empty, T.ForgotPasswordPayload, null>;
  setPasswordByPhone: Io<Empty, T.SetPasswordByPhonePayload, { userName: string }>;
  hasWithdrawalPassword: Io<Empty, never, boolean>;
  setPaymentPassword: Io<Empty, T.PaymentPasswordPayload, null>;
  resetPaymentPassword: Io<Empty, T.ResetPaymentPasswordPayload, null>;
  securityConfig: Io<Empty, never, T.SecurityConfig>;
  bankCards: Io<Empty, never, T.BankCard[]>;
  addBankCard: Io<Empty, T.AddBankCardPayload, T.BankCard>;
  checkUsername: Io<{ username: string }, never, { exists: boolean }>;
  memberClub: Io<Empty, never, T.MemberClubValue>;
  whitelabel: Io<Empty, never, T.WhitelabelFlags>;
  systemStatus: Io<Empty, never, T.SystemStatus>;
  country: Io<Empty, never, T.Country[]>;
  helpCenter: Io<{ device?: 'MOBILE'; lang?: string }, never, T.HelpEntry[]>;
  registerSettings: Io<Empty, never, RegisterSettings>;
  consolidated: Io<Empty, never, T.ConsolidatedSettings>;
  domainRoute: Io<Empty, never, { domains: string[] }>;
  feedback: Io<Empty, T.FeedbackPayload, { id: number }>;
  announcements: Io<
    { types: string; groupName?: T.AnnouncementGroup; platform?: 'M'; merchantCode?: string },
    never,
    T.AnnouncementsValue
  >;
  announcementRead: Io<Empty, { id: number }, { unreadCount: number }>;
  banners: Io<Empty, never, T.Banner[]>;
  hotMatches: Io<Empty, never, T.HotMatch[]>;
  winners: Io<{ gameCategory?: string; limitNum?: number; language?: string }, never, { list: T.Winner[] }>;
  downloadLinks: Io<Empty, never, T.DownloadLink[]>;
  serviceLinks: Io<Empty, never, T.ServiceLink[]>;
  inbox: Io<PagingQuery, never, T.ListPage<T.InboxMessage> & { content: T.InboxMessage[] }>;
  inboxUnread: Io<Empty, never, number>;
  inboxCount: Io<Empty, never, { total: number; unread: number }>;
  inboxRead: Io<Empty, { id: number }, { unread: number }>;
  inboxDelete: Io<{ id: number }, never, null>;
  promotions: Io<{ state?: T.PromotionState }, never, T.Promotion[]>;
  promotionsUnclaimed: Io<Empty, never, number>;
  promotionApply: Io<Empty, { id: number; comment?: string }, T.Promotion>;
  promotionClaim: Io<Empty, { id: number }, T.Promotion>;
  affiliateCheck: Io<{ code: string; domain?: string }, never, T.AffiliateCheckValue>;
  affiliateUrls: Io<Empty, never, T.AffiliateUrlsValue>;
  gameList: Io<T.GameListQuery, never, T.GamePage>;
  hotGames: Io<{ gameType?: T.GameCategory; isPlatform?: 2; language?: string }, never, T.GameListValue>;
  gameVendors: Io<Empty, never, T.GameVendorConfig>;
  vassalGameTypes: Io<{ typeId: string }, never, { content: T.VassalGameType[] }>;
  vassalages: Io<Empty, never, string[]>;
  favorites: Io<PagingQuery & { gameType?: T.GameCategory }, never, T.FavoritePage>;
  favoriteIds: Io<Empty, never, string[]>;
  favoriteAdd: Io<Empty, T.FavoritePayload, string[]>;
  favoriteRemove: Io<Partial<T.FavoritePayload>, Partial<T.FavoritePayload>, string[]>;
  recent: Io<{ page?: number; pageSize?: number; gameType?: T.GameCategory }, never, T.RecentPage>;
  recentAdd: Io<{ nodeId: string }, never, null>;
  launchGame: Io<T.LaunchQuery, never, T.LaunchValue>;
  launchedPage: Io<Record<string, string>, never, string>;
  lotteryGames: Io<{ prizeMode?: string }, never, { list: T.Lottery[] }>;
  lotteryMenus: Io<{ prizeMode?: string }, never, { list: T.LotteryMenu[] }>;
  lotteryPopular: Io<Empty, never, { list: T.Lottery[] }>;
  lotteryOrders: Io<PagingQuery & { status?: string }, never, T.LotteryOrderPage>;
  lotteryOrderDetail: Io<{ orderNo: string }, never, T.LotteryOrder>;
  lotteryCancel: Io<Empty, { orderNo: string; subOrderNo: string }, T.LotteryOrder>;
  vnGameMenu: Io<Empty, never, { list: T.LotteryMenu[] }>;
  vnOpened: Io<{ gameCode?: string }, never, { list: T.LotteryResult[] }>;
  balance: Io<Empty, never, T.BalanceValue>;
  depositChannels: Io<Empty, never, T.DepositChannel[]>;
  deposit: Io<Empty, T.DepositPayload, T.DepositRecord>;
  depositReport: Io<T.DateRangeQuery, never, T.ListPage<T.DepositRecord>>;
  withdraw: Io<Empty, T.WithdrawPayload, T.WithdrawRecord & { sumBalance: number }>;
  withdrawReport: Io<T.DateRangeQuery, never, T.ListPage<T.WithdrawRecord>>;
  transactions: Io<T.DateRangeQuery & { types?: string }, never, T.ListPage<T.Transaction>>;
  bettingRecords: Io<T.DateRangeQuery & { gameType?: string }, never, T.ListPage<T.BetRecord>>;
  profitAndLoss: Io<{ startDate?: string; endDate?: string }, never, T.ProfitAndLoss>;
  rebateReport: Io<T.DateRangeQuery, never, T.ListPage<T.RebateRecord>>;
  manualRebate: Io<Empty, never, T.ManualRebateValue>;
  manualRebateClaim: Io<Empty, never, { amount: number; sumBalance: number }>;
  uplineTransfer: Io<Empty, T.UplineTransferPayload, { sumBalance: number }>;
  agentKpi: Io<{ startDate: string; endDate: string; size?: 0 }, never, T.TeamKpiValue>;
  agentDownlines: Io<PagingQuery & { account?: string }, never, T.ListPage<T.Downline>>;
  agentDownline: Io<{ id: number }, never, T.Downline>;
  transferDownline: Io<Empty, T.TransferDownlinePayload, { sumBalance: number }>;
  transferMultipleDownline: Io<Empty, T.TransferMultiplePayload, { sumBalance: number; count: number }>;
  updateDownlineRebates: Io<Empty, T.UpdateRebatesPayload, T.Downline>;
  contractPending: Io<Empty, never, T.ContractPendingValue>;
  salaryContract: Io<Empty, never, T.ContractRequest | null>;
  salaryProcess: Io<T.ContractDecisionPayload, never, T.ContractRequest>;
  dividendContract: Io<Empty, never, T.ContractRequest | null>;
  dividendProcess: Io<T.ContractDecisionPayload, never, T.ContractRequest>;
  hourlyContract: Io<Empty, never, T.ContractRequest | null>;
  hourlyProcess: Io<Empty, T.ContractDecisionPayload, T.ContractRequest>;
  dividends: Io<PagingQuery, never, T.ListPage<T.Dividend>>;
  cdnImage: Io<Empty, never, string>;
}

/** The `value` type of a route's successful answer. */
export type RouteResponse<K extends RouteName> = RouteTypes[K]['response'];
export type RouteQuery<K extends RouteName> = RouteTypes[K]['query'];
export type RouteBody<K extends RouteName> = RouteTypes[K]['body'];

/** Paging limits (docs/product/constants.md#limits). */
export const pageSizes = { games: 26, favorites: 26, recent: 25, winners: 20, default: 20, max: 50 } as const;

// Every route has types and every typed route is in the table (a compile-time check).
type Missing = Exclude<RouteName, keyof RouteTypes> | Exclude<keyof RouteTypes, RouteName>;
const routeTypesComplete: [Missing] extends [never] ? true : Missing = true;
void routeTypesComplete;
