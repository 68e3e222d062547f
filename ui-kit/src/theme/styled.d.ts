import 'styled-components';
import type { LobbyTheme } from '@lobby/tokens';

declare module 'styled-components' {
  // The theme's values are var(--...) strings; the brand is an attribute on the root.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends LobbyTheme {}
}
