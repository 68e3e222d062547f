import { ComingSoon } from '../../frame/ComingSoon.tsx';

/** /m/transaction/record: a placeholder until issue 9 builds this screen. Replace the body; keep the default export. */
export default function TransactionRecordPage() {
  return <ComingSoon routeId="transactionRecord" />;
}
