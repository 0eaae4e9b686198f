import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import supertest from 'supertest';
import type { TestApi } from '../helpers/api';
import { freePort } from '../helpers/ports';
import { startProcess, type ProcessName, type RunningProcess } from '../helpers/processes';
import { connectSocket, type ClientSocket } from '../helpers/sockets';
import { createTestGame } from '../helpers/games';
import { waitFor } from '../helpers/wait';
import { createAthlete, sessionCookie, signedInFan } from '../factories';

/** Issue 17: Prometheus /metrics on every process, on its own 127.0.0.1 port, never on the public one. */
describe('metrics: /metrics on api, worker, realtime and web', function () {
  this.timeout(120_000);
  const procs: Partial<Record<ProcessName, RunningProcess>> = {};
  const metricsPort: Partial<Record<ProcessName, number>> = {};
  let socket: ClientSocket | undefined;
  let web: TestApi;

  const scrape = async (name: ProcessName) => {
    const res = await fetch(`http://127.0.0.1:${metricsPort[name]}/metrics`);
    expect(res.status, `${name} /metrics`).to.equal(200);
    return res.text();
  };
  /** The value of one sample (`name{labels} value`), or null when absent. */
  const sample = (text: string, line: RegExp) => {
    const hit = text.split('\n').find((l) => line.test(l));
    return hit ? Number(hit.split(' ').pop()) : null;
  };

  before(async () => {
    for (const name of ['api', 'worker', 'realtime', 'web'] as const) metricsPort[name] = await freePort();
    const env = (name: ProcessName) => ({ METRICS_PORT: String(metricsPort[name]) });
    [procs.api, procs.worker, procs.realtime] = await Promise.all([
      startProcess('api', env('api')),
      startProcess('worker', env('worker')),
      startProcess('realtime', env('realtime')),
    ]);
    procs.web = await startProcess('web', {
      ...env('web'),
      API_URL: procs.api.url,
      REALTIME_URL: procs.realtime.url,
    });
    const url = procs.web.url;
    web = {
      url,
      agent: () => supertest.agent(url).set('X-Requested-With', 'XMLHttpRequest'),
    } as unknown as TestApi;
  });

  after(async () => {
    socket?.close();
    await Promise.all(Object.values(procs).map((p) => p?.kill('SIGTERM')));
  });

  it('counts requests by route, commands and journals, queue depth, job latency, sockets and chat messages', async () => {
    // Traffic through the one origin: a send-likes command, a socket, a chat message.
    const fan = await signedInFan(web, 20, { tag: 'metrics' });
    const athlete = await createAthlete();
    const sent = await fan.agent
      .post('/api/likes/send?wait=1')
      .set('X-Requested-With', 'XMLHttpRequest')
      .set('Idempotency-Key', randomUUID())
      .send({ athleteId: athlete.id, likes: 2 });
    expect(sent.status, JSON.stringify(sent.body)).to.equal(200);
    const chatter = await sessionCookie(web, 'metrics-chat');
    socket = await connectSocket(procs.realtime!.url, chatter.cookie);
    const gameId = await createTestGame('football');
    expect(await socket.timeout(5_000).emitWithAck('game:join', { gameId })).to.deep.equal({ ok: true });
    expect(await socket.timeout(10_000).emitWithAck('chat:send', { gameId, text: 'metrics!' })).to.deep.equal(
      { ok: true },
    );

    const api = await scrape('api');
    expect(
      sample(api, /^fanlift_http_request_duration_seconds_count\{.*route="\/api\/likes\/send".*status="200"/),
    ).to.be.at.least(1);
    expect(api).to.match(/^nodejs_eventloop_lag_seconds\{process="api"\} /m);

    const worker = await waitFor(
      async () => {
        const t = await scrape('worker');
        return sample(t, /^fanlift_commands_total\{kind="send-likes",outcome="applied"/) ? t : null;
      },
      { timeout: 10_000, message: 'worker counted the command' },
    );
    expect(sample(worker, /^fanlift_ledger_journals_total\{source="command"/)).to.be.at.least(1);
    expect(
      sample(worker, /^fanlift_job_latency_seconds_count\{.*queue="ledger".*outcome="completed"/),
    ).to.be.at.least(1);
    expect(worker).to.match(/^fanlift_queue_jobs\{queue="ledger",state="waiting",process="worker"\} \d+/m);
    expect(worker).to.match(/^nodejs_eventloop_lag_seconds\{process="worker"\} /m);

    const realtime = await scrape('realtime');
    expect(sample(realtime, /^fanlift_sockets_connected\{/)).to.be.at.least(1);
    expect(sample(realtime, /^fanlift_chat_messages_total\{/)).to.be.at.least(1);

    const webText = await scrape('web');
    expect(
      sample(
        webText,
        /^fanlift_http_request_duration_seconds_count\{.*route="api \(proxied\)".*status="200"/,
      ),
    ).to.be.at.least(1);
  });

  it('is not served on the public ports', async () => {
    const api = await fetch(`${procs.api!.url}/metrics`);
    expect(api.status).to.equal(404);
    const viaWeb = await fetch(`${procs.web!.url}/metrics`);
    expect(await viaWeb.text()).not.to.contain('nodejs_eventloop_lag_seconds');
    const notMetrics = await fetch(`http://127.0.0.1:${metricsPort.api}/other`);
    expect(notMetrics.status).to.equal(404);
  });
});
