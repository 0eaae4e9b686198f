import { expect } from 'chai';
import { presetRecipient } from './useRecipients';

describe('presetRecipient (a university page sends the fan to /send-likes with its school)', () => {
  it('chooses the named school; ignores a missing or bad id or name', () => {
    expect(presetRecipient(new URLSearchParams('schoolId=12&name=Ohio%20State'))).to.deep.equal({
      kind: 'school',
      id: 12,
      name: 'Ohio State',
      detail: 'University',
      image: null,
    });
    for (const q of [
      '',
      'schoolId=12',
      'name=Ohio',
      'schoolId=-1&name=x',
      'schoolId=1.5&name=x',
      'schoolId=x&name=y',
    ])
      expect(presetRecipient(new URLSearchParams(q)), q).to.equal(null);
  });
});
