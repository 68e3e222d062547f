import { createIcon } from '../Icon.tsx';

export const EyeIcon = createIcon('Eye', [
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z',
  { circle: { cx: 12, cy: 12, r: 3 } },
]);
