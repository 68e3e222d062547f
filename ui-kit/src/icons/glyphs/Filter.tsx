import { createIcon } from '../Icon.tsx';

export const FilterIcon = createIcon('Filter', ['M3 5h18l-7 8.5V20l-4-2v-4.5z']);
