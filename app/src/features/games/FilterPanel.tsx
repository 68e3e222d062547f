/**
 * docs/product/home-and-games.md#game-list filter panel: the kit's FilterPanel (vendors; for RNG, classification ALL/NEW/FAV/HOT/
 * ESPORTS and minimum bet all/0.01/0.05/0.1/0.5/0.75; submit; reset; links to other categories)
 * in the kit's Modal (focus trapped, Escape closes). It edits a draft; submit applies it.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GameCategory, VendorEntry } from '@lobby/contract';
import { gameCategories } from '@lobby/contract';
import { FilterPanel as KitFilterPanel, Modal } from '@lobby/ui-kit';
import type { GameFilter } from '@lobby/ui-kit';
import { KitWords } from '../shared/KitWords.tsx';
import { defaultClassify } from './listRules.ts';
import type { ListFilter } from './listRules.ts';

export interface FilterPanelProps {
  open: boolean;
  filter: ListFilter;
  vendors: VendorEntry[];
  onApply: (f: Pick<ListFilter, 'vassalage' | 'gameClassify' | 'minBet'>) => void;
  onClose: () => void;
}

/** The app's 'ALL' vendor is the kit's ''. */
const toKit = (f: ListFilter): GameFilter => ({
  vassalage: f.vassalage === 'ALL' ? '' : f.vassalage,
  gameClassify: f.gameClassify,
  minBet: f.minBet,
});

export function FilterPanel({ open, filter, vendors, onApply, onClose }: FilterPanelProps) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const labels = useMemo(
    () => ({
      filterVendors: t('filter.vendors'),
      filterClassification: t('filter.classification'),
      filterMinBet: t('filter.minBet'),
      filterSubmit: t('filter.submit'),
      filterReset: t('filter.reset'),
      filterOtherCategories: t('filter.otherCategories'),
      allVendors: t('filter.all'),
      close: t('filter.close'),
    }),
    [t],
  );
  const value = useMemo(() => toKit(filter), [filter]);
  const others = gameCategories.filter((c: GameCategory) => c !== filter.gameType);
  return (
    <KitWords labels={labels}>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (!next) onClose();
        }}
        title={t('filter.title')}
      >
        <KitFilterPanel
          vendors={vendors.map((v) => ({ value: v.vassalage, name: v.accountTypeName || v.vassalage }))}
          value={value}
          isRng={filter.gameType === 'RNG'}
          // docs/product/states.md#game-list: reset clears vendor and min bet; classification goes back to the tab's default
          resetValue={{ vassalage: '', minBet: 'all', gameClassify: defaultClassify(filter.gameType, filter.tab) }}
          classificationLabels={{
            ALL: t('classify.ALL'),
            NEW: t('classify.NEW'),
            FAV: t('classify.FAV'),
            HOT: t('classify.HOT'),
            ESPORTS: t('classify.ESPORTS'),
          }}
          categories={others.map((c) => ({ value: c, label: t(`category.${c}`) }))}
          onCategorySelect={(c) => {
            onClose();
            navigate(`/m/gameList?gameType=${c}`);
          }}
          onSubmit={(f) => onApply({ vassalage: f.vassalage || 'ALL', gameClassify: f.gameClassify, minBet: f.minBet })}
        />
      </Modal>
    </KitWords>
  );
}
