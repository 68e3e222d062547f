import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/register: a placeholder until issue 7 builds this screen. Replace the body; keep the default export. */
export default function RegisterPage() {
  return <ComingSoon routeId="register" />;
}
