/**
 * spec 2 filter panel: vendors; for RNG, classification (ALL/NEW/FAV/HOT/ESPORTS) and minimum bet
 * (all/0.01/0.05/0.1/0.5/0.75); submit; reset; links to other categories. Edits a draft; submit
 * applies it. TODO(kit): FilterPanel — switch when the kit part lands.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { GameCategory, GameClassify, VendorEntry } from '@lobby/contract';
import { gameCategories } from '@lobby/contract';
import { Button } from '@lobby/ui-kit';
import { Sheet } from '../home/Sheet.tsx';
import { classifications, defaultClassify, minBetChoices } from './listRules.ts';
import type { ListFilter, MinBet } from './listRules.ts';

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;
const Chip = styled.button<{ $on: boolean }>`
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ $on, theme }) => ($on ? theme.color.border.focus : theme.color.border.default)};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $on, theme }) => ($on ? theme.color.bg.accent : 'transparent')};
  color: ${({ $on, theme }) => ($on ? theme.color.fg.onAccent : theme.color.fg.default)};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
`;
const Actions = styled.div`
  display: grid;
  grid-template-columns: 1fr 2fr;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
`;
const Others = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  h3 {
    width: 100%;
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.touch};
    color: ${({ theme }) => theme.color.fg.link};
  }
`;

export interface FilterPanelProps {
  open: boolean;
  filter: ListFilter;
  vendors: readonly VendorEntry[];
  onApply: (f: Pick<ListFilter, 'vassalage' | 'gameClassify' | 'minBet'>) => void;
  onClose: () => void;
}

export function FilterPanel({ open, filter, vendors, onApply, onClose }: FilterPanelProps) {
  const { t } = useTranslation('games');
  const [vassalage, setVassalage] = useState(filter.vassalage);
  const [classify, setClassify] = useState<GameClassify>(filter.gameClassify);
  const [minBet, setMinBet] = useState<MinBet>(filter.minBet);
  useEffect(() => {
    if (!open) return;
    setVassalage(filter.vassalage);
    setClassify(filter.gameClassify);
    setMinBet(filter.minBet);
  }, [open, filter]);
  const rng = filter.gameType === 'RNG';
  const others = gameCategories.filter((c: GameCategory) => c !== filter.gameType);
  return (
    <Sheet open={open} title={t('filter.title')} closeLabel={t('filter.close')} onClose={onClose} testId="filter-panel">
      <Group>
        <legend>{t('filter.vendors')}</legend>
        <Chips>
          {[{ vassalage: 'ALL', accountTypeName: t('filter.all') }, ...vendors].map((v) => (
            <Chip
              key={v.vassalage}
              type="button"
              $on={vassalage === v.vassalage}
              aria-pressed={vassalage === v.vassalage}
              onClick={() => setVassalage(v.vassalage)}
            >
              {v.vassalage === 'ALL' ? t('filter.all') : v.vassalage}
            </Chip>
          ))}
        </Chips>
      </Group>
      {rng && (
        <>
          <Group>
            <legend>{t('filter.classification')}</legend>
            <Chips>
              {classifications.map((c) => (
                <Chip
                  key={c}
                  type="button"
                  $on={classify === c}
                  aria-pressed={classify === c}
                  onClick={() => setClassify(c)}
                >
                  {t(`classify.${c}`)}
                </Chip>
              ))}
            </Chips>
          </Group>
          <Group>
            <legend>{t('filter.minBet')}</legend>
            <Chips>
              {minBetChoices.map((m) => (
                <Chip key={m} type="button" $on={minBet === m} aria-pressed={minBet === m} onClick={() => setMinBet(m)}>
                  {m === 'all' ? t('filter.all') : m}
                </Chip>
              ))}
            </Chips>
          </Group>
        </>
      )}
      <Actions>
        <Button
          variant="secondary"
          onClick={() => {
            setVassalage('ALL');
            setClassify(defaultClassify(filter.gameType, filter.tab));
            setMinBet('all');
          }}
        >
          {t('filter.reset')}
        </Button>
        <Button onClick={() => onApply({ vassalage, gameClassify: classify, minBet })}>{t('filter.submit')}</Button>
      </Actions>
      <Others aria-labelledby="filter-others">
        <h3 id="filter-others">{t('filter.otherCategories')}</h3>
        {others.map((c) => (
          <Link key={c} to={`/m/gameList?gameType=${c}`} onClick={onClose}>
            {t(`category.${c}`)}
          </Link>
        ))}
      </Others>
    </Sheet>
  );
}
