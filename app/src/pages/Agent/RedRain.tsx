import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/redRain: a placeholder until issue 10 builds this screen. Replace the body; keep the default export. */
export default function RedRainPage() {
  return <ComingSoon routeId="redRain" />;
}
