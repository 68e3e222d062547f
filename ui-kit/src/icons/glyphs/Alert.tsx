import { createIcon } from '../Icon.tsx';

export const AlertIcon = createIcon('Alert', [{ circle: { cx: 12, cy: 12, r: 9 } }, 'M12 7.5v5.5M12 16.5h.01']);
