/**
 * A horizontally scrolling tab list (game hall categories, game list tabs). Arrow keys move
 * between tabs (WAI-ARIA tabs pattern). TODO(kit): CategoryMenu — switch when the kit part lands.
 */
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import styled from 'styled-components';

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.xxs} 0;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
`;
const Tab = styled.button<{ $on: boolean }>`
  flex: none;
  min-height: ${({ theme }) => theme.size.touch};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ $on, theme }) => ($on ? theme.color.bg.accent : theme.color.bg.surface)};
  color: ${({ $on, theme }) => ($on ? theme.color.fg.onAccent : theme.color.fg.default)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ $on, theme }) => ($on ? theme.font.weight.bold : theme.font.weight.medium)};
  white-space: nowrap;
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.duration.fast};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 2px;
  }
`;

export interface CategoryTabsProps<V extends string> {
  items: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  label: string;
  /** id prefix for tab/panel wiring. */
  idPrefix: string;
  testId?: string;
}

export function CategoryTabs<V extends string>({
  items,
  value,
  onChange,
  label,
  idPrefix,
  testId,
}: CategoryTabsProps<V>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (i + step + items.length) % items.length;
    refs.current[next]?.focus();
    onChange(items[next]!.value);
  };
  return (
    <List role="tablist" aria-label={label} data-testid={testId}>
      {items.map((item, i) => {
        const on = item.value === value;
        return (
          <Tab
            key={item.value}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${item.value}`}
            aria-selected={on}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={on ? 0 : -1}
            $on={on}
            onClick={() => onChange(item.value)}
            onKeyDown={(e) => onKey(e, i)}
            data-value={item.value}
          >
            {item.label}
          </Tab>
        );
      })}
    </List>
  );
}
