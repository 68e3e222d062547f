import { createIcon } from '../Icon.tsx';

export const AddToHomeIcon = createIcon('AddToHome', [
  { rect: { x: 3, y: 3, width: 18, height: 18, rx: 4 } },
  'M12 8v8M8 12h8',
]);
