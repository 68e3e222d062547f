/** /m/gameLobby (spec 2): a game area, a lobby view of the hall's data (GameArea). */
import { useTranslation } from 'react-i18next';
import { GameArea } from '../../features/games/GameArea.tsx';
import { PageSuspense, preloadNamespaces } from '../../features/games/PageSuspense.tsx';

preloadNamespaces('games');

function Content() {
  const { t } = useTranslation('games');
  return <GameArea title={t('center.gameLobby')} testId="gameLobby" />;
}

export default function GameLobbyPage() {
  return (
    <PageSuspense>
      <Content />
    </PageSuspense>
  );
}
