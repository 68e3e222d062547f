/**
 * The game list's shell (docs/product/home-and-games.md#game-list): the category's name with the
 * language picker, the search row, the tabs and the vendor strip. Each is a unit of hydration of its
 * own (ownBoundary): a first tap on a tile hydrates the page's frame and that tile, not these as
 * well (docs/decisions/web-server-rendering.md). Their props stay equal until they have hydrated.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { VendorEntry } from '@lobby/contract';
import { CategoryMenu, FilterIcon, GlobeIcon, SearchBox, VendorStrip } from '@lobby/ui-kit';
import { theme } from '@lobby/tokens';
import { ownBoundary } from '../../frame/ownBoundary.tsx';
import { languageInfo, useLanguageCode } from '../../i18n/index.ts';
import { useLanguageSwitch } from '../../state/hooks.ts';
import { listTabs } from './listRules.ts';
import type { ListTab } from './listRules.ts';

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  h2 {
    flex: 1;
    min-width: 0;
    margin: 0;
    font-size: ${theme.font.size.xl};
  }
`;
/* The language picker reads as one: a globe in a pill like the header's language control. */
const LanguagePick = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-height: ${theme.size.touch};
  padding-inline: ${theme.space.sm} ${theme.space.xs};
  border: 1px solid ${theme.input.border};
  border-radius: ${theme.radius.pill};
  background: ${theme.input.bg};
  color: ${theme.input.fg};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  select {
    min-height: ${theme.size.touch};
    border: 0;
    background: transparent;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
  /* The picked language's texts are loading: the globe dims until it is in. */
  &[aria-busy='true'] svg {
    opacity: 0.5;
  }
`;

const SearchRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  > :first-child {
    flex: 1;
    min-width: 0;
  }
`;
const FilterButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-height: ${theme.size.touch};
  padding: 0 ${theme.space.md};
  border: 1px solid ${theme.color.border.default};
  border-radius: ${theme.radius.pill};
  background: ${theme.color.bg.surface};
  color: ${theme.color.fg.default};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
`;
/** The category's name and the language picker. */
export const ListTop = ownBoundary(function ListTop({ title }: { title: string }) {
  const { t } = useTranslation('games');
  const language = useLanguageCode();
  const current = language === 'EN' || language === 'TY' ? undefined : languageInfo(language);
  const { picked, switchTo } = useLanguageSwitch();
  return (
    <Top>
      <h2>{title}</h2>
      <LanguagePick aria-busy={picked !== undefined}>
        <GlobeIcon />
        <select
          aria-label={t('language.label')}
          value={picked ?? language}
          onChange={(e) => switchTo(e.target.value)}
          data-testid="language-picker"
        >
          {/* docs/product/languages.md#choosing: English and Filipino, and the page's own
              language when it is another one, so the picker never names one the page is not in. */}
          {current && (
            <option value={current.code} lang={current.tag}>
              {current.nativeName}
            </option>
          )}
          <option value="EN">{t('language.EN')}</option>
          <option value="TY">{t('language.TY')}</option>
        </select>
      </LanguagePick>
    </Top>
  );
});

/** docs/product/home-and-games.md#game-list: search box (Enter submits) and the filter's button. */
export const ListSearch = ownBoundary(function ListSearch({
  initial = '',
  onSearch,
  onOpenFilter,
}: {
  /** The search the list starts with (the one the player left it with, back on the page). */
  initial?: string;
  onSearch: (gameName: string) => void;
  onOpenFilter: () => void;
}) {
  const { t } = useTranslation('games');
  const [query, setQuery] = useState(initial);
  return (
    <SearchRow>
      <SearchBox
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onSubmit={onSearch}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        data-testid="game-search"
      />
      <FilterButton type="button" aria-haspopup="dialog" onClick={onOpenFilter} data-testid="filter-open">
        <FilterIcon aria-hidden="true" />
        {t('filter.open')}
      </FilterButton>
    </SearchRow>
  );
});

/** docs/product/home-and-games.md#favourites-and-recent: tabs recent, favourites, hot (and all), a WAI-ARIA tab list controlling the list panel. */
export const ListTabs = ownBoundary(function ListTabs({
  value,
  onValueChange,
}: {
  value: ListTab;
  onValueChange: (tab: ListTab) => void;
}) {
  const { t } = useTranslation('games');
  const categories = useMemo(() => listTabs.map((tab) => ({ value: tab, label: t(`tabs.${tab}`) })), [t]);
  return (
    <div data-testid="list-tabs">
      <CategoryMenu
        categories={categories}
        value={value}
        onValueChange={onValueChange}
        aria-label={t('tabs.label')}
        panelId="list-panel"
      />
    </div>
  );
});

/** docs/product/constants.md#vendor-codes, docs/product/home-and-games.md#game-list: All plus the category's vendor logos (esport and cockfight left out). */
export const ListVendors = ownBoundary(function ListVendors({
  vendors,
  value,
  onValueChange,
}: {
  vendors: VendorEntry[];
  value: string;
  onValueChange: (vassalage: string) => void;
}) {
  const { t } = useTranslation('games');
  const items = useMemo(
    () => vendors.map((v) => ({ value: v.vassalage, name: v.accountTypeName || v.vassalage, logo: v.logoUrl })),
    [vendors],
  );
  return (
    <div data-testid="vendor-strip">
      <VendorStrip
        vendors={items}
        value={value === 'ALL' ? '' : value}
        onValueChange={onValueChange}
        aria-label={t('vendors.label')}
      />
    </div>
  );
});
