import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import { expect } from 'chai';
import pino from 'pino';
import { onShutdown, type ShutdownStep } from './lifecycle';

interface Line {
  msg: string;
  level: number;
  step?: string;
  signal?: string;
  code?: number;
}

/** A shutdown on its own signal source, logging JSON lines into an array; `exited` resolves with exit's code. */
function harness(steps: ShutdownStep[], totalMs?: number) {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      cb();
    },
  });
  const signals = new EventEmitter();
  const codes: number[] = [];
  let exited!: (code: number) => void;
  const exit = new Promise<number>((resolve) => (exited = resolve));
  const shutdown = onShutdown({
    process: 'spec',
    logger: pino({ base: null }, stream),
    steps,
    totalMs,
    signals,
    exit: (code) => {
      codes.push(code);
      exited(code);
    },
  });
  return { lines, signals, codes, exit, shutdown, messages: () => lines.map((l) => l.msg) };
}

const never = () => new Promise<never>(() => undefined);

describe('shutdown lifecycle (core/lifecycle)', () => {
  it('runs the steps in order once on the first signal, logs each, and exits 0', async () => {
    const ran: string[] = [];
    const step = (name: string, ms = 0): ShutdownStep => ({
      name,
      run: async () => {
        await new Promise((r) => setTimeout(r, ms));
        ran.push(name);
      },
    });
    const h = harness([step('a', 20), step('b'), { name: 'c', run: () => void ran.push('c') }]);
    h.signals.emit('SIGTERM');
    h.signals.emit('SIGINT');
    h.signals.emit('SIGTERM');
    expect(await h.exit).to.equal(0);
    expect(ran).to.deep.equal(['a', 'b', 'c']);
    expect(h.codes).to.deep.equal([0]);
    expect(h.lines[0]).to.include({ msg: 'spec shutting down', signal: 'SIGTERM' });
    expect(h.lines.filter((l) => l.msg === 'shutdown step done').map((l) => l.step)).to.deep.equal([
      'a',
      'b',
      'c',
    ]);
    expect(h.lines.at(-1)).to.include({ msg: 'spec stopped', code: 0 });
    expect(await h.shutdown.stop('again')).to.equal(0);
    expect(h.codes).to.have.length(1);
  });

  it('leaves a step that hangs at its bound and goes on with the next', async () => {
    const ran: string[] = [];
    const t0 = Date.now();
    const h = harness([
      { name: 'hangs', boundMs: 50, run: never },
      { name: 'after', run: () => void ran.push('after') },
    ]);
    h.signals.emit('SIGINT');
    expect(await h.exit).to.equal(0);
    expect(Date.now() - t0).to.be.within(45, 1_000);
    expect(ran).to.deep.equal(['after']);
    expect(h.lines.find((l) => l.step === 'hangs')).to.include({
      msg: 'shutdown step still running at its bound: left behind',
      level: 40,
    });
  });

  it("with atBound 'exit', a step still running at its bound ends the sequence: exit 0, later steps skipped", async () => {
    const ran: string[] = [];
    const h = harness([
      { name: 'drain', boundMs: 30, atBound: 'exit', boundMessage: 'left to their locks', run: never },
      { name: 'close', run: () => void ran.push('close') },
    ]);
    expect(await h.shutdown.stop('SIGTERM')).to.equal(0);
    expect(ran).to.deep.equal([]);
    expect(h.messages()).to.include('left to their locks');
  });

  it('a step that fails is logged, the others still run, and the exit code is 1', async () => {
    const ran: string[] = [];
    const h = harness([
      {
        name: 'broken',
        run: () => {
          throw new Error('boom');
        },
      },
      { name: 'rejects', run: () => Promise.reject(new Error('late boom')) },
      { name: 'after', run: () => void ran.push('after') },
    ]);
    h.signals.emit('SIGTERM');
    expect(await h.exit).to.equal(1);
    expect(ran).to.deep.equal(['after']);
    const failed = h.lines.filter((l) => l.msg === 'shutdown step failed');
    expect(failed.map((l) => [l.step, l.level])).to.deep.equal([
      ['broken', 50],
      ['rejects', 50],
    ]);
  });

  it('a sequence that overruns its total bound exits 1 at the bound', async () => {
    const t0 = Date.now();
    const h = harness([{ name: 'unbounded', run: never }], 80);
    h.signals.emit('SIGTERM');
    expect(await h.exit).to.equal(1);
    expect(Date.now() - t0).to.be.within(75, 1_000);
    expect(h.messages()).to.include('spec shutdown took longer than 80 ms; exiting');
    expect(h.messages()).not.to.include('spec stopped');
  });

  it('refuses a total bound of 10 s or more', () => {
    expect(() => harness([], 10_000)).to.throw('must be under 10 s');
  });
});
