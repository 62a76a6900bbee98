import { addFeatureBundle, type FeatureT, useFeatureT } from '../../lib/i18n';

// The staff homes' words (staff screens are English only: DESIGN.md 2). Registered when the home loads.

const bundle = addFeatureBundle({
  staffHome: {
    firstSteps: {
      label: 'Getting started',
      progress: 'Step {{step}} of 3',
      createClass: 'Create your first class',
      createClassBody:
        'Name the class and type your students’ names: their accounts and sign-in cards are made for you.',
      assignFirst: 'Assign your first worksheet',
      assignFirstBody:
        'Pick a ready-made worksheet from the ClearSheet library and give it to your class. Students open it with a 6-character code.',
      browseLibrary: 'Browse the library',
      done: 'Done',
      stepClass: 'Create a class',
      stepAssign: 'Assign a worksheet',
      stepWatch: 'Watch your students work and see their results',
      stepResults: 'See your students’ results as they hand in',
    },
    classes: {
      heading: 'Your classes',
      newClass: 'New class',
      manage: 'Manage your classes',
      all: 'See all {{count}} classes',
      students_one: '{{count}} student',
      students_other: '{{count}} students',
      grade: 'Grade {{grade}} · {{subject}}',
      gradeK: 'Kindergarten · {{subject}}',
      open: 'Open class',
      openLabel: 'Open class: {{name}}',
      results: 'Results',
      resultsLabel: 'Results: {{name}}',
    },
    active: {
      heading: 'Active assignments',
      assign: 'Assign a worksheet',
      empty: 'Nothing is open right now. Assign a worksheet from the library when you are ready.',
      due: 'Due {{date}}',
      noDue: 'No due date',
      submitted: '{{submitted}} of {{assigned}} submitted',
      live: 'Watch live',
      liveLabel: 'Watch live: {{title}}',
      results: 'Results',
      resultsLabel: 'Results: {{title}}',
      more: 'See all {{count}} active assignments',
      progressLabel: 'Submitted by {{submitted}} of {{assigned}} students',
      lessons: 'Live lessons: teach one, or continue one you are teaching.',
      lessonsLink: 'Go to Clear Lessons',
    },
    leader: {
      nextHeading: 'What to do next',
      addTeachers: 'Add your teachers',
      addTeachersBody: 'Give each teacher an account so they can build classes and assign work.',
      importStudents: 'Import students',
      importStudentsBody: 'Upload a CSV or Excel file of your students: accounts are created in one go.',
      roster: 'See the roster',
      rosterBody: 'Every student in your school, their classes and their sign-in details.',
      sendAssignment: 'Send a worksheet to teachers',
      sendAssignmentBody: 'Choose a worksheet and send it to teachers, who pass it to their classes.',
      schoolResults: 'See school results',
      schoolResultsBody: 'How each class is doing on the work assigned in your school.',
      staff: 'See your teachers',
      staffBody: 'Who teaches in your school and their classes.',
      library: 'Browse the library',
      libraryBody: 'Find worksheets by grade, subject and standard to suggest to teachers.',
      activityHeading: 'Open assignments in your school',
      activityEmpty: 'No assignment is open in your school right now.',
      activityBy: '{{teacher}} · {{classes}}',
      activityMore: 'Showing the {{shown}} most recent of {{count}}.',
      start: 'Start here',
    },
  },
});

export type StaffHomeT = FeatureT<typeof bundle>;
export const useStaffHomeT = () => useFeatureT<typeof bundle>();
