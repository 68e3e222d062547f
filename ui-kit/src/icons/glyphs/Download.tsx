import { createIcon } from '../Icon.tsx';

export const DownloadIcon = createIcon('Download', ['M12 3v12M7 10l5 5 5-5', 'M4 17v3h16v-3']);
