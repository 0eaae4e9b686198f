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
