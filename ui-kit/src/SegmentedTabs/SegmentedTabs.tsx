import type { ReactNode } from 'react';
import { useKit } from '../provider/KitProvider.tsx';
import { Panel, Tab, TabList, Tabs } from './SegmentedTabs.styles.ts';

export interface SegmentedTab<V extends string = string> {
  /** Stable key, e.g. 'username' or 'mobile' (docs/product/accounts.md#registration: registration and login methods). */
  value: V;
  /** Visible tab text. */
  label: string;
  /** The panel shown while this tab is active. */
  content: ReactNode;
  /** Greys out the tab. @default false */
  disabled?: boolean;
}

export interface SegmentedTabsProps<V extends string = string> {
  /** The tabs; one tab still renders a panel, and shows no switcher. */
  items: ReadonlyArray<SegmentedTab<V>>;
  /** The active tab (controlled). */
  value: V;
  /** Called with the new tab's value. */
  onValueChange: (value: V) => void;
  /** Accessible name of the tab list, e.g. 'Login method'. */
  'aria-label': string;
  /** Keep inactive panels mounted (hidden) so typed values survive a switch. @default false */
  keepMounted?: boolean;
}

/**
 * Two or three segments that switch a form between methods: username / mobile number, username /
 * SMS. Real tabs semantics from Radix (arrow keys, roles, aria-selected); direction from the kit.
 */
export function SegmentedTabs<V extends string = string>({
  items,
  value,
  onValueChange,
  'aria-label': ariaLabel,
  keepMounted = false,
}: SegmentedTabsProps<V>) {
  const { dir } = useKit();
  return (
    <Tabs value={value} onValueChange={(v) => onValueChange(v as V)} dir={dir} activationMode="automatic">
      <TabList aria-label={ariaLabel} hidden={items.length < 2}>
        {items.map((item) => (
          <Tab key={item.value} value={item.value} disabled={item.disabled}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <Panel key={item.value} value={item.value} forceMount={keepMounted || undefined} hidden={item.value !== value}>
          {item.content}
        </Panel>
      ))}
    </Tabs>
  );
}
