import { expect } from 'chai';
import { startProcess, type ProcessName } from '../helpers/processes';

describe('processes: graceful shutdown on SIGTERM', function () {
  this.timeout(60_000);

  for (const name of ['api', 'worker', 'realtime', 'web'] as ProcessName[]) {
    it(`${name} answers /healthz, then exits 0 within 10 s of SIGTERM`, async () => {
      // web's /readyz needs api and realtime behind it; alone it is alive (healthz) but not ready.
      const proc = await startProcess(name, {}, { readyPath: name === 'web' ? '/healthz' : '/readyz' });
      const health = await fetch(`${proc.url}/healthz`);
      expect(health.status).to.equal(200);
      const started = Date.now();
      const code = await proc.kill('SIGTERM');
      const took = Date.now() - started;
      expect(code, proc.output()).to.equal(0);
      expect(took).to.be.lessThan(10_000);
    });
  }
});
