import { createIcon } from '../Icon.tsx';

export const GlobeIcon = createIcon('Globe', [
  { circle: { cx: 12, cy: 12, r: 9 } },
  'M3 12h18M12 3c2.5 2.7 3.7 5.7 3.7 9s-1.2 6.3-3.7 9c-2.5-2.7-3.7-5.7-3.7-9S9.5 5.7 12 3z',
]);
