import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/help: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function HelpPage() {
  return <ComingSoon routeId="help" />;
}
