/** The agent dashboard's grid entries, by the spec's names (docs/product/agent.md#agent-home: agent home dashboard). */
export type AgentMenuId =
  | 'teamOverview'
  | 'transactionRecord'
  | 'teamManagement'
  | 'redEnvelopeRain'
  | 'teamProfitLoss'
  | 'teamBetting'
  | 'agentRebateSettings'
  | 'agentRebateIncome'
  | 'securityCenter'
  | 'mail'
  | 'onlineService';

/** docs/product/member.md#menu: online service shows whatever the merchant's menu whitelist says. */
export const ALWAYS_SHOWN_AGENT_MENU: AgentMenuId = 'onlineService';

/** Keeps the entries the whitelist enables, plus online service, in their given order. */
export function visibleAgentEntries<E extends { id: AgentMenuId }>(
  entries: readonly E[],
  enabled: (id: AgentMenuId) => boolean,
): E[] {
  return entries.filter((e) => e.id === ALWAYS_SHOWN_AGENT_MENU || enabled(e.id));
}
