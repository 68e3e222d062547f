import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/feedback: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function FeedbackPage() {
  return <ComingSoon routeId="feedback" />;
}
