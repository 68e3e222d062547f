/**
 * Gives a kit part more specific words than the app-wide kit labels (e.g. "Previous notice"
 * instead of "Previous"), keeping the app's locale, direction and motion preference.
 */
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { KitProvider, useKit } from '@lobby/ui-kit';
import type { KitLabels } from '@lobby/ui-kit';

export interface KitWordsProps {
  /** The words to override for the parts inside. */
  labels: Partial<KitLabels>;
  children: ReactNode;
}

export function KitWords({ labels, children }: KitWordsProps) {
  const kit = useKit();
  const merged = useMemo(() => ({ ...kit.labels, ...labels }), [kit.labels, labels]);
  return (
    <KitProvider locale={kit.locale} dir={kit.dir} motion={kit.motion} labels={merged}>
      {children}
    </KitProvider>
  );
}
