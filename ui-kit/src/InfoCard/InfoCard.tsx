import { ChevronRightIcon, UserIcon } from '../icons/index.ts';
import { format } from '../provider/labels.ts';
import { useKit, useLabels } from '../provider/KitProvider.tsx';
import { Avatar, Body, Card, Chevron, Join, Name, NameRow, Vip } from './InfoCard.styles.ts';

export interface InfoCardProps {
  /** The account name. */
  name: string;
  /** VIP label, if any (e.g. 'VIP 3'). */
  vipLabel?: string;
  /** The site's name, filled into {0}. */
  siteName: string;
  /** Days since registration (regDate), filled into {1}. */
  days: number;
  /** The sentence (docs/product/member.md#member-center: 'Join {0} on the {1} day'). @default the kit's joinDays label */
  joinTemplate?: string;
  /** Profile picture (local or data: URL). */
  avatarUrl?: string;
  /** Makes the card a button (docs/product/member.md#member-center: taps to benefits or member center). */
  onSelect?: () => void;
}

/** The member center's logged-in card: name, VIP label and days since joining. */
export function InfoCard({ name, vipLabel, siteName, days, joinTemplate, avatarUrl, onSelect }: InfoCardProps) {
  const labels = useLabels();
  const { locale } = useKit();
  const content = (
    <>
      <Avatar>{avatarUrl ? <img src={avatarUrl} alt="" /> : <UserIcon size="md" />}</Avatar>
      <Body>
        <NameRow>
          <Name>{name}</Name>
          {vipLabel && <Vip>{vipLabel}</Vip>}
        </NameRow>
        <Join>{format(locale, joinTemplate ?? labels.joinDays, siteName, days)}</Join>
      </Body>
      {onSelect && (
        <Chevron>
          <ChevronRightIcon size="sm" />
        </Chevron>
      )}
    </>
  );
  return onSelect ? (
    <Card as="button" type="button" onClick={onSelect}>
      {content}
    </Card>
  ) : (
    <Card>{content}</Card>
  );
}
