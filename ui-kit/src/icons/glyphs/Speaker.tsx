import { createIcon } from '../Icon.tsx';

export const SpeakerIcon = createIcon('Speaker', [
  'M4 9.5h3.5L13 5v14l-5.5-4.5H4z',
  'M16.5 9a4 4 0 0 1 0 6M19 6.5a7.5 7.5 0 0 1 0 11',
]);
