export { AgentGrid, TeamCounters } from './AgentGrid.tsx';
export type { AgentGridProps, AgentGridEntry, TeamCountersProps, TeamCounterKey } from './AgentGrid.tsx';
export { visibleAgentEntries, ALWAYS_SHOWN_AGENT_MENU } from './agentMenu.ts';
export type { AgentMenuId } from './agentMenu.ts';
