/** Applying staged Stripe events (DESIGN §7): the `ledger.stripe-event` job is a shell over applyStripeEvent. */
export { applyStripeEvent, DeferStripeEventError, type ApplyResult, type AppliedEmit } from './apply-event';
