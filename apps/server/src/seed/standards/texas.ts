import { texasMathGrade3 } from './texas-math-3';
import { texasMathGrade4 } from './texas-math-4';
import { texasMathGrade5 } from './texas-math-5';
import { texasMathGrade6 } from './texas-math-6';
import { texasMathGrade7 } from './texas-math-7';
import { texasMathGrade8 } from './texas-math-8';
import { texasReading } from './texas-reading';
import { texasScience } from './texas-science';
import type { SubjectSeed } from './types';

/** Texas mathematics TEKS, grades 3-8, complete (19 TAC Chapter 111, adopted 2012). */
export const texasMath: SubjectSeed = {
  subject: 'Math',
  key: 'MATH',
  grades: [texasMathGrade3, texasMathGrade4, texasMathGrade5, texasMathGrade6, texasMathGrade7, texasMathGrade8],
};

/** Every Texas standard the product ships. */
export const TEXAS_STANDARDS: readonly SubjectSeed[] = [texasMath, texasReading, texasScience];
