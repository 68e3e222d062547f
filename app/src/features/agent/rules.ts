/**
 * The agent side's rules as pure functions (issue 10), so they are tested without a browser:
 * the greeting by hour, today's dates, the grid whitelist, the
 * pending-contract check, a contract's period and the rebate input.
 */
import { agentMenuItems, isContractCheckType } from '@lobby/contract';
import type { AgentMenuItem, ContractKind, ContractPendingValue } from '@lobby/contract';
import { visibleAgentEntries } from '@lobby/ui-kit';
import type { AgentMenuId } from '@lobby/ui-kit';

export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';

/** docs/product/states.md#agent-greeting: by local hour, 0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening. */
export function greetingOf(hour: number): Greeting {
  if (!Number.isFinite(hour) || hour < 0) return 'morning';
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day as the API's YYYY-MM-DD (docs/product/calls.md#agent: team KPI with today's dates). */
export const ymd = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** `days` calendar days after (or before, when negative) `d`, at local midnight. */
export const addDays = (d: Date, days: number): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate() + days);

export type RangePreset = 'today' | 'yesterday' | 'last7' | 'last30';
export const rangePresets: readonly RangePreset[] = ['today', 'yesterday', 'last7', 'last30'];
export interface DateRange {
  startDate: string;
  endDate: string;
}
/** The date range of a preset, in local days, both ends included. */
export function rangeOf(preset: RangePreset, now: Date): DateRange {
  switch (preset) {
    case 'today':
      return { startDate: ymd(now), endDate: ymd(now) };
    case 'yesterday': {
      const y = ymd(addDays(now, -1));
      return { startDate: y, endDate: y };
    }
    case 'last7':
      return { startDate: ymd(addDays(now, -6)), endDate: ymd(now) };
    case 'last30':
      return { startDate: ymd(addDays(now, -29)), endDate: ymd(now) };
  }
}
/** Every day of a range, oldest first (for per-day charts); at most `max` days. */
export function daysOf(range: DateRange, max = 31): string[] {
  const [y, m, d] = range.startDate.split('-').map(Number);
  const out: string[] = [];
  for (let day = new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1); ymd(day) <= range.endDate && out.length < max;) {
    out.push(ymd(day));
    day = addDays(day, 1);
  }
  return out;
}

/** The dashboard's grid entries (docs/product/agent.md#agent-home), in the spec's order; online service is ours to add. */
export type AgentEntryId = AgentMenuItem | 'onlineService';
export const agentEntryIds: readonly AgentEntryId[] = [...agentMenuItems, 'onlineService'];

/** Where each grid entry goes (docs/product/screens-and-routes.md#route-list route list); online service opens the service link instead. */
export const agentEntryPath: Record<AgentMenuItem, string> = {
  teamOverview: '/m/agent/team/overview',
  transactionRecord: '/m/transaction/record?types=A',
  teamManagement: '/m/member/team',
  redEnvelopeRain: '/m/redRain',
  teamProfitAndLoss: '/m/agent/team/pnl',
  teamBetting: '/m/teamBetting',
  agentRebateSettings: '/m/member/agent/agentRebeat',
  agentRebateIncome: '/m/member/teamRebate',
  securityCenter: '/m/securityCenter',
  mail: '/m/webEmail',
};

/** The kit grid's id of an entry: the kit names team P&L 'teamProfitLoss', the contract 'teamProfitAndLoss'. */
export const gridIdOf = (id: AgentEntryId): AgentMenuId => (id === 'teamProfitAndLoss' ? 'teamProfitLoss' : id);
/** The entry of a kit grid id (the inverse of gridIdOf). */
export const entryIdOf = (id: AgentMenuId): AgentEntryId => (id === 'teamProfitLoss' ? 'teamProfitAndLoss' : id);

/** Whether the merchant's whitelist enables an entry (the kit adds online service itself). */
export const whitelistEnables =
  (whitelist: readonly string[] | null | undefined) =>
  (id: AgentMenuId): boolean =>
    new Set(whitelist ?? []).has(entryIdOf(id));

/** docs/product/member.md#menu: an entry shows only if the merchant's whitelist enables it; online service always (the
 * kit's visibleAgentEntries holds that rule; this names the result in the contract's words). */
export function visibleEntries(whitelist: readonly string[] | null | undefined): AgentEntryId[] {
  return visibleAgentEntries(
    agentEntryIds.map((id) => ({ id: gridIdOf(id) })),
    whitelistEnables(whitelist),
  ).map((e) => entryIdOf(e.id));
}

/** docs/product/calls.md#agent, docs/product/agent.md#contracts: the contract pages, by kind. */
export const contractPath: Record<ContractKind, string> = {
  salary: '/m/member/agent/getSalaryContract',
  dividend: '/m/member/agent/getDevidendContract',
  hourly: '/m/member/agent/getHourContract',
};

/**
 * docs/product/states.md#agent-contracts: a non-empty field means a pending request; the check runs only for types other than
 * 4, 40, 41, 42. Answers the pending kinds in the order salary, dividend, hourly.
 */
export function pendingContracts(type: number, value: ContractPendingValue | null | undefined): ContractKind[] {
  if (!isContractCheckType(type) || !value) return [];
  const out: ContractKind[] = [];
  if (value.dailysalreqtype) out.push('salary');
  if (value.divtypecompperiodreq) out.push('dividend');
  if (value.contracthoursalreq) out.push('hourly');
  return out;
}

export type RebateCheck = { ok: true; rate: number } | { ok: false; reason: 'format' | 'range' };
/**
 * A rebate rate typed by the agent: a percentage with at most 2 decimals within [min, max]
 * (the server's limit: 0 or the downline's own team floor, up to the agent's own rate).
 */
export function checkRebate(input: string, limits: { min: number; max: number }): RebateCheck {
  const text = input.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text)) return { ok: false, reason: 'format' };
  const rate = Number(text);
  if (rate < limits.min || rate > limits.max) return { ok: false, reason: 'range' };
  return { ok: true, rate };
}

/** A transfer amount: positive, at most 2 decimals, not above the balance when it is known. */
export type AmountCheck = { ok: true; amount: number } | { ok: false; reason: 'format' | 'balance' };
export function checkAmount(input: string, balance: number | null): AmountCheck {
  const text = input.trim();
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text) || Number(text) <= 0) return { ok: false, reason: 'format' };
  const amount = Number(text);
  if (balance !== null && amount > balance) return { ok: false, reason: 'balance' };
  return { ok: true, amount };
}

/** The contract periods the app names in the player's language (docs/product/states.md#agent-contracts). */
export const contractPeriods = ['DAILY', 'WEEKLY', 'MONTHLY', 'HOURLY'] as const;
export type ContractPeriod = (typeof contractPeriods)[number];

/** A platform's period code the app has a name for, or undefined (the page then shows the code). */
export function knownPeriod(code: string): ContractPeriod | undefined {
  const upper = code.trim().toUpperCase();
  return contractPeriods.find((p) => p === upper);
}
