/**
 * Demo brackets from the seeded schools (data). CFP: the 2024-25 field by seed. Men's: a 68-team field of
 * seeded (FBS) schools, by team slot key (region-seed; a/b for the First Four).
 */
export const CFP_FIELD: Record<string, string> = {
  '1': 'oregon',
  '2': 'georgia',
  '3': 'boise-state',
  '4': 'arizona-state',
  '5': 'texas',
  '6': 'penn-state',
  '7': 'notre-dame',
  '8': 'ohio-state',
  '9': 'tennessee',
  '10': 'indiana',
  '11': 'smu',
  '12': 'clemson',
};

export const CFP_GAME_NAMES: Record<string, string> = {
  'QF-1': 'Rose Bowl',
  'QF-2': 'Peach Bowl',
  'QF-3': 'Fiesta Bowl',
  'QF-4': 'Sugar Bowl',
  'SF-1': 'Cotton Bowl',
  'SF-2': 'Orange Bowl',
  F: 'National Championship',
};

const region = (name: string, slugs: (string | [string, string])[]): Record<string, string> =>
  Object.fromEntries(
    slugs.flatMap((s, i) =>
      Array.isArray(s)
        ? [
            [`${name}-${i + 1}a`, s[0]],
            [`${name}-${i + 1}b`, s[1]],
          ]
        : [[`${name}-${i + 1}`, s]],
    ),
  );

export const MBB_FIELD: Record<string, string> = {
  ...region('East', [
    'duke', 'alabama', 'wisconsin', 'arizona', 'oregon', 'byu', 'baylor', 'mississippi-state', 'nebraska',
    'vanderbilt', ['texas', 'north-carolina'], 'liberty', 'akron', 'troy', 'kent-state', 'army',
  ]),
  ...region('West', [
    'florida', 'tennessee', 'texas-tech', 'maryland', 'memphis', 'missouri', 'kansas', 'ucla', 'utah-state',
    'arkansas', ['san-diego-state', 'boise-state'], 'nevada', 'new-mexico-state', 'louisiana-tech', 'ball-state',
    'navy',
  ]),
  ...region('South', [
    'auburn', 'michigan-state', 'iowa-state', 'texas-am', 'michigan', 'ole-miss', 'new-mexico', 'louisville',
    'georgia', 'north-texas', 'smu', 'uab', 'toledo', 'marshall', 'ohio', ['western-kentucky', 'jacksonville-state'],
  ]),
  ...region('Midwest', [
    'houston', 'purdue', 'kentucky', 'clemson', 'illinois', 'colorado', 'ucf', 'oklahoma', 'usc', 'georgia-tech',
    'cincinnati', 'tulane', 'fau', 'georgia-state', 'bowling-green', ['sam-houston', 'kennesaw-state'],
  ]),
}; // prettier-ignore
