import { expect } from 'chai';
import { loadConfig, workerConfigSchema } from '@fanlift/core/config';
import { faultsOf } from './context';

describe('worker fault injection (passed in through config, tests only)', () => {
  const config = (env: Record<string, string>) => loadConfig(workerConfigSchema, env);

  it('is off by default and read from the FAULT_* settings under NODE_ENV=test', () => {
    expect(faultsOf(config({ NODE_ENV: 'test' }))).to.deep.equal({
      holdApplyMs: 0,
      holdAfterCommitMs: 0,
      holdStripeApplyMs: 0,
    });
    expect(faultsOf(config({ NODE_ENV: 'test', FAULT_HOLD_APPLY_MS: '5000' })).holdApplyMs).to.equal(5000);
  });

  it('is refused outside tests', () => {
    for (const NODE_ENV of ['development', 'production'])
      expect(() => faultsOf(config({ NODE_ENV, FAULT_HOLD_STRIPE_APPLY_MS: '10' }))).to.throw(/tests only/);
  });
});
