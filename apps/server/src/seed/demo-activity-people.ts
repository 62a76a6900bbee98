// Who the demo district's activity is about: the teachers and classes of Lone Oak ISD's two schools and about
// 150 students with names children in a Texas school have, each with a way of learning the reports can show.
import { hashSeed, type Prng, prng } from './demo-activity-clock';

const FIRST_NAMES = (
  'Sofia Liam Emma Mateo Olivia Noah Isabella Santiago Ava Elijah Camila Lucas Mia Diego Harper Jayden ' +
  'Valentina Ethan Amelia Gabriel Zoe Adrian Chloe Leo Ximena Caleb Lily Julian Aaliyah Miles Nora ' +
  'Isaiah Layla Carlos Grace Andre Hannah Luis Aria Owen Emily Ezra Penelope Josiah Maya Kai Riley ' +
  'Xavier Stella Daniel Lucia Samuel Avery Emmanuel Brooklyn Jonah Naomi Thiago Ellie Malik Ruby Roman ' +
  'Priya Kevin Jasmine Minh Linh Omar Fatima Hugo Elena Bryson Paisley Jesus Daniela Nathan Kinsley ' +
  'Alejandro Madison Tyler Genesis Wyatt Aubrey Hector Violet Marcus Anaya Rafael Hazel Dominic Jade ' +
  'Emilio'
).split(' ');
const LAST_NAMES = (
  'Hernandez Nguyen Johnson Ramirez Smith Flores Williams Rodriguez Brown Gonzalez Davis Perez Miller ' +
  'Sanchez Wilson Rivera Moore Torres Taylor Cruz Anderson Reyes Thomas Morales Jackson Ortiz White ' +
  'Gutierrez Harris Chavez Clark Ramos Lewis Ruiz Walker Mendoza Hall Castillo Young Vasquez King ' +
  'Jimenez Wright Moreno Scott Romero Green Alvarez Adams Herrera Baker Medina Tran Aguilar Patel Le ' +
  'Okafor Kim Pham Ali Delgado Vargas Castro Mitchell Guerrero Brooks'
).split(' ');

/** A teacher of the demo district: the demo accounts by username, the others created by this seed. */
export interface TeacherPlan {
  key: string;
  /** The demo account (teacher, teacher.free) or a new one. */
  demoUsername?: string;
  first: string;
  last: string;
  school: 1 | 2;
}

/** A class and its weekly work. `demoClass` is the demo teacher's Grade 5 Math, which exists already. */
export interface ClassPlan {
  key: string;
  teacherKey: string;
  school: 1 | 2;
  name: string;
  grade: string;
  subject: 'Math' | 'Science';
  /** New students in the class; `sameStudentsAs` reuses another class's students instead. */
  newStudents: number;
  sameStudentsAs?: string;
  demoClass?: boolean;
  /** When the class meets (seconds after midnight): its students work then. */
  period: number;
  /** A standard (TEKS code) the whole class finds hard, and how much harder. */
  hardStandard?: { code: string; by: number };
  /** A reporting category the whole class finds hard. */
  hardCategory?: { code: string; by: number };
}

export const TEACHERS: readonly TeacherPlan[] = [
  { key: 'ana', demoUsername: 'teacher', first: 'Ana', last: 'Garcia', school: 1 },
  { key: 'kim', first: 'Rachel', last: 'Kim', school: 1 },
  { key: 'nguyen', first: 'David', last: 'Nguyen', school: 1 },
  { key: 'patel', first: 'Laura', last: 'Patel', school: 1 },
  { key: 'okafor', first: 'James', last: 'Okafor', school: 2 },
  { key: 'martinez', first: 'Sofia', last: 'Martinez', school: 2 },
  { key: 'becker', first: 'Tom', last: 'Becker', school: 2 },
  { key: 'ben', demoUsername: 'teacher.free', first: 'Ben', last: 'Carter', school: 2 },
];

