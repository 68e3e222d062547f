import { createIcon } from '../Icon.tsx';

export const ReceiptIcon = createIcon('Receipt', [
  'M5 3h14v18l-2.5-1.5L14 21l-2-1.5L10 21l-2.5-1.5L5 21z',
  'M9 8h6M9 12h6M9 16h3',
]);
