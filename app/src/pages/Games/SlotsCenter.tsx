/** /m/slotsCenter (spec 2): a game area, a lobby view of the hall's data (GameArea). */
import { useTranslation } from 'react-i18next';
import { GameArea } from '../../features/games/GameArea.tsx';
import { PageSuspense, preloadNamespaces } from '../../features/games/PageSuspense.tsx';

preloadNamespaces('games');

function Content() {
  const { t } = useTranslation('games');
  return <GameArea title={t('center.slotsCenter')} testId="slotsCenter" only={['RNG', 'FISH']} />;
}

export default function SlotsCenterPage() {
  return (
    <PageSuspense>
      <Content />
    </PageSuspense>
  );
}
