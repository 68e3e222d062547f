import { createIcon } from '../Icon.tsx';

export const CoinsIcon = createIcon('Coins', [
  { ellipse: { cx: 9, cy: 7, rx: 6, ry: 3 } },
  'M3 7v4c0 1.7 2.7 3 6 3s6-1.3 6-3V7',
  'M9 14v3c0 1.7 2.7 3 6 3s6-1.3 6-3v-4c0-1.6-2.4-2.9-5.5-3',
]);
