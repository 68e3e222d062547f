import { GatedPage } from '../../features/member/GatedPage.tsx';
import { GameRecord } from '../../features/money/Reports.tsx';

/** Route 'gameRecord' (spec 2), for real accounts only (spec 6). */
export default function GameRecordPage() {
  return <GatedPage>{() => <GameRecord />}</GatedPage>;
}
