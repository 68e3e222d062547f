import { createIcon } from '../Icon.tsx';

export const EditIcon = createIcon('Edit', ['M4 20h4L19 9l-4-4L4 16z', 'm13.5 6.5 4 4']);
