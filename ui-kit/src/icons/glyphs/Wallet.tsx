import { createIcon } from '../Icon.tsx';

export const WalletIcon = createIcon('Wallet', [
  'M3 7a2 2 0 0 1 2-2h13v4',
  { rect: { x: 3, y: 7, width: 18, height: 13, rx: 2 } },
  'M16 13.5h2',
]);