export const CLASSES: readonly ClassPlan[] = [
  {
    key: 'g5',
    teacherKey: 'ana',
    school: 1,
    name: 'Grade 5 Math',
    grade: '5',
    subject: 'Math',
    newStudents: 23,
    demoClass: true,
    period: 10 * 3600,
    // The class below Approaches on one standard: dividing whole numbers and unit fractions.
    hardStandard: { code: '5.3L', by: 0.45 },
  },
  {
    key: 'g3',
    teacherKey: 'kim',
    school: 1,
    name: 'Grade 3 Math',
    grade: '3',
    subject: 'Math',
    newStudents: 22,
    period: 8 * 3600 + 1800,
  },
  {
    key: 'g4',
    teacherKey: 'nguyen',
    school: 1,
    name: 'Grade 4 Math',
    grade: '4',
    subject: 'Math',
    newStudents: 24,
    period: 9 * 3600,
    hardCategory: { code: 'RC3', by: 0.15 },
  },
  {
    key: 'sci5',
    teacherKey: 'patel',
    school: 1,
    name: 'Grade 5 Science',
    grade: '5',
    subject: 'Science',
    newStudents: 0,
    sameStudentsAs: 'g5',
    period: 13 * 3600,
  },
  {
    key: 'g6',
    teacherKey: 'okafor',
    school: 2,
    name: 'Grade 6 Math',
    grade: '6',
    subject: 'Math',
    newStudents: 24,
    period: 8 * 3600 + 2700,
  },
  {
    key: 'g7',
    teacherKey: 'martinez',
    school: 2,
    name: 'Grade 7 Math',
    grade: '7',
    subject: 'Math',
    newStudents: 24,
    period: 10 * 3600 + 1800,
    hardCategory: { code: 'RC3', by: 0.2 },
  },
  {
    key: 'g8',
    teacherKey: 'becker',
    school: 2,
    name: 'Grade 8 Math',
    grade: '8',
    subject: 'Math',
    newStudents: 24,
    period: 12 * 3600 + 1800,
  },
  // The free teacher: one grade (5) and well under the free license's 30 students.
  {
    key: 'ben5',
    teacherKey: 'ben',
    school: 2,
    name: 'Math Lab (Grade 5)',
    grade: '5',
    subject: 'Math',
    newStudents: 12,
    period: 14 * 3600,
  },
];

/** How a student learns over the eight weeks: the reports' levels, trends and weak spots come from this. */
export interface Learner {
  /** Chance of a right answer at mid-term, before the adjustments below. */
  base: number;
  /** Change over the eight weeks: improving students gain, some slide. */
  trend: number;
  /** A reporting category the student finds hard, and by how much. */
  weakCategory?: { code: string; by: number };
  /** How often the student leaves work unstarted or unfinished. */
  engagement: number;
}

export interface StudentPlan {
  key: string;
  /** The demo student (student), or a new one. */
  demoUsername?: string;
  first: string;
  last: string;
  username: string;
  classKey: string;
  learner: Learner;
}

const CATEGORIES = ['RC1', 'RC2', 'RC3', 'RC4'];

function learnerOf(r: Prng): Learner {
  const kind = r.next();
  const base = Math.min(0.93, Math.max(0.25, r.normal(0.57, 0.17)));
  // A fifth improve through the term, one in ten slide, the others hold steady.
  const trend = kind < 0.2 ? r.normal(0.28, 0.06) : kind < 0.3 ? -r.normal(0.18, 0.05) : r.normal(0, 0.04);
  const weakCategory = r.chance(0.3) ? { code: r.pick(CATEGORIES), by: r.normal(0.25, 0.05) } : undefined;
  const engagement = base < 0.5 ? r.normal(0.8, 0.06) : r.normal(0.95, 0.03);
  return { base, trend, ...(weakCategory ? { weakCategory } : {}), engagement: Math.min(1, engagement) };
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * The students of every class (the demo student first in the demo teacher's class), with distinct full names and
 * usernames like `sofia.hernandez` (a number added when a name repeats; `taken` holds usernames already used).
 */
export function planStudents(taken: ReadonlySet<string>): StudentPlan[] {
  const r = prng(hashSeed('lone-oak-students'));
  // Nobody shares a name with a demo account (the principal is Elena Torres).
  const usedNames = new Set<string>(['Mia Lopez', 'Elena Torres', 'Ana Garcia', 'Priya Shah']);
  const usedUsernames = new Set(taken);
  const out: StudentPlan[] = [
    {
      key: 'mia',
      demoUsername: 'student',
      first: 'Mia',
      last: 'Lopez',
      username: 'student',
      classKey: 'g5',
      // The demo student: doing fine and getting better, so her results have a story to tell.
      learner: { base: 0.74, trend: 0.22, engagement: 1 },
    },
  ];
  for (const c of CLASSES) {
    for (let i = 0; i < c.newStudents; i++) {
      let first: string;
      let last: string;
      do {
        first = r.pick(FIRST_NAMES);
        last = r.pick(LAST_NAMES);
      } while (usedNames.has(`${first} ${last}`));
      usedNames.add(`${first} ${last}`);
      const stem = `${slug(first)}.${slug(last)}`;
      let username = stem;
      for (let n = 2; usedUsernames.has(username); n++) username = `${stem}${n}`;
      usedUsernames.add(username);
      out.push({ key: `${c.key}-${i}`, first, last, username, classKey: c.key, learner: learnerOf(r) });
    }
  }
  return out;
}
