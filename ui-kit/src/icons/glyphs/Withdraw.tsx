import { createIcon } from '../Icon.tsx';

export const WithdrawIcon = createIcon('Withdraw', [
  { rect: { x: 3, y: 10, width: 18, height: 10, rx: 2 } },
  'M12 3v9M8.5 6.5 12 3l3.5 3.5',
  { circle: { cx: 12, cy: 15, r: 1.5 } },
]);
