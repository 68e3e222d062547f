import { createIcon } from '../Icon.tsx';

export const LogoutIcon = createIcon('Logout', ['M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4', 'M10 8l-4 4 4 4M6 12h10']);
