import { expect } from 'chai';
import { ageOn, dateOfBirthSchema, isCalendarDate } from './dates';
import { updateUserSchema } from '../api/users';

const NOW = new Date('2025-06-15T12:00:00Z');
const dob = dateOfBirthSchema(() => NOW);
const messageOf = (s: string) => {
  const r = dob.safeParse(s);
  return r.success ? null : r.error.issues[0].message;
};

describe('date of birth (core/schemas/dates)', () => {
  it('isCalendarDate accepts real dates and refuses impossible ones', () => {
    for (const ok of ['2008-02-29', '2007-12-31', '1999-01-01', '2024-02-29'])
      expect(isCalendarDate(ok), ok).to.equal(true);
    for (const bad of [
      '2024-02-30',
      '2023-02-29',
      '2024-13-45',
      '0000-00-00',
      '2024-00-10',
      '2024-04-31',
      '2024-4-1',
    ])
      expect(isCalendarDate(bad), bad).to.equal(false);
  });

  it('ageOn counts whole years (birthday not reached yet: one less)', () => {
    expect(ageOn('2007-06-15', NOW)).to.equal(18);
    expect(ageOn('2007-06-16', NOW)).to.equal(17);
    expect(ageOn('2007-12-31', NOW)).to.equal(17);
  });

  it('refuses impossible, future and absurd dates with a clear message', () => {
    expect(messageOf('2007-03-14')).to.equal(null);
    expect(messageOf('2024-02-30')).to.equal('2024-02-30 is not a real calendar date');
    expect(messageOf('2024-13-45')).to.equal('2024-13-45 is not a real calendar date');
    expect(messageOf('0000-00-00')).to.equal('0000-00-00 is not a real calendar date');
    expect(messageOf('14/03/2007')).to.equal('must be a date written YYYY-MM-DD');
    expect(messageOf('2025-06-16')).to.equal('cannot be in the future');
    expect(messageOf('2030-01-01')).to.equal('cannot be in the future');
    expect(messageOf('1900-01-01')).to.match(/^must give an age from 10 to 80 years/);
    expect(messageOf('2020-01-01')).to.match(/^must give an age from 10 to 80 years/);
  });

  it('PUT /users athleteProfile.dob uses it (null clears the date)', () => {
    expect(updateUserSchema.safeParse({ athleteProfile: { dob: '2024-02-30' } }).success).to.equal(false);
    expect(updateUserSchema.safeParse({ athleteProfile: { dob: null } }).success).to.equal(true);
    expect(updateUserSchema.safeParse({ athleteProfile: { dob: '2007-03-14' } }).success).to.equal(true);
  });
});
