import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { defaultLabels } from '@lobby/ui-kit';
import type { KitLabels } from '@lobby/ui-kit';

const kitLabelKeys = Object.keys(defaultLabels) as Array<keyof KitLabels>;

/**
 * The kit's own words from `common:kit.*`, for `<KitProvider labels={useKitLabels()}>`.
 * A key the kit adds before we translate it shows the kit's English default.
 */
export function useKitLabels(): KitLabels {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  return useMemo(() => {
    const labels = { ...defaultLabels };
    for (const key of kitLabelKeys) {
      labels[key] = t(`kit.${key}`, { defaultValue: defaultLabels[key] });
    }
    return labels;
    // t changes identity with the language; the language is named so the memo follows it
  }, [t, language]); // eslint-disable-line react-hooks/exhaustive-deps
}
