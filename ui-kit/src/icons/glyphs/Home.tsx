import { createIcon } from '../Icon.tsx';

export const HomeIcon = createIcon('Home', ['M3 10.5 12 3l9 7.5', 'M5 9.5V21h5v-6h4v6h5V9.5']);
