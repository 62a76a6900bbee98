// The seeded demo accounts (local configuration) and what each one should see after signing in.

export const DEMO_PASSWORD = 'demo1234';

export interface DemoAccount {
  username: string;
  role: 'DistrictAdmin' | 'SchoolAdmin' | 'Principal' | 'InstructionalCoach' | 'Teacher' | 'Student';
  fullName: string;
  /** The school shown on the home, or the district for a district admin. */
  place: string;
  home: string;
}

export const ACCOUNTS = {
  'district.admin': {
    username: 'district.admin',
    role: 'DistrictAdmin',
    fullName: 'Dana Whitfield',
    place: 'Lone Oak ISD',
    home: '/districtadmin/report',
  },
  'school.admin': {
    username: 'school.admin',
    role: 'SchoolAdmin',
    fullName: 'Marcus Reed',
    place: 'Bluebonnet Elementary',
    home: '/teacher',
  },
  principal: {
    username: 'principal',
    role: 'Principal',
    fullName: 'Elena Torres',
    place: 'Bluebonnet Elementary',
    home: '/teacher',
  },
  coach: {
    username: 'coach',
    role: 'InstructionalCoach',
    fullName: 'Priya Shah',
    place: 'Bluebonnet Elementary',
    home: '/teacher',
  },
  teacher: {
    username: 'teacher',
    role: 'Teacher',
    fullName: 'Ana Garcia',
    place: 'Bluebonnet Elementary',
    home: '/teacher',
  },
  'teacher.free': {
    username: 'teacher.free',
    role: 'Teacher',
    fullName: 'Ben Carter',
    place: 'Pecan Grove Middle School',
    home: '/teacher',
  },
  student: {
    username: 'student',
    role: 'Student',
    fullName: 'Mia Lopez',
    place: 'Bluebonnet Elementary',
    home: '/student',
  },
} as const satisfies Record<string, DemoAccount>;

export type Username = keyof typeof ACCOUNTS;

export const ALL_ACCOUNTS: readonly DemoAccount[] = Object.values(ACCOUNTS);

/** The spec's local storage keys: signing out must leave none of them behind. */
export const SESSION_STORAGE_KEYS = [
  'token',
  'refreshToken',
  'isLoggedIn',
  'userType',
  'selectedDistrict',
  'cardId',
  'phase',
  'gameUrl',
  'showGameRank',
  'arcadeRewards',
] as const;
