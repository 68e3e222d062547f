export { SegmentedTabs } from './SegmentedTabs.tsx';
export type { SegmentedTab, SegmentedTabsProps } from './SegmentedTabs.tsx';
