import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { type MarketplaceItem } from '@fanlift/core/web';
import { MARKETPLACE_MAX_QUANTITY } from '@fanlift/core/api/marketplace';
import { Icon } from '../../../ui/Icon';
import { Button, Card, Spinner } from '../../../ui';
import { Badge } from '../../../ui/feedback';
import { thumbOnMobile } from '../../../ui/thumb';

export const CATEGORY_LABEL: Record<MarketplaceItem['category'], string> = {
  experience: 'Experience',
  merch: 'Merch',
  signed: 'Signed item',
};

export function beneficiaryPath(b: NonNullable<MarketplaceItem['beneficiary']>): string {
  return b.kind === 'athlete' ? `/athletes/${b.id}` : `/universities/${b.id}`;
}

/** One item: image, what it is, whom it benefits, price, stock and a quantity + Buy form. */
export function ItemCard({
  item,
  balance,
  busy,
  disabled,
  onBuy,
}: {
  item: MarketplaceItem;
  balance: number | null;
  busy: boolean;
  disabled: boolean;
  onBuy: (quantity: number) => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const qtyId = useId();
  const titleId = useId();
  const soldOut = item.stock === 0;
  const max = Math.max(1, Math.min(item.stock, MARKETPLACE_MAX_QUANTITY));
  const total = item.priceLikes * quantity;
  const short = balance !== null && total > balance;
  return (
    <ItemBox aria-labelledby={titleId} data-testid="marketplace-item" data-item-id={item.id}>
      <Media $empty={!item.imageUrl}>
        {item.imageUrl ? (
          <img src={item.imageUrl} alt="" loading="lazy" />
        ) : (
          <span aria-hidden="true">
            <Icon name="bag" size={40} />
          </span>
        )}
      </Media>
      <Body>
        <Row>
          <Badge $tone="accent">{CATEGORY_LABEL[item.category]}</Badge>
          {soldOut ? (
            <Badge $tone="danger">Sold out</Badge>
          ) : (
            <Badge $tone={item.stock <= 3 ? 'warning' : 'neutral'}>{item.stock} left</Badge>
          )}
        </Row>
        <h3 id={titleId}>{item.title}</h3>
        {item.description && <p>{item.description}</p>}
        {item.beneficiary && (
          <Benefits>
            Benefits <Link to={beneficiaryPath(item.beneficiary)}>{item.beneficiary.name}</Link>
          </Benefits>
        )}
        <Price>
          {item.priceLikes.toLocaleString()} <span>{item.priceLikes === 1 ? 'like' : 'likes'}</span>
        </Price>
        <BuyRow
          onSubmit={(e) => {
            e.preventDefault();
            if (!soldOut && !busy && !disabled) onBuy(quantity);
          }}
        >
          <label htmlFor={qtyId}>Quantity</label>
          <select
            id={qtyId}
            value={quantity}
            disabled={soldOut}
            onChange={(e) => setQuantity(Number(e.target.value))}
          >
            {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <Button type="submit" $small disabled={soldOut || busy || disabled} aria-describedby={titleId}>
            {busy ? (
              <>
                <Spinner $size={14} aria-hidden="true" /> Buying…
              </>
            ) : soldOut ? (
              'Sold out'
            ) : (
              `Buy for ${total.toLocaleString()}`
            )}
          </Button>
        </BuyRow>
        {short && !soldOut && (
          <Short>
            You need {(total - (balance ?? 0)).toLocaleString()} more likes.{' '}
            <Link to="/wallet/add">Add likes</Link>
          </Short>
        )}
      </Body>
    </ItemBox>
  );
}

const ItemBox = styled(Card)`
  display: flex;
  flex-direction: column;
  padding: 0;
  overflow: hidden;
`;

const Media = styled.div<{ $empty: boolean }>`
  aspect-ratio: 4 / 3;
  /* On a phone (one card per row) an item without a photo gets a band, not a screen of grey. */
  ${({ theme, $empty }) => ($empty ? `${theme.media.mobile} { aspect-ratio: 16 / 5; }` : '')}
  background: ${({ theme }) => theme.colors.surfaceMuted};
  display: grid;
  place-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1;
  h3 {
    margin: 0;
    font-size: 18px;
    color: ${({ theme }) => theme.colors.navy900};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 14px;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

const Benefits = styled.div`
  font-size: 14px;
  color: ${({ theme }) => theme.colors.textMuted};
  a {
    color: ${({ theme }) => theme.colors.navy800};
    font-weight: 700;
  }
`;

const Price = styled.div`
  font-size: 22px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.navy900};
  margin-top: auto;
  span {
    font-size: 14px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const BuyRow = styled.form`
  display: flex;
  align-items: center;
  gap: 8px;
  flex-wrap: wrap;
  label {
    font-size: 14px;
    font-weight: 600;
  }
  select {
    min-height: 34px;
    ${thumbOnMobile}
    border: 1px solid ${({ theme }) => theme.colors.controlBorder};
    border-radius: ${({ theme }) => theme.radii.sm};
    padding: 0 8px;
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Short = styled.p`
  && {
    color: ${({ theme }) => theme.colors.danger};
  }
  a {
    color: inherit;
    font-weight: 700;
  }
`;
