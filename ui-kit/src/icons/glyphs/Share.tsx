import { createIcon } from '../Icon.tsx';

export const ShareIcon = createIcon('Share', ['M12 15V3M8 7l4-4 4 4', 'M6 11H5v10h14V11h-1']);
