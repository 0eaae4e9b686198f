import type { AthleteSearchResult } from '@fanlift/core';

export interface SchoolRefWithLogo {
  id: number;
  name: string;
  logo: string;
  conference?: string | null;
}

export interface TopFan {
  fanId: number;
  name: string;
  likes: number;
}

export interface Allocation {
  id: number;
  name: string;
  description: string | null;
  goalLikes: number | null;
  likes: number;
}

export interface AthleteDetail {
  id: number;
  firstName: string;
  lastName: string;
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
  schools: SchoolRefWithLogo[];
  likes: number;
  sumTotalInCents: number;
  supporters: number;
  topFans: TopFan[];
  allocations: Allocation[];
  claimed: boolean;
  claimedAt: string | null;
  ownedByMe: boolean;
}

export interface AthletePage {
  athletes: (AthleteSearchResult & { likes?: number; rank?: number })[];
  total: number;
  index: number;
  nextIndex: number | null;
}

export interface SchoolDetail {
  id: number;
  name: string;
  logo: string;
  conference: string | null;
  shortName?: string;
  slug?: string;
  mascot?: string | null;
  _count: { fanSelectedSchools: number; athletes: number };
  likes: number;
  athleteLikes: number;
  totalLikes: number;
  supporters: number;
  topFans: TopFan[];
}

export interface SchoolListItem {
  id: number;
  name: string;
  logo: string;
  conference?: string | null;
  slug?: string;
  _count?: { fanSelectedSchools: number; athletes?: number };
}

export interface ClaimableAthlete {
  id: number;
  firstName: string;
  lastName: string;
  photoUrl: string | null;
  sport: string | null;
  position: string | null;
  class: number | null;
  rating: number | null;
  hometown: string | null;
  highSchool: string | null;
  schools: SchoolRefWithLogo[];
}
