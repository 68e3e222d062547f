export { QuickActions } from './QuickActions.tsx';
export type { QuickActionKey, QuickActionsProps } from './QuickActions.tsx';
