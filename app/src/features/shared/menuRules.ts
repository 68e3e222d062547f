/**
 * docs/product/member.md#member-center "Member center (mine)": the 16 menu entries and exactly the conditions of the spec's
 * table, as one pure function of flags, session type, member info and merchant settings.
 */
import { canTransferToUpline, isAgentType } from '@lobby/contract';
import type { WhitelabelFlag } from '@lobby/contract';

export const memberMenuIds = [
  'vip',
  'deposit',
  'gameRecord',
  'transactionRecord',
  'securityCenter',
  'rewardCenter',
  'agent',
  'vouReport',
  'withdrawReport',
  'profitandloss',
  'uplineTransfer',
  'manualRebate',
  'leaderBoard',
  'rebateReport',
  'webEmail',
  'feedback',
] as const;
export type MemberMenuId = (typeof memberMenuIds)[number];

export interface MemberMenuEntry {
  id: MemberMenuId;
  path: string;
  /** docs/product/member.md#reward-center: the reward center shows the unclaimed-promotions count bubble. */
  badge?: 'unclaimed';
}

export interface MemberMenuContext {
  isFlagOn: (flag: WhitelabelFlag) => boolean;
  /** The session's customer type; null for a guest. */
  sessionType: number | null;
  /** Member info once loaded (upline and type); null before or without a session. */
  member: { type: number; toUpline: string | null } | null;
  /** VIP benefit setting (consolidated settings). */
  vipBenefits: boolean;
  /** MISSION promotion enabled (consolidated settings). */
  missionEnabled: boolean;
}

const paths: Record<MemberMenuId, string> = {
  vip: '/m/member/benefits',
  deposit: '/m/voucherCenter',
  gameRecord: '/m/gameRecord',
  transactionRecord: '/m/transaction/record',
  securityCenter: '/m/securityCenter',
  rewardCenter: '/m/rewardCenter',
  agent: '/m/agent',
  vouReport: '/m/vouReport',
  withdrawReport: '/m/withdrawReport',
  profitandloss: '/m/profitandloss',
  uplineTransfer: '/m/upLine/transfer',
  manualRebate: '/m/member/manualRebate',
  leaderBoard: '/m/leaderBoard',
  rebateReport: '/m/member/rebateReport',
  webEmail: '/m/webEmail',
  feedback: '/m/feedback',
};

/** The entries a whitelabel flag switches on (the table's Condition column names the flag). */
export const menuEntryFlags = {
  rewardCenter: 'REWCEN3',
  vouReport: 'DEPRECM3',
  withdrawReport: 'WITHREC3',
  profitandloss: 'PERSREP',
  uplineTransfer: 'AGETRANSFERUP3',
  manualRebate: 'MANPLAYREB3',
  rebateReport: 'PLYRBT',
  webEmail: 'MAILCEN',
  feedback: 'FEEDBACK3',
} as const satisfies Partial<Record<MemberMenuId, WhitelabelFlag>>;

const isFlagged = (id: MemberMenuId): id is keyof typeof menuEntryFlags => id in menuEntryFlags;

/** Whether one entry shows (the table's Condition column). */
export function isMenuEntryShown(id: MemberMenuId, ctx: MemberMenuContext): boolean {
  if (isFlagged(id) && !ctx.isFlagOn(menuEntryFlags[id])) return false;
  switch (id) {
    case 'vip':
      return ctx.vipBenefits;
    case 'agent':
      // session type not 0, 4 or 40: a guest has no type, so no agency center.
      return ctx.sessionType !== null && isAgentType(ctx.sessionType);
    case 'uplineTransfer': {
      // besides its flag (AGETRANSFERUP3): the member has an upline, type not 2.
      const type = ctx.member?.type ?? ctx.sessionType;
      return Boolean(ctx.member?.toUpline) && type !== null && canTransferToUpline(type);
    }
    case 'leaderBoard':
      return ctx.missionEnabled;
    default:
      // deposit, game record, transaction record and security center always; the rest by their flag alone.
      return true;
  }
}

/** The entries to show, in the spec's table order. */
export function memberMenuEntries(ctx: MemberMenuContext): MemberMenuEntry[] {
  return memberMenuIds
    .filter((id) => isMenuEntryShown(id, ctx))
    .map((id) => (id === 'rewardCenter' ? { id, path: paths[id], badge: 'unclaimed' } : { id, path: paths[id] }));
}

/** What the member center does for who (docs/product/roles.md#member): guests log in, trial users are turned away. */
export type MemberAccess = 'guest' | 'trial' | 'member';
export const memberAccess = (sessionType: number | null): MemberAccess =>
  sessionType === null ? 'guest' : sessionType === 4 ? 'trial' : 'member';
