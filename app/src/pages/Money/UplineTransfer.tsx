import { GatedPage } from '../../features/member/GatedPage.tsx';
import { UplineTransferView } from '../../features/money/Other.tsx';

/** Route 'uplineTransfer' (spec 2), for real accounts only (spec 6). */
export default function UplineTransferPage() {
  return <GatedPage>{() => <UplineTransferView />}</GatedPage>;
}
