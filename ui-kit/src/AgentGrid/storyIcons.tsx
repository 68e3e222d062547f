import type { AgentGridEntry } from './AgentGrid.tsx';

/** Simple local icons for stories and tests. */
const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </svg>
);

export const agentEntries: AgentGridEntry[] = [
  { id: 'teamOverview', label: 'Team overview', icon: icon('M4 20V10M10 20V4M16 20v-8M22 20H2') },
  { id: 'transactionRecord', label: 'Transaction record', icon: icon('M6 3h12v18l-3-2-3 2-3-2-3 2zM9 8h6M9 12h6') },
  {
    id: 'teamManagement',
    label: 'Team management',
    icon: icon('M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 4a4 4 0 0 1 0 7M22 21a7 7 0 0 0-4-6'),
  },
  { id: 'redEnvelopeRain', label: 'Red envelope rain', icon: icon('M5 3h14v18H5zM5 8l7 5 7-5') },
  { id: 'teamProfitLoss', label: 'Team profit and loss', icon: icon('M3 17l6-6 4 4 8-8M15 7h6v6') },
  { id: 'teamBetting', label: 'Team betting', icon: icon('M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM12 6v6l4 2') },
  {
    id: 'agentRebateSettings',
    label: 'Agent rebate settings',
    icon: icon('M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19 12h3M2 12h3M12 2v3M12 19v3'),
  },
  {
    id: 'agentRebateIncome',
    label: 'Agent rebate income',
    icon: icon('M12 2v20M17 6H9.5a3.5 3.5 0 0 0 0 7h5a3.5 3.5 0 0 1 0 7H6'),
  },
  { id: 'securityCenter', label: 'Security center', icon: icon('M12 2l8 4v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6z') },
  { id: 'mail', label: 'Mail', icon: icon('M3 5h18v14H3zM3 6l9 7 9-7'), unread: 3, unreadLabel: '3 unread' },
  { id: 'onlineService', label: 'Online service', icon: icon('M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3z') },
];
