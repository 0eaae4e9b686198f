import { expect } from 'chai';
import { QUEUES } from '@fanlift/core';
import { readWorkerConfig } from './config';

describe('worker config: WORKER_QUEUES', () => {
  it('works every queue by default', () => {
    expect(readWorkerConfig({}).WORKER_QUEUES).to.deep.equal([...QUEUES]);
  });

  it('takes a comma list (spaces and repeats ignored)', () => {
    expect(readWorkerConfig({ WORKER_QUEUES: ' email, email ,games' }).WORKER_QUEUES).to.deep.equal([
      'email',
      'games',
    ]);
  });

  it('refuses an unknown queue or an empty list at boot', () => {
    expect(() => readWorkerConfig({ WORKER_QUEUES: 'ledger,mail' })).to.throw(/WORKER_QUEUES/);
    expect(() => readWorkerConfig({ WORKER_QUEUES: ' , ' })).to.throw(/WORKER_QUEUES/);
  });
});
