import { createIcon } from '../Icon.tsx';

export const PercentIcon = createIcon('Percent', [
  'M19 5 5 19',
  { circle: { cx: 7, cy: 7, r: 2.5 } },
  { circle: { cx: 17, cy: 17, r: 2.5 } },
]);
