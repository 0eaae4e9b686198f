import { useCallback, useState } from 'react';
import type { CommandResult } from '@fanlift/core/web';
import { useCommand } from '../../api/commands';
import { apiCall, apiKey, useApi } from '../../api/routes';

export const ITEMS_KEY = apiKey('GET /api/marketplace/items', {});
export const ORDERS_KEY = apiKey('GET /api/marketplace/orders', {});
export const ADMIN_ITEMS_KEY = apiKey('GET /api/admin/marketplace/items', {});
export const ADMIN_ORDERS_KEY = apiKey('GET /api/admin/marketplace/orders', {});

export const useMarketplaceItems = () => useApi('GET /api/marketplace/items', {});
export const useMyOrders = () => useApi('GET /api/marketplace/orders', {});
export const useAdminItems = () => useApi('GET /api/admin/marketplace/items', {});
export const useAdminOrders = () => useApi('GET /api/admin/marketplace/orders', {});

const MESSAGES = {
  pending: 'Your likes are queued and will be sent shortly. Check your wallet in a moment.',
  failed: 'The purchase failed.',
};

/**
 * Buy an item: POST /api/marketplace/purchase with the item and quantity only (the server prices it) and one
 * Idempotency-Key per intent (the command client keeps it while the outcome is unknown: network error, still
 * pending) so a retry can never buy twice. The new balance reaches the header through the socket's wallet:balance.
 */
export function usePurchase() {
  const { run } = useCommand();
  const [buyingId, setBuyingId] = useState<number | null>(null);

  const buy = useCallback(
    async (itemId: number, quantity: number): Promise<CommandResult<'spend'>> => {
      setBuyingId(itemId);
      try {
        return await run(
          'spend',
          `${itemId}x${quantity}`,
          (key) =>
            apiCall('POST /api/marketplace/purchase', {
              query: { wait: '1' },
              body: { itemId, quantity },
              headers: { 'Idempotency-Key': key },
            }),
          MESSAGES,
        );
      } finally {
        setBuyingId(null);
      }
    },
    [run],
  );
  return { buy, buyingId };
}
