/**
 * The game hall is drawn by the browser when it comes near (Home.tsx), not sent in the server's
 * HTML; what it needs is. While the home renders on the server this asks for the vendor config, the
 * first tab's games and the hall's texts, so they travel in the page's data block and the hall
 * draws at once, asking nothing (docs/decisions/web-server-rendering.md).
 */
import { useTranslation } from 'react-i18next';
import { useVendorConfig } from '../games/useVendorConfig.ts';
import { hallTabs, initialHallTab } from '../games/hallRules.ts';
import { useLanguageCode } from '../../i18n/index.ts';
import { useFirstScreen } from '../../state/firstScreen.ts';
import { hallGamesKey, loadHallGames } from './hallData.ts';

/** The server's alone; draws nothing (nor does the browser in its place, so hydration agrees). */
export default function HallData() {
  // The texts a render reads are the ones the page carries (ssr/pageData.ts).
  useTranslation(['home', 'games']);
  const { config } = useVendorConfig();
  const language = useLanguageCode();
  const category = config ? hallTabs(config)[initialHallTab]?.category : undefined;
  useFirstScreen(category ? hallGamesKey(category, language) : null, (signal) =>
    category ? loadHallGames(category, language, signal) : Promise.resolve([]),
  );
  return null;
}
