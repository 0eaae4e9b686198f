import { expect } from 'chai';
import { JOBS } from '@fanlift/core';
import { assertHandlersComplete, handlers, jobNamesOf } from './registry';

describe('worker handler registry (DESIGN §3)', () => {
  it('has a handler for every job name of the job map', () => {
    expect(() => assertHandlersComplete()).to.not.throw();
    expect(Object.keys(handlers).sort()).to.deep.equal(Object.keys(JOBS).sort());
  });

  it('refuses to start when a job name has no handler', () => {
    const partial: Record<string, unknown> = { ...handlers };
    delete partial['email.send'];
    expect(() => assertHandlersComplete(partial)).to.throw(/no handler for job\(s\) email\.send/);
  });

  it('routes jobs to their queue', () => {
    expect(jobNamesOf('email')).to.have.members(['email.send', 'updates.fan-out', 'thanks.fan-out']);
    expect(jobNamesOf('ledger')).to.include('ledger.apply-command');
  });
});
