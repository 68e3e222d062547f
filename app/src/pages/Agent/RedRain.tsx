import { GatedPage } from '../../features/member/GatedPage.tsx';
import { RedRainGame } from '../../features/member/RedRain.tsx';

/** Route 'redRain' (spec 2), for real accounts only (spec 6). */
export default function RedRainPage() {
  return <GatedPage>{() => <RedRainGame />}</GatedPage>;
}
