// The one message catalogue (DESIGN.md 4.3). Spec messages are verbatim; the few marked "ours" fill gaps
// the spec leaves (it shows no wording for them).

export const MESSAGES = {
  // Spec section 8: errors.
  invalidCredentials: 'Invalid username or password',
  tokenExpired: 'Your token got expired',
  gradeNoFullAccess: 'This grade does not have full access, upgrade your account for full access',
  somethingWentWrong: 'Something went wrong',
  importColumnMismatch: 'Mismatch column from sample file...check sample file once.',
  importNoData: 'No data in sheet',
  importInvalidFormat: 'Invalid file format',
  emailNotFound: 'This Email ID does not exists',
  resetLinkExpired: 'This link has expired. To request again, Please go to Forgot Password.',
  assignmentStarted: 'Students have already started this assignment, cannot change settings.',
  teacherStartedAssignment: 'Teacher already started assignment',
  teachersCannotBeUnassigned:
    'You can add new teachers, they cannot be unassigned now as assignment started by some teachers.',
  worksheetMissingAnswers: 'Unable to Assign this Worksheet. Some questions are missing answers...',
  freeGameLimit:
    'You have reached your limit of 3 games. Upgrade account from account setting to enjoy unlimited gameplay!',
  upgradeRequired: 'To access this feature upgrade your account from account setting',
  emailNotVerified: 'Your email is not verified',
  noStudentCompleted: 'No student completed the assignment',
  noStudentPlayed: 'No student played the game',
  noLayerLeft: 'No layer left',
  notAttemptedYet: 'Not attempted yet.',
  // Spec section 5: form messages.
  gradeRequired: 'Grade is required',
  classNameRequired: 'Class name is required',
  addStudents: 'Please add students',
  subjectRequired: 'Subject is required',
  fillFieldsFirst: 'Fill out above fields first',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  noSpaceAccepted: 'No space accepted',
  confirmPasswordMismatch: "Confirm password doesn't match",
  provideAnswer: 'Please provide your answer',
  selectOptions: 'Select your options',
  selectOption: 'Select your option',
  provideAllAnswers: 'Please provide all answers',
  selectClassFirst: 'Please select class first',
  chooseTeacherFirst: 'Choose teacher option first',
  uploadImage: 'Please upload image',
  imageTypes: 'Add image of png,jpeg,jpg',
  imageTooLarge: 'Image should be under 150 pixels',
  saveQuestionFirst: 'Save your previous question all data first',
  // Spec section 2.
  loading: 'Loading...',
  rotateDevice: 'Please rotate your mobile device',
  // Ours: the spec shows no wording for these.
  forbidden: 'You do not have access to this',
  notFound: 'Not found',
  invalidRequest: 'Please check the highlighted fields',
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  unsupportedGrantType: 'This sign-in method is not supported',
  invalidClient: 'This application is not allowed to sign in',
  signedOut: 'You have been signed out',
  classFull: 'A class on a free license holds at most 30 students. Upgrade your account to add more.',
  usernameTaken: 'This username is already taken',
  studentNotInSchool: 'This student is not in your school',
  // Ours: success notices the spec names without wording.
  classAdded: 'Class added',
  classUpdated: 'Class updated',
  classDeleted: 'Class deleted',
  classMadePremium: 'Class is now premium',
  studentAdded: 'Student added',
  studentUpdated: 'Student updated',
  studentDeleted: 'Student removed from the class',
  studentReactivated: 'Student reactivated',
  passwordChanged: 'Password changed',
  uploadInProgress: 'Upload in progress. The students will appear when the import is done.',
  teacherAdded: 'Teacher added',
  teacherUpdated: 'Teacher updated',
  teacherDeleted: 'Teacher deactivated',
  dataAdded: 'Data added',
  dataUpdated: 'Data updated',
  dataDeleted: 'Data deleted',
} as const;
export type MessageKey = keyof typeof MESSAGES;

/** "for your license you have access of grade {grade}" (spec section 6). */
export const licensedGradeMessage = (grade: string) => `for your license you have access of grade ${grade}`;
