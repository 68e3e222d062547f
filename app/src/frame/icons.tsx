/**
 * The two glyphs the kit's icon set has no match for (coming soon, maintenance), drawn with the
 * kit's createIcon so they share its grid and stroke; AlertIcon and GlobeIcon are the kit's own,
 * re-exported for the outcome pages that import them from here.
 */
import { createIcon } from '@lobby/ui-kit';

export { AlertIcon, GlobeIcon } from '@lobby/ui-kit';

export const ToolIcon = createIcon(
  'Tool',
  <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4 2.5-2.5z" />,
);
export const SparkIcon = createIcon(
  'Spark',
  <path d="M12 3v4M12 17v4M3 12h4M17 12h4M5.6 5.6l2.8 2.8M15.6 15.6l2.8 2.8M5.6 18.4l2.8-2.8M15.6 8.4l2.8-2.8" />,
);
