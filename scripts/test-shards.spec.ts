import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deal, expandSpecs, globToRegExp, readTimes, writeTimes } from './test-shards.mjs';

describe('scripts/test-shards.mjs: which files npm test runs, and in which shard', () => {
  it('reads the globs npm test uses', () => {
    const units = globToRegExp('{core,db}/src/**/*.spec.ts');
    expect(units.test('core/src/a.spec.ts')).to.equal(true);
    expect(units.test('db/src/x/y/a.spec.ts')).to.equal(true);
    expect(units.test('api/src/a.spec.ts')).to.equal(false);
    expect(units.test('core/src/a.spec.tsx')).to.equal(false);
    expect(units.test('core/src/aspec.ts')).to.equal(false);
  });

  it('expands specs in their order, each glob sorted, each file once, skipping node_modules', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fanlift-shards-'));
    try {
      for (const f of [
        'test/e2e/b.test.ts',
        'test/e2e/a.test.ts',
        'test/e2e/helpers.ts',
        'core/src/x/z.spec.ts',
        'core/node_modules/dep/q.spec.ts',
        'test/final/check.test.ts',
      ]) {
        mkdirSync(path.join(root, path.dirname(f)), { recursive: true });
        writeFileSync(path.join(root, f), '');
      }
      expect(
        expandSpecs(root, [
          '{core,db}/src/**/*.spec.ts',
          'test/e2e/b.test.ts',
          'test/e2e/**/*.test.ts',
          'test/final',
        ]),
      ).to.deep.equal([
        'core/src/x/z.spec.ts',
        'test/e2e/b.test.ts',
        'test/e2e/a.test.ts',
        'test/final/check.test.ts',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('deals the longest files first to the least loaded shard, keeps the order, and ends each with test/final', () => {
    const files = [
      'u.spec.ts',
      'test/i/a.test.ts',
      'test/e2e/big.test.ts',
      'test/i/b.test.ts',
      'test/final/c.test.ts',
    ];
    const times = {
      'test/e2e/big.test.ts': 90,
      'test/i/a.test.ts': 40,
      'test/i/b.test.ts': 30,
      'u.spec.ts': 5,
    };
    const shards = deal(files, 2, times);
    expect(shards.map((s) => s.files)).to.deep.equal([
      ['test/e2e/big.test.ts', 'test/final/c.test.ts'],
      ['u.spec.ts', 'test/i/a.test.ts', 'test/i/b.test.ts', 'test/final/c.test.ts'],
    ]);
    // A file with no record (new.test.ts, test/final/c.test.ts) counts as the median of those recorded: 40.
    const [one] = deal(['new.test.ts', ...files], 1, times);
    expect(one.files[0]).to.equal('new.test.ts');
    expect(one.seconds).to.equal(90 + 40 + 30 + 5 + 40 + 40);
  });

  it('runs no empty shard when there are fewer files than shards', () => {
    expect(deal(['a.test.ts', 'test/final/c.test.ts'], 2).map((s) => s.files)).to.deep.equal([
      ['a.test.ts', 'test/final/c.test.ts'],
    ]);
  });

  it('writes and reads the recorded times (seconds, one decimal)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fanlift-times-'));
    try {
      const f = path.join(dir, 'times.json');
      writeTimes(f, { 'b.test.ts': 1234, 'a.test.ts': 56 });
      expect(readTimes(f)).to.deep.equal({ 'a.test.ts': 0.1, 'b.test.ts': 1.2 });
      expect(readTimes(path.join(dir, 'missing.json'))).to.deep.equal({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
