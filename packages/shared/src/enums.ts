// The spec's enumerations, keeping their numeric ids (DESIGN.md 4.3).

export const ROLES = ['Student', 'Teacher', 'SchoolAdmin', 'Principal', 'InstructionalCoach', 'DistrictAdmin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = [
  'Teacher',
  'SchoolAdmin',
  'Principal',
  'InstructionalCoach',
  'DistrictAdmin',
] as const satisfies readonly Role[];
export const ROLE_LABELS: Record<Role, string> = {
  Student: 'Student',
  Teacher: 'Teacher',
  SchoolAdmin: 'School admin',
  Principal: 'Principal',
  InstructionalCoach: 'Instructional coach',
  DistrictAdmin: 'District admin',
};
export const isStaffRole = (role: string): role is (typeof STAFF_ROLES)[number] =>
  (STAFF_ROLES as readonly string[]).includes(role);

export const PRODUCTS = [
  { id: 1, code: 'abyss', name: 'Underwater math game' },
  { id: 2, code: 'clearsheets', name: 'Clearsheets' },
  { id: 8, code: 'lonestar', name: 'Lone Star' },
  { id: 10, code: 'classcade', name: 'Classcade' },
] as const;
export type ProductId = (typeof PRODUCTS)[number]['id'];

export const LICENSE_CODES = ['CKF', 'CKPD', 'CKPM', 'LSPD', 'LSPM', 'APD', 'APM'] as const;
export type LicenseCode = (typeof LICENSE_CODES)[number];
/** Which product each license code belongs to and its tier. */
export const LICENSES: Record<LicenseCode, { productId: ProductId; tier: 'free' | 'paid' | 'premium'; name: string }> =
  {
    CKF: { productId: 2, tier: 'free', name: 'Clearsheets Free' },
    CKPD: { productId: 2, tier: 'paid', name: 'Clearsheets Paid' },
    CKPM: { productId: 2, tier: 'premium', name: 'Clearsheets Premium' },
    LSPD: { productId: 8, tier: 'paid', name: 'Lone Star Paid' },
    LSPM: { productId: 8, tier: 'premium', name: 'Lone Star Premium' },
    APD: { productId: 1, tier: 'paid', name: 'Underwater Math Paid' },
    APM: { productId: 1, tier: 'premium', name: 'Underwater Math Premium' },
  };
export const LICENSE_SCOPES = ['teacher', 'school', 'district'] as const;
export type LicenseScope = (typeof LICENSE_SCOPES)[number];

export const ANSWER_TYPES = {
  multiChoice: 1,
  selection: 2,
  textResponse: 3,
  ordering: 4,
  imageSelection: 5,
  inlineTextResponse: 6,
  tableFillIn: 7,
  notGraded: 8,
  constructedResponse: 9,
  inlineChoice: 10,
} as const;
export type AnswerType = (typeof ANSWER_TYPES)[keyof typeof ANSWER_TYPES];
/** The one name each answer type has on every screen (the spec's ids stay in code). */
export const ANSWER_TYPE_NAMES: Record<AnswerType, string> = {
  1: 'Multiple choice',
  2: 'Selection',
  3: 'Text response',
  4: 'Ordering',
  5: 'Image selection',
  6: 'Fill in the blanks',
  7: 'Table fill-in',
  8: 'Not graded',
  9: 'Constructed response',
  10: 'Inline choice',
};
export const answerTypeName = (type: number): string => ANSWER_TYPE_NAMES[type as AnswerType] ?? `Type ${type}`;

export const FEEDBACK_OPTIONS = { afterEachQuestion: 1, atTheEnd: 2 } as const;

export const READ_ALOUD_TYPES = {
  passage: 1,
  question: 2,
  answer: 3,
  clozeAnswer: 4,
  clozeCorrectAnswer: 5,
  clearsheetStaticSlide: 6,
  clearsheetQuestionHint: 8,
  worksheetQuestionHint: 9,
  constructedResponseFeedback: 10,
} as const;

export const USER_PREFERENCE_KINDS = {
  crystalReportSetting: 8,
  librarySetting: 9,
  studioSetting: 10,
  gradePreference: 11,
  displayAllCurriculum: 12,
  testAnswer: 13,
  clearsheets: 14,
  clearCurriculum: 15,
  myWorksheet: 16,
  clearLesson: 17,
  assignment: 18,
  clearMonitor: 19,
  crystalReport: 20,
  dashboard: 22,
  lessonCrystalReport: 24,
} as const;
export type UserPreferenceKind = (typeof USER_PREFERENCE_KINDS)[keyof typeof USER_PREFERENCE_KINDS];
export const USER_PREFERENCE_KIND_IDS = Object.values(USER_PREFERENCE_KINDS) as UserPreferenceKind[];

export const PIPELINE_STATUSES = {
  prospect: 1,
  staging: 2,
  opportunity: 3,
  customer: 4,
  pilot: 5,
  houseDemo: 6,
} as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[keyof typeof PIPELINE_STATUSES];

export const SLIDE_COMPONENT_KINDS = {
  socialEmotional: 1,
  priorKnowledge: 2,
  yesNo: 3,
  trueFalse: 4,
  checkpoint: 5,
  exitTicket: 6,
  presentationActivity: 7,
  warmUp: 8,
  video: 9,
} as const;
export const LESSON_SLIDE_TYPES = { checkpoint: 1, skillBuilderCheckpoint: 2, exitTicket: 3 } as const;
export const MOODS = { happy: 1, cry: 2, neutral: 3 } as const;
export const CFU_FORMATS = { none: 0, thumbs: 1, yesNo: 2, trueFalse: 3, emojiFaces: 4, abcd: 5, abc: 6 } as const;
export const THUMBS = { up: 1, down: 2 } as const;
export const EMOJI = { smile: 1, neutral: 2, sad: 3 } as const;
export const AUDIENCES = { presentation: 1, teacher: 2, student: 3 } as const;
/** The spec's arcade coin sources; lesson activity events carry them in `source` (docs/decisions/0031). */
export const ARCADE_COIN_SOURCES = {
  lessonComplete: 1,
  checkpoint: 2,
  exitTicket: 3,
  myLessonComplete: 4,
  myLessonCheckpoint: 5,
  myLessonExitTicket: 6,
} as const;

export const GAMES = [
  { id: 1, name: 'Fishy Bounce', kind: 'underwater' },
  { id: 2, name: 'Guardians of the Ocean', kind: 'underwater' },
  { id: 3, name: 'Fish VS Zombies', kind: 'underwater' },
  { id: 4, name: 'Deepwater Goliath', kind: 'underwater' },
  { id: 5, name: 'Matching Seashells', kind: 'underwater' },
  { id: 6, name: 'Deep Sea Diver', kind: 'underwater' },
  { id: 7, name: 'Ocean Invasion', kind: 'underwater' },
  { id: 8, name: 'Sea Jewels', kind: 'underwater' },
  { id: 9, name: 'Dino Run', kind: 'boggie' },
  { id: 10, name: 'Boggie Bounce', kind: 'boggie' },
  { id: 11, name: 'Boggie Launch', kind: 'boggie' },
  { id: 12, name: 'Merge Ocean', kind: 'underwater' },
  { id: 13, name: 'Berry Drop', kind: 'boggie' },
  { id: 14, name: 'Platforms', kind: 'boggie' },
  { id: 15, name: 'Clone Chaos', kind: 'boggie' },
  { id: 16, name: 'Escape From Zap Mountain', kind: 'boggie' },
] as const;
