import { GatedPage } from '../../features/member/GatedPage.tsx';
import { TransactionRecord } from '../../features/money/Reports.tsx';

/** Route 'transactionRecord' (spec 2), for real accounts only (spec 6). */
export default function TransactionRecordPage() {
  return <GatedPage>{() => <TransactionRecord />}</GatedPage>;
}
