import type { AllocationWithLikes, AthleteSearchResult, TopFan } from '@fanlift/core';

/** The api's response types live in core (one contract for db, api and web). */
export type { AthleteDetail, TopFan } from '@fanlift/core';
export type Allocation = AllocationWithLikes;

export interface SchoolRefWithLogo {
  id: number;
  name: string;
  logo: string;
  conference?: string | null;
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
