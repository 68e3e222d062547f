import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { defaultLabels } from '@lobby/ui-kit';
import type { KitLabels } from '@lobby/ui-kit';

const kitLabelKeys = Object.keys(defaultLabels) as Array<keyof KitLabels>;

/**
 * The kit's own words from `common:kit.*`, for `<KitProvider labels={useKitLabels()}>`.
 * A key the kit adds before we translate it shows the kit's English default.
 *
 * Read from the loaded bundles, the way `t` resolves a plain string: the language, then its
 * fallbacks (`i18n.languages`), an empty text counting as missing (`returnEmptyString: false`).
 * Seventy-odd `t` calls cost 34-98 ms of the frame's hydration on a throttled phone profile; the
 * kit's words are plain templates (the kit fills `{0}` itself), so nothing `t` adds applies.
 */
export function kitLabelsOf(i18n: Pick<I18n, 'languages' | 'language' | 'getResource'>): KitLabels {
  const chain = i18n.languages?.length ? i18n.languages : [i18n.language];
  const sections = chain.map((lng) => i18n.getResource(lng, 'common', 'kit') as Record<string, unknown> | undefined);
  const labels = { ...defaultLabels };
  for (const key of kitLabelKeys) {
    for (const section of sections) {
      const text = section?.[key];
      if (typeof text === 'string' && text !== '') {
        labels[key] = text;
        break;
      }
    }
  }
  return labels;
}

export function useKitLabels(): KitLabels {
  const { t, i18n } = useTranslation('common');
  const language = i18n.language;
  // t changes identity with the language and with the bundles loaded; the language is named too.
  return useMemo(() => kitLabelsOf(i18n), [t, language]); // eslint-disable-line react-hooks/exhaustive-deps
}
