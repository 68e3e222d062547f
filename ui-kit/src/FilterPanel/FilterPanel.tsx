import { useEffect, useState } from 'react';
import { Button } from '../Button/Button.tsx';
import { useLabels } from '../provider/KitProvider.tsx';
import type { GameVendor } from '../VendorStrip/VendorStrip.tsx';
import { Actions, Chip, Chips, Group, Legend, Links, Panel } from './FilterPanel.styles.ts';

/** docs/product/home-and-games.md#game-list: classifications. */
export const GAME_CLASSIFICATIONS = ['ALL', 'NEW', 'FAV', 'HOT', 'ESPORTS'] as const;
/** docs/product/home-and-games.md#game-list: minimum bet options. */
export const MIN_BETS = ['all', '0.01', '0.05', '0.1', '0.5', '0.75'] as const;
export type GameClassification = (typeof GAME_CLASSIFICATIONS)[number];
export type MinBet = (typeof MIN_BETS)[number];

/** The game-list filter, in the spec's names (docs/product/data.md#games: Filter). */
export interface GameFilter {
  /** Vendor code; '' is all vendors. */
  vassalage: string;
  gameClassify: GameClassification;
  minBet: MinBet;
}

export interface FilterPanelProps {
  /** Vendors to choose from. */
  vendors: ReadonlyArray<GameVendor>;
  /** The filter in force; the panel edits a copy until submit. */
  value: GameFilter;
  /** Classification and minimum bet only exist for RNG (docs/product/home-and-games.md#game-list). @default false */
  isRng?: boolean;
  /** Applies the edited filter. */
  onSubmit: (filter: GameFilter) => void;
  /** Called after reset put the panel back to `resetValue`. */
  onReset?: () => void;
  /** What reset returns to. @default { vassalage: '', gameClassify: 'ALL', minBet: 'all' } */
  resetValue?: GameFilter;
  /** Other categories to jump to (docs/product/home-and-games.md#game-list: links to other categories). */
  categories?: ReadonlyArray<{ value: string; label: string }>;
  /** Called with a category from the links. */
  onCategorySelect?: (value: string) => void;
  /** Words for the classification codes. @default the codes */
  classificationLabels?: Partial<Record<GameClassification, string>>;
}

const DEFAULT_FILTER: GameFilter = { vassalage: '', gameClassify: 'ALL', minBet: 'all' };

function ChipGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V;
  onChange: (v: V) => void;
}) {
  return (
    <Group>
      <Legend>{legend}</Legend>
      <Chips>
        {options.map((o) => (
          <Chip key={o.value}>
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
            />
            <span>{o.label}</span>
          </Chip>
        ))}
      </Chips>
    </Group>
  );
}

/**
 * The game list's filter sheet: vendor; for RNG also classification and minimum bet; submit,
 * reset, and links to other categories (docs/product/home-and-games.md#game-list: game list).
 */
export function FilterPanel({
  vendors,
  value,
  isRng = false,
  onSubmit,
  onReset,
  resetValue = DEFAULT_FILTER,
  categories = [],
  onCategorySelect,
  classificationLabels,
}: FilterPanelProps) {
  const labels = useLabels();
  const [draft, setDraft] = useState<GameFilter>(value);
  useEffect(() => setDraft(value), [value]);

  return (
    <Panel
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(draft);
      }}
    >
      <ChipGroup
        legend={labels.filterVendors}
        name="vassalage"
        options={[{ value: '', label: labels.allVendors }, ...vendors.map((v) => ({ value: v.value, label: v.name }))]}
        value={draft.vassalage}
        onChange={(vassalage) => setDraft((d) => ({ ...d, vassalage }))}
      />
      {isRng && (
        <>
          <ChipGroup
            legend={labels.filterClassification}
            name="gameClassify"
            options={GAME_CLASSIFICATIONS.map((c) => ({ value: c, label: classificationLabels?.[c] ?? c }))}
            value={draft.gameClassify}
            onChange={(gameClassify) => setDraft((d) => ({ ...d, gameClassify }))}
          />
          <ChipGroup
            legend={labels.filterMinBet}
            name="minBet"
            options={MIN_BETS.map((m) => ({ value: m, label: m === 'all' ? labels.allVendors : m }))}
            value={draft.minBet}
            onChange={(minBet) => setDraft((d) => ({ ...d, minBet }))}
          />
        </>
      )}
      <Actions>
        <Button
          variant="secondary"
          onClick={() => {
            setDraft(resetValue);
            onReset?.();
          }}
        >
          {labels.filterReset}
        </Button>
        <Button type="submit">{labels.filterSubmit}</Button>
      </Actions>
      {categories.length > 0 && (
        <nav aria-label={labels.filterOtherCategories}>
          <Legend as="h2">{labels.filterOtherCategories}</Legend>
          <Links>
            {categories.map((c) => (
              <li key={c.value}>
                <Button variant="ghost" size="sm" onClick={() => onCategorySelect?.(c.value)}>
                  {c.label}
                </Button>
              </li>
            ))}
          </Links>
        </nav>
      )}
    </Panel>
  );
}
