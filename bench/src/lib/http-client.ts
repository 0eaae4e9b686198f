import http from 'node:http';

/**
 * The load generator's HTTP client: node:http with one keep-alive agent. On the 2-core bench machine undici's
 * fetch costs about 1.2 ms more CPU per request than this (bench/src/tools/express-floor.ts measures both), CPU
 * the generator would take from the processes it measures; the bare harnesses add their jobs without HTTP.
 */
let agent: http.Agent | null = null;

export interface HttpAnswer {
  status: number;
  body: string;
}

/** One request on the keep-alive agent, the whole answer's body read. */
function request(url: string, method: string, headers: http.OutgoingHttpHeaders, data?: string) {
  const u = new URL(url);
  return new Promise<HttpAnswer>((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: `${u.pathname}${u.search}`,
        method,
        agent: (agent ??= new http.Agent({ keepAlive: true, maxSockets: 256 })),
        headers,
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

export function postJson(url: string, headers: Record<string, string>, body: unknown): Promise<HttpAnswer> {
  const data = JSON.stringify(body);
  return request(
    url,
    'POST',
    { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
    data,
  );
}

/** GET `url` (the whole body read); the same keep-alive agent. */
export function getText(url: string, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  return request(url, 'GET', headers);
}

/** Close the idle keep-alive sockets (end of a bench). */
export function closeHttpClient(): void {
  agent?.destroy();
  agent = null;
}
