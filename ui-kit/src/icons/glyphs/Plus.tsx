import { createIcon } from '../Icon.tsx';

export const PlusIcon = createIcon('Plus', ['M12 5v14M5 12h14']);
