import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/home: a placeholder until issue 8 builds this screen. Replace the body; keep the default export. */
export default function HomePage() {
  return <ComingSoon routeId="home" />;
}
