import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { ApiConfig } from '@fanlift/core/config';

/**
 * The one place the api talks to Stripe. With STRIPE_SECRET_KEY it creates real Checkout Sessions; without it
 * the local checkout stands in (DESIGN §7). Either way webhooks are verified with STRIPE_WEBHOOK_SECRET, and the
 * local checkout signs its events with the same secret, exactly as Stripe does.
 */
export type PaymentMode = 'stripe' | 'local';

export interface CreateSessionInput {
  kind: 'purchase' | 'guest_like';
  likes: number;
  unitPriceCents: number;
  currency: string;
  successUrl: string;
  cancelUrl: string;
  customerEmail?: string | null;
  clientReferenceId: string;
  metadata: Record<string, string>;
  description: string;
}

export interface CreatedSession {
  id: string;
  url: string | null;
}

export interface StripeGateway {
  mode: PaymentMode;
  createCheckoutSession(input: CreateSessionInput): Promise<CreatedSession>;
  /** Verify a webhook body against its Stripe-Signature header; throws on any mismatch or a stale timestamp. */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): Stripe.Event;
  /** A Stripe-Signature header for `payload` (local checkout, tests, bench). */
  sign(payload: string, timestamp?: number): string;
}

export class WebhookSignatureError extends Error {
  code = 'invalid_signature' as const;
}

/** A Stripe-looking object id: prefix + 24 random base62-ish characters. */
export function stripeLikeId(prefix: 'evt' | 'cs' | 'pi' | 'ch' | 're' | 'dp', tag = 'local'): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(24);
  let s = '';
  for (const b of bytes) s += alphabet[b % alphabet.length];
  return `${prefix}_${tag}_${s}`;
}

export function signStripePayload(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

export function createStripeGateway(
  config: Pick<
    ApiConfig,
    'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_API_URL' | 'STRIPE_WEBHOOK_TOLERANCE_SECONDS'
  >,
): StripeGateway {
  const secret = config.STRIPE_WEBHOOK_SECRET;
  const tolerance = config.STRIPE_WEBHOOK_TOLERANCE_SECONDS ?? 300;
  let client: Stripe | null = null;
  if (config.STRIPE_SECRET_KEY) {
    const api = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
    client = new Stripe(config.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 2,
      timeout: 15_000,
      appInfo: { name: 'Fanlift' },
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  return {
    mode: client ? 'stripe' : 'local',

    async createCheckoutSession(input) {
      if (!client) {
        return { id: stripeLikeId('cs'), url: null };
      }
      const session = await client.checkout.sessions.create({
        mode: 'payment',
        client_reference_id: input.clientReferenceId,
        customer_email: input.customerEmail ?? undefined,
        line_items: [
          {
            quantity: input.likes,
            price_data: {
              currency: input.currency,
              unit_amount: input.unitPriceCents,
              product_data: { name: 'Fanlift like', description: input.description },
            },
          },
        ],
        metadata: input.metadata,
        payment_intent_data: { metadata: input.metadata, description: input.description },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      });
      return { id: session.id, url: session.url ?? null };
    },

    verifyWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('Missing Stripe-Signature header');
      try {
        return Stripe.webhooks.constructEvent(rawBody, signature, secret, tolerance);
      } catch (err) {
        throw new WebhookSignatureError((err as Error).message);
      }
    },

    sign(payload, timestamp) {
      return signStripePayload(payload, secret, timestamp);
    },
  };
}
