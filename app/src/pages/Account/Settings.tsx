import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/set: a placeholder until issue 7 builds this screen. Replace the body; keep the default export. */
export default function SettingsPage() {
  return <ComingSoon routeId="set" />;
}
