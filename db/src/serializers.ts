import type { User as UserDTO } from '@fanlift/core';
import { AthleteGuardian, AthleteProfile, FanProfile, FanSelectedSchool, School, User } from './models';

/** Includes that make a User row into the SPEC §3 User with fanProfile / athleteProfile. */
export const userIncludes = () => [
  {
    model: FanProfile,
    as: 'fanProfile',
    include: [{ model: FanSelectedSchool, as: 'selectedSchools' }],
  },
  {
    model: AthleteProfile,
    as: 'athleteProfile',
    include: [
      { model: AthleteGuardian, as: 'guardians' },
      { model: School, as: 'schools', through: { attributes: [] }, attributes: ['id'] },
    ],
  },
];

export async function loadUser(where: { id: number } | { authId: string }): Promise<User | null> {
  return User.findOne({ where, include: userIncludes() });
}

export function toUserDTO(user: User): UserDTO {
  const fp = user.fanProfile;
  const ap = user.athleteProfile;
  return {
    id: user.id,
    authId: user.authId,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    tosAccepted: user.tosAccepted,
    privacyPolicyAccepted: user.privacyPolicyAccepted,
    emailConsent: user.emailConsent,
    referralCode: user.referralCode,
    spinCount: user.spinCount,
    isAdmin: user.isAdmin === 1 ? 1 : 0,
    fanProfile: fp
      ? {
          id: fp.id,
          userId: fp.userId,
          schools: [...(fp.selectedSchools ?? [])]
            .sort((a, b) => a.position - b.position || a.id - b.id)
            .map((s) => ({ schoolId: s.schoolId })),
        }
      : null,
    athleteProfile: ap
      ? {
          id: ap.id,
          sport: ap.sport,
          position: ap.position,
          guardians: (ap.guardians ?? []).map((g) => ({
            id: g.id,
            name: g.name,
            email: g.email,
            phone: g.phone,
            relationship: g.relationship,
          })),
          photoUrl: ap.photoUrl,
          dob: ap.dob,
          hometown: ap.hometown,
          schools: (ap.schools ?? []).map((s) => ({ schoolId: s.id })),
          height: ap.height,
          weight: ap.weight,
          highSchool: ap.highSchool,
        }
      : null,
  };
}

export function schoolLogoUrl(id: number): string {
  return `/api/schools/${id}/logo.svg`;
}

export function athleteAvatarUrl(id: number): string {
  return `/api/athletes/${id}/avatar.svg`;
}
