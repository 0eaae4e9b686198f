/** Entities of SPEC §3 as the api returns them. */
export type UserType = 'fan' | 'athlete';

export interface SchoolRef {
  schoolId: number;
}

export interface FanProfile {
  id: number;
  userId: number;
  schools: SchoolRef[];
}

export interface Guardian {
  id?: number;
  name: string;
  email?: string | null;
  phone?: string | null;
  relationship?: string | null;
}

export interface AthleteProfile {
  id: number;
  sport: string | null;
  position: string | null;
  guardians: Guardian[];
  photoUrl: string | null;
  dob: string | null;
  hometown: string | null;
  schools: SchoolRef[];
  height: number | null;
  weight: number | null;
  highSchool: string | null;
}

export interface User {
  id: number;
  authId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  userType: UserType;
  tosAccepted: boolean;
  privacyPolicyAccepted: boolean;
  emailConsent: boolean;
  referralCode: string;
  spinCount: number;
  isAdmin: 0 | 1;
  fanProfile: FanProfile | null;
  athleteProfile: AthleteProfile | null;
}

export interface AthleteSearchResult {
  id: number;
  user: { firstName: string; lastName: string };
  photoUrl: string | null;
  class: number | null;
  position: string | null;
  sport: string;
  sumTotalInCents: number;
  rating?: number | null;
  ranking?: number | null;
  schools?: { id: number; name: string; logo: string }[];
}

export interface School {
  id: number;
  name: string;
  logo: string;
  conference?: string | null;
  powerFive?: boolean;
  _count?: { fanSelectedSchools: number; athletes?: number };
}

export type WalletTransactionType = 'added' | 'free' | 'gift' | 'used';
export type WalletTransactionStatus = 'succeeded' | 'pending' | 'failed';

export interface WalletTransaction {
  id: number;
  type: WalletTransactionType;
  status: WalletTransactionStatus;
  likes: number;
  paymentName: string | null;
  createdAt: string;
}

export interface ApiErrorBody {
  error: { code: string; message: string };
}

/** A fan who gave to an athlete or a school, as public pages show them (no email). */
export interface TopFan {
  /** The fan's user id (link to /fans/{fanId}). */
  fanId: number;
  /** Public display name: first name and last initial ("Fiona F."), or "A fan". */
  name: string;
  /** Likes this fan gave to the recipient. */
  likes: number;
}

/** An athlete's named funding goal (the `{allocationId}` of the fund routes) with the likes it received. */
export interface AllocationWithLikes {
  id: number;
  athleteId: number;
  name: string;
  description: string | null;
  goalLikes: number | null;
  likes: number;
  createdAt: string;
}

export interface AthleteSchoolRef {
  id: number;
  name: string;
  logo: string;
  conference: string | null;
}

/** GET /api/athletes/{id}: the athlete profile page. */
export interface AthleteDetail {
  id: number;
  firstName: string;
  lastName: string;
  /** Same as the search result's user (SPEC §3). */
  user: { firstName: string; lastName: string };
  photoUrl: string | null;
  sport: string | null;
  position: string | null;
  class: number | null;
  rating: number | null;
  ranking: number | null;
  hometown: string | null;
  highSchool: string | null;
  height: number | null;
  weight: number | null;
  schools: AthleteSchoolRef[];
  likes: number;
  sumTotalInCents: number;
  supporters: number;
  topFans: TopFan[];
  allocations: AllocationWithLikes[];
  claimed: boolean;
  claimedAt: string | null;
  /** Whether the signed-in user is this athlete. */
  ownedByMe: boolean;
}
