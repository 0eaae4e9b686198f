import { expect } from 'chai';
import { dayKey, formatKickoff, periodLabel, startWord } from './format';

describe('games format', () => {
  it('shows a UTC kickoff in the viewer time zone (two zones, one instant)', () => {
    const iso = '2026-11-29T00:30:00.000Z';
    expect(formatKickoff(iso, 'America/New_York')).to.equal('Sat, Nov 28 · 7:30 PM EST');
    expect(formatKickoff(iso, 'America/Los_Angeles')).to.equal('Sat, Nov 28 · 4:30 PM PST');
    expect(formatKickoff(iso, 'Europe/Berlin')).to.equal('Sun, Nov 29 · 1:30 AM GMT+1');
    expect(dayKey(iso, 'America/New_York')).to.equal('2026-11-28');
    expect(dayKey(iso, 'Asia/Tokyo')).to.equal('2026-11-29');
  });

  it('names periods per sport', () => {
    expect(periodLabel('football', 3)).to.equal('Q3');
    expect(periodLabel('football', 5)).to.equal('OT');
    expect(periodLabel('basketball', 2)).to.equal('2nd Half');
    expect(periodLabel('basketball', 4)).to.equal('OT2');
    expect(periodLabel('basketball', 0)).to.equal('');
  });
});

describe('games startWord', () => {
  it('football kicks off, basketball tips off', () => {
    expect(startWord('football')).to.equal('Kickoff');
    expect(startWord('basketball')).to.equal('Tip-off');
  });
});
