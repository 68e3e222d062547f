/** Icons the kit lacks for the agent grid, drawn with the kit's createIcon (24-unit grid, stroke). */
import { createIcon } from '@lobby/ui-kit';

export const ChartIcon = createIcon(
  'agent-chart',
  <>
    <path d="M4 20V10" />
    <path d="M10 20V4" />
    <path d="M16 20v-7" />
    <path d="M22 20H2" />
  </>,
);
export const PercentIcon = createIcon(
  'agent-percent',
  <>
    <path d="M19 5 5 19" />
    <circle cx="7" cy="7" r="2.5" />
    <circle cx="17" cy="17" r="2.5" />
  </>,
);
export const ShieldIcon = createIcon('agent-shield', <path d="M12 3 4 6v6c0 5 3.5 8 8 9 4.5-1 8-4 8-9V6z" />);
export const ReceiptIcon = createIcon(
  'agent-receipt',
  <>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
    <path d="M9 8h6M9 12h6" />
  </>,
);
export const CoinsIcon = createIcon(
  'agent-coins',
  <>
    <ellipse cx="12" cy="6" rx="7" ry="3" />
    <path d="M5 6v6c0 1.7 3.1 3 7 3s7-1.3 7-3V6" />
    <path d="M5 12v6c0 1.7 3.1 3 7 3s7-1.3 7-3v-6" />
  </>,
);
export const DiceIcon = createIcon(
  'agent-dice',
  <>
    <rect x="4" y="4" width="16" height="16" rx="3" />
    <circle cx="9" cy="9" r="0.8" />
    <circle cx="15" cy="15" r="0.8" />
    <circle cx="15" cy="9" r="0.8" />
    <circle cx="9" cy="15" r="0.8" />
  </>,
);
