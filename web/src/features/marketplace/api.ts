import { useCallback, useRef, useState } from 'react';
import useSWR from 'swr';
import type { CommandView, MarketplaceItemList, MarketplaceOrderList } from '@fanlift/core/web';
import { ApiError, apiFetch } from '../../api/client';
import { newIdempotencyKey, waitForCommand } from '../../shared/send-likes/useSendLikes';
import { useSocket } from '../../socket';

export const ITEMS_KEY = '/marketplace/items';
export const ORDERS_KEY = '/marketplace/orders';
export const ADMIN_ITEMS_KEY = '/admin/marketplace/items';
export const ADMIN_ORDERS_KEY = '/admin/marketplace/orders';

export const useMarketplaceItems = () => useSWR<MarketplaceItemList, ApiError>(ITEMS_KEY);
export const useMyOrders = () => useSWR<MarketplaceOrderList, ApiError>(ORDERS_KEY);
export const useAdminItems = () => useSWR<MarketplaceItemList, ApiError>(ADMIN_ITEMS_KEY);
export const useAdminOrders = () => useSWR<MarketplaceOrderList, ApiError>(ADMIN_ORDERS_KEY);

export interface PurchaseResult {
  orderId: number;
  likes: number;
  balance: number;
}

interface Intent {
  key: string;
  sig: string;
}

/**
 * Buy an item: POST /marketplace/purchase with the item and quantity only (the server prices it) and one
 * Idempotency-Key per intent, kept when the outcome is unknown (network error, still pending) so a retry can
 * never buy twice. The new balance reaches the header through the socket's wallet:balance.
 */
export function usePurchase() {
  const { socket } = useSocket();
  const intent = useRef<Intent | null>(null);
  const [buyingId, setBuyingId] = useState<number | null>(null);

  const buy = useCallback(
    async (itemId: number, quantity: number): Promise<PurchaseResult> => {
      const sig = `${itemId}x${quantity}`;
      if (!intent.current || intent.current.sig !== sig) intent.current = { key: newIdempotencyKey(), sig };
      const current = intent.current;
      setBuyingId(itemId);
      try {
        let c = await apiFetch<CommandView>('/marketplace/purchase', {
          method: 'POST',
          query: { wait: 1 },
          body: { itemId, quantity },
          headers: { 'Idempotency-Key': current.key },
        });
        if (c.status === 'pending') c = (await waitForCommand(socket, c.commandId)) as CommandView;
        if (c.status === 'failed')
          throw new ApiError(409, c.error?.code ?? 'failed', c.error?.message ?? 'The purchase failed.');
        intent.current = null;
        const r = c.result as unknown as PurchaseResult;
        return r;
      } catch (err) {
        if (err instanceof ApiError && err.status >= 400 && err.status < 500 && intent.current === current)
          intent.current = null;
        throw err;
      } finally {
        setBuyingId(null);
      }
    },
    [socket],
  );
  return { buy, buyingId };
}
