import styled from 'styled-components';
import type { MarketplaceOrder } from '@fanlift/core/web';
import { formatDateTime } from '../../../ui/format';

/** Orders as a list (a fan's own, or every order with its buyer for admins). */
export function OrderList({ orders, showBuyer }: { orders: MarketplaceOrder[]; showBuyer?: boolean }) {
  return (
    <List data-testid="marketplace-orders">
      {orders.map((o) => (
        <li key={o.id} data-testid="marketplace-order">
          <div>
            <strong>
              {o.quantity} × {o.itemTitle}
            </strong>
            <span>
              Order #{o.id} · {formatDateTime(o.createdAt)}
              {showBuyer && o.buyer ? ` · ${o.buyer.name} (${o.buyer.email})` : ''}
            </span>
          </div>
          <Total>{o.totalLikes.toLocaleString()} likes</Total>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 12px;
    padding: 12px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li > div:first-child {
    display: flex;
    flex-direction: column;
    gap: 2px;
    /* A buyer's long e-mail address wraps instead of pushing the total off a 360 px phone. */
    min-width: 0;
    overflow-wrap: anywhere;
  }
  span {
    font-size: 14px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Total = styled.div`
  flex-shrink: 0;
  font-weight: 800;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.navy900};
`;
