import { createIcon } from '../Icon.tsx';

export const CrownIcon = createIcon('Crown', ['m3 7 4.5 4L12 4l4.5 7L21 7l-2 11H5z', 'M5 21h14']);
