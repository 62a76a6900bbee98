import { MESSAGES, ROLE_LABELS } from '@clearsheets/shared';

// English is complete: every UI string of the app has a key here. Spec messages are the catalogue's, verbatim.

export const en = {
  app: {
    name: 'Clearsheets',
    tagline: 'Worksheets, lessons and reports for K-12 classrooms',
    skipToContent: 'Skip to main content',
  },
  common: {
    loading: MESSAGES.loading,
    signOut: 'Sign out',
    tryAgain: 'Try again',
    loadFailed: 'We could not load this',
    goHome: 'Go to my home page',
  },
  messages: { ...MESSAGES },
  messageDetails: {
    licensedGrade: 'for your license you have access of grade {{grade}}',
  },
  roles: { ...ROLE_LABELS },
  errors: {
    forbiddenTitle: 'You do not have access to this page',
    forbiddenBody:
      'Your account cannot open this page. If you think it should, ask your school or district administrator.',
    forbiddenBodyStudent: 'This page is not part of your student account. Ask your teacher if you need help.',
    notFoundTitle: 'Page not found',
    notFoundBody: 'There is no page at this address.',
  },
  auth: {
    heading: 'Sign in to Clearsheets',
    intro: 'Use your username or email and your password.',
    username: 'Username or email',
    password: 'Password',
    submit: 'Sign in',
    configFailed: 'Sign-in is not available right now',
    demoHeading: 'Demo accounts',
    demoNote: 'The password for all of them is {{password}}. Choose an account to fill in the form.',
    demoListLabel: 'Demo accounts',
    demoFill: 'Fill in the form with the {{label}} demo account, {{username}}',
  },
  staff: {
    nav: {
      label: 'Main',
      toggle: 'Toggle navigation',
      dashboard: 'Dashboard',
      locked: '(locked)',
    },
    header: {
      signedInAs: 'Signed in as {{name}}, {{role}}',
      userLabel: 'Your account',
      menu: 'Account menu for {{name}}',
      accountSettings: 'Account settings',
    },
    home: {
      welcome: 'Welcome, {{name}}',
      profileLabel: 'Your profile',
      role: 'Role',
      school: 'School',
      district: 'District',
      none: 'None',
    },
    licenses: {
      heading: 'Your licenses',
      empty: 'You have no active license.',
      tier_free: 'Free',
      tier_paid: 'Paid',
      tier_premium: 'Premium',
      grades: 'Grades',
      allGrades: 'All grades',
      noGradeYet: 'None chosen yet',
      endsOn: 'Ends on',
      noEndDate: 'No end date',
      scope_teacher: 'Your own license',
      scope_school: 'School license',
      scope_district: 'District license',
    },
    features: {
      heading: 'Your features',
      available: 'Available',
      locked: 'Locked',
      items: {
        cs_clear_monitor: 'Clear Monitor (live view of students working)',
        cs_clearsheet_studio: 'Clearsheet Studio',
        cs_crystal_inner_report: 'Crystal report details',
        cs_teacher_assignment_Feedback: 'Assignment feedback options',
        teacher_allowed_premuim_class: 'Premium classes',
        teacher_quick_assignment: 'Quick assignments',
      },
      // What each feature does, for the account page and a locked feature's page.
      about: {
        cs_clear_monitor:
          'Watch your students work on an assignment live: who has started, each answer as it comes in, and who needs help now.',
        cs_clearsheet_studio:
          'Write your own worksheets, or copy one from the library and change it, then assign it like any other.',
        cs_crystal_inner_report:
          'Open the detailed results of your classes, question by question and student by student.',
        cs_teacher_assignment_Feedback:
          'Choose when students see whether their answers are right: after each question, or at the end.',
        teacher_allowed_premuim_class:
          'Classes of more than 30 students: yours hold any number, and a class you make premium keeps that for every teacher in it.',
        teacher_quick_assignment: 'Assign a worksheet to your classes in a few steps.',
      },
      lockedTitle: '{{feature}} is not part of your license',
      lockedBadge: 'Locked',
      whatItDoes: 'What it does',
      howToGet: 'How to get it',
      howToGetBody:
        "A school's license is bought by its district. Ask your district administrator to add Clearsheets Paid or Premium for your school.",
      howToGetBodyDistrict:
        "A school's license is bought by its district. Ask the administrator of {{district}} to add Clearsheets Paid or Premium for your school.",
      seeAccount: 'See your licenses and features',
      // A teacher who may buy a plan (decision 0029).
      buyPlan: 'Or upgrade your own account now with a plan, paid by card.',
      seePlans: 'See plans and prices',
    },
    school: {
      heading: 'Your school',
      teachers: 'Teachers',
      students: 'Students',
      notFound: 'Your school is not in the district overview yet.',
    },
  },
  student: {
    header: {
      greeting: 'Hi, {{name}}',
    },
    home: {
      heading: 'Hi, {{name}}!',
      school: 'School: {{school}}',
      assignmentsHeading: 'Your assignments',
      emptyTitle: 'No assignments yet.',
      emptyBody: 'When your teacher assigns a clearsheet it will show up here.',
    },
    rotate: {
      hint: 'Turn your device sideways to keep working.',
    },
  },
};

export type Translations = typeof en;
