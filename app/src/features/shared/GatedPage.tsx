/** A page that needs a real account (docs/product/roles.md#trial-user): guests go to login, trial users get free_reject. */
import type { ComponentType, ReactNode } from 'react';
import { PageSkeleton, PageFrame } from './layout.tsx';
import { useMemberGate } from './useMemberGate.ts';

function Gate({ children }: { children: () => ReactNode }) {
  const session = useMemberGate();
  return session ? <>{children()}</> : <PageSkeleton />;
}

export function GatedPage({ children }: { children: () => ReactNode }) {
  return (
    <PageFrame>
      <Gate>{children}</Gate>
    </PageFrame>
  );
}

/**
 * A route screen of a view for real accounts only (docs/product/roles.md#trial-user):
 * `export const BenefitsPage = gated(VipRoom)`. A route's screen made with it needs no more words on that.
 */
export const gated = (View: ComponentType) =>
  function GatedScreen() {
    return <GatedPage>{() => <View />}</GatedPage>;
  };
