// Grade 8 mathematics: one Clear Lesson per STAAR reporting category.
import { drop, fill, mc, moneyKeys, on, order, round, sel, text, tn, usd } from '../library/build';
import { numberLine, plot, rightTriangle } from '../library/images';
import { abc, abcd, faces, grid, lesson, para, show, steps, tf, thumbs, yesNo, yn } from './build';
import type { SeedLesson } from './types';

// ---------------------------------------------------------------- RC1: approximating and ordering real numbers

const reals = [
  ['$\\sqrt{12}$', Math.sqrt(12)],
  ['3.5', 3.5],
  ['$\\pi$', Math.PI],
  ['$\\frac{10}{3}$', 10 / 3],
] as const;
const greatest = [
  ['5.1', 5.1],
  ['$\\sqrt{26}$', Math.sqrt(26)],
  ['5.09', 5.09],
  ['$5\\frac{1}{12}$', 5 + 1 / 12],
] as const;
const top = Math.max(...greatest.map(([, v]) => v));
/** The whole numbers a square root lies between. */
const between = (n: number) => [Math.floor(Math.sqrt(n)), Math.floor(Math.sqrt(n)) + 1] as const;

const rc1 = lesson({
  key: 'g8-rc1-lesson-real-numbers',
  title: 'Approximating and Ordering Real Numbers',
  description:
    'Students approximate square roots and pi with perfect squares and decimals, locate them on a number line and ' +
    'order sets of real numbers.',
  grade: '8',
  domainCode: 'RC1',
  mood: {
    template: 1,
    prompt: 'How confident are you feeling today, from 1 to 10? Any number counts, even an irrational one!',
  },
  warmUp: [
    ...on('8.2A', [mc('Which number is irrational?', ['*$\\sqrt{2}$', '$\\sqrt{9}$', '0.5', '$-3$'])]),
    ...on('8.2C', [text('Write $3.2 \\times 10^4$ in standard form.', ['32000', '32,000'])]),
  ],
  prior: {
    title: 'Perfect squares',
    body: para(
      'A **perfect square** is a whole number times itself: $1, 4, 9, 16, 25, 36, 49, 64, 81, 100, \\ldots$',
      'So $\\sqrt{49} = 7$ and $\\sqrt{64} = 8$. Numbers like $\\sqrt{2}$ and $\\pi$ are **irrational**: their decimals never end or repeat.',
    ),
  },
  teach: [
    {
      title: 'Squeezing a square root',
      images: [
        numberLine({
          name: 'lesson-g8-sqrt-50',
          alt: 'A number line from 7 to 8 marked in tenths, with a dot at 7.1, just above 7: the square root of 50',
          intervals: 10,
          labels: { 0: '7', 5: '7.5', 10: '8' },
          points: [{ at: 1 }],
        }),
      ],
      body: para(
        'Approximate $\\sqrt{50}$.',
        steps(
          `Find the perfect squares around 50: $49 < 50 < 64$.`,
          `So $7 < \\sqrt{50} < 8$.`,
          `50 is much closer to 49 than to 64, so $\\sqrt{50}$ is just above 7: $\\sqrt{50} \\approx ${round(Math.sqrt(50), 1)}$.`,
        ),
      ),
      cfu: abcd('Between which two whole numbers is $\\sqrt{30}$?', [
        `*${between(30)[0]} and ${between(30)[1]}`,
        '4 and 5',
        '6 and 7',
        '15 and 16',
      ]),
      also: [yesNo('Is $\\sqrt{16}$ irrational?', 'no')],
    },
    {
      title: 'Ordering real numbers',
      body: para(
        'Order $\\pi$, $\\sqrt{10}$, $3.1$ and $3\\frac{1}{8}$ from least to greatest. Write each as a decimal:',
        show(
          `\\pi \\approx ${round(Math.PI, 3)}, \\quad \\sqrt{10} \\approx ${round(Math.sqrt(10), 3)}, \\quad 3.1, \\quad 3\\tfrac{1}{8} = ${3 + 1 / 8}`,
        ),
        show('3.1 < 3\\tfrac{1}{8} < \\pi < \\sqrt{10}'),
      ),
      cfu: tf('$\\sqrt{10} > \\pi$', Math.sqrt(10) > Math.PI),
    },
  ],
  checkpoint: {
    std: '8.2B',
    intervention: 3,
    questions: [
      mc('Between which two whole numbers is $\\sqrt{85}$?', [
        `*${between(85)[0]} and ${between(85)[1]}`,
        '8 and 9',
        '42 and 43',
        '10 and 11',
      ]),
      text('Round $\\sqrt{20}$ to the nearest whole number.', [Math.round(Math.sqrt(20))]),
      drop(
        'Choose the numbers that make the sentence true.',
        `$\\sqrt{120}$ is between [[*${between(120)[0]}|11|12]] and [[*${between(120)[1]}|12|13]].`,
      ),
    ],
    recheck: [
      mc('Between which two whole numbers is $\\sqrt{55}$?', [
        `*${between(55)[0]} and ${between(55)[1]}`,
        '6 and 7',
        '27 and 28',
        '8 and 9',
      ]),
      text('Round $\\sqrt{99}$ to the nearest whole number.', [Math.round(Math.sqrt(99))]),
    ],
    challenge: {
      title: 'Closer to the tenth',
      body: para(
        `$\\sqrt{45}$ is between 6 and 7. Try tenths: $6.7^2 = ${round(6.7 * 6.7)}$ and $6.8^2 = ${round(6.8 * 6.8)}$. 45 is closer to ${round(6.7 * 6.7)}, so $\\sqrt{45} \\approx 6.7$.`,
        '**Your challenge:** approximate $\\sqrt{60}$ to the nearest tenth.',
      ),
      cfu: abcd('$\\sqrt{60} \\approx$', [`*${round(Math.sqrt(60), 1)}`, '7.8', '7.5', '30']),
    },
    reteach: {
      title: 'Use the list of perfect squares',
      body: para(
        'Approximate $\\sqrt{40}$.',
        steps(
          'Write perfect squares: 25, 36, 49, 64.',
          'Find where 40 fits: $36 < 40 < 49$.',
          'Take square roots: $6 < \\sqrt{40} < 7$. Because 40 is closer to 36, $\\sqrt{40}$ is closer to 6.',
        ),
      ),
      cfu: thumbs('Thumbs up if you can list the perfect squares up to 100.'),
    },
  },
  exit: {
    std: '8.2D',
    intervention: 4,
    questions: [
      order(
        'Order from least to greatest.',
        [...reals].sort((a, b) => a[1] - b[1]).map(([t]) => t),
      ),
      mc(
        'Which number is greatest?',
        greatest.map(([t, v]) => `${v === top ? '*' : ''}${t}`),
      ),
      text('Which is greater, $\\sqrt{50}$ or 7.1? Type the greater number.', [
        Math.sqrt(50) > 7.1 ? 'sqrt(50)' : '7.1',
      ]),
    ],
    recheck: [
      mc('Which list is ordered from least to greatest?', [
        '*$\\sqrt{2}$, 1.5, $1\\frac{3}{5}$, $\\sqrt{3}$',
        '1.5, $\\sqrt{2}$, $\\sqrt{3}$, $1\\frac{3}{5}$',
        '$\\sqrt{3}$, $1\\frac{3}{5}$, 1.5, $\\sqrt{2}$',
        '$1\\frac{3}{5}$, 1.5, $\\sqrt{2}$, $\\sqrt{3}$',
      ]),
      text('Which is greater, $\\pi$ or 3.15? Type the greater number.', [Math.PI > 3.15 ? 'pi' : '3.15']),
    ],
    challenge: {
      title: 'Negative real numbers',
      body: para(
        `With negatives, the number farther left on the number line is smaller. $-\\sqrt{5} \\approx ${round(-Math.sqrt(5), 3)}$, $-\\frac{9}{4} = ${-9 / 4}$, and $-2.3$.`,
        show('-2.3 < -\\frac{9}{4} < -\\sqrt{5}'),
        '**Your challenge:** which is the least: $-\\sqrt{10}$, $-3.1$ or $-\\pi$?',
      ),
      cfu: abc('The least number is…', ['*$-\\sqrt{10}$', '$-3.1$', '$-\\pi$']),
    },
    reteach: {
      title: 'Make them all decimals',
      body: para(
        'Order $\\sqrt{5}$, 2.2 and $\\frac{9}{4}$.',
        steps(
          `$\\sqrt{5}$: between 2 and 3, about ${round(Math.sqrt(5), 2)}.`,
          `$\\frac{9}{4} = ${9 / 4}$.`,
          `Line up the decimals: $2.20 < 2.24 < 2.25$, so $2.2 < \\sqrt{5} < \\frac{9}{4}$.`,
        ),
      ),
      cfu: yn('Is $\\frac{9}{4}$ greater than $\\sqrt{5}$?', 9 / 4 > Math.sqrt(5) ? 'yes' : 'no'),
    },
  },
});

// ---------------------------------------------------------------- RC2: slope, y-intercept and y = mx + b

const line = { m: 3, b: 5 };
const xs = [0, 1, 2, 3];

const rc2 = lesson({
  key: 'g8-rc2-lesson-slope-intercept',
  title: 'Slope, y-Intercept and Writing y = mx + b',
  description:
    'Students find the rate of change (slope) and the y-intercept from tables, pairs of points and situations, and ' +
    'write equations in the form y = mx + b to model linear relationships.',
  grade: '8',
  domainCode: 'RC2',
  mood: { template: 2, prompt: 'Is your mood today trending up, trending down, or holding steady?' },
  warmUp: [
    ...on('8.5F', [
      mc('Which equation shows a proportional relationship?', ['*$y = 4x$', '$y = 4x + 1$', '$y = x + 4$', '$y = 4$']),
    ]),
    ...on('8.5G', [
      mc('Which set of ordered pairs is a function?', [
        '*(1, 2), (2, 4), (3, 6)',
        '(1, 2), (1, 3), (2, 4)',
        '(2, 1), (2, 2), (2, 3)',
        '(0, 1), (0, 2), (1, 3)',
      ]),
    ]),
  ],
  prior: {
    title: 'Rates and starting values',
    body: para(
      'A **rate of change** tells how much $y$ changes when $x$ goes up by 1. In $y = 4x$, $y$ goes up 4 each time.',
      'When $x = 0$, the value of $y$ is the **starting value**. In a proportional relationship it is 0.',
    ),
  },
  teach: [
    {
      title: 'Slope and y-intercept from a table',
      images: [
        plot({
          name: 'lesson-g8-line-3x-plus-5',
          alt: `A graph of the line y = ${line.m}x + ${line.b} through the points ${xs.map((x) => `(${x}, ${line.m * x + line.b})`).join(', ')}`,
          xLabel: 'x',
          yLabel: 'y',
          xMax: 4,
          yMax: 16,
          xStep: 1,
          yStep: 2,
          points: xs.map((x) => ({ x, y: line.m * x + line.b })),
          connect: true,
        }),
      ],
      body: para(
        grid([
          ['x', ...xs],
          ['y', ...xs.map((x) => line.m * x + line.b)],
        ]),
        `Each time $x$ goes up 1, $y$ goes up ${line.m}: the slope is $m = ${line.m}$. When $x = 0$, $y = ${line.b}$: the y-intercept is $b = ${line.b}$.`,
        show(`y = ${line.m}x + ${line.b}`),
      ),
      cfu: abcd('A table has $x$: 0, 1, 2 and $y$: 2, 6, 10. What is the slope?', ['*4', '2', '6', '10']),
    },
    {
      title: 'Slope from two points',
      body: para(
        'Find the line through $(2, 7)$ and $(6, 19)$.',
        steps(
          `Slope: $m = \\frac{y_2 - y_1}{x_2 - x_1} = \\frac{19 - 7}{6 - 2} = \\frac{12}{4} = ${12 / 4}$.`,
          `Use one point in $y = mx + b$: $7 = 3(2) + b$, so $b = ${7 - 3 * 2}$.`,
          `The equation is $y = 3x + ${7 - 3 * 2}$. Check with $(6, 19)$: $3(6) + 1 = 19$. ✓`,
        ),
      ),
      cfu: tf('The slope between $(0, 1)$ and $(2, 5)$ is 2.', (5 - 1) / (2 - 0) === 2),
      also: [yesNo('Does the line $y = 2x - 3$ cross the y-axis at $-3$?', 'yes')],
    },
    {
      title: 'From words to an equation',
      body: para(
        `A plumber charges ${usd(40)} to come out plus ${usd(25)} per hour. The rate is 25 dollars per hour and the starting value is 40 dollars.`,
        show('y = 25x + 40'),
        `For 3 hours: $y = 25(3) + 40 = ${25 * 3 + 40}$ dollars.`,
      ),
      cfu: faces('How do you feel about writing equations from a story?'),
    },
  ],
  checkpoint: {
    std: '8.4C',
    intervention: 2,
    questions: [
      text('What is the slope of the line through $(1, 4)$ and $(5, 16)$?', [(16 - 4) / (5 - 1)]),
      mc('A table has $x$: 0, 2, 4 and $y$: $-3$, 1, 5. What is the y-intercept?', ['*$-3$', '2', '1', '5']),
      fill(
        'A phone plan costs \\$50 to start, then the total is \\$80 after 1 month, \\$110 after 2 months and \\$140 after 3 months.',
        'The rate of change is [[30]] dollars per month, and the y-intercept is [[50]].',
      ),
    ],
    recheck: [
      text('What is the slope of the line through $(-2, 3)$ and $(2, 11)$?', [(11 - 3) / (2 - -2)]),
      mc('A table has $x$: 1, 2, 3 and $y$: 10, 7, 4. What is the slope?', ['*$-3$', '3', '10', '$-\\frac{1}{3}$']),
    ],
    challenge: {
      title: 'A fraction for a slope',
      body: para(
        `Through $(-3, 4)$ and $(5, -2)$: $m = \\frac{-2 - 4}{5 - (-3)} = \\frac{-6}{8} = -\\frac{3}{4}$.`,
        '**Your challenge:** what is the slope of the line through $(-1, 6)$ and $(3, -2)$?',
      ),
      cfu: abcd('Slope:', [`*${(-2 - 6) / (3 - -1)}`, '2', '$-\\frac{1}{2}$', '4']),
    },
    reteach: {
      title: 'Rise over run',
      body: para(
        'Points $(1, 3)$ and $(4, 9)$.',
        steps(
          'Rise (change in $y$): $9 - 3 = 6$.',
          'Run (change in $x$): $4 - 1 = 3$.',
          `Slope $= \\frac{6}{3} = ${6 / 3}$. Subtract in the same order on the top and the bottom.`,
        ),
      ),
      cfu: thumbs('Thumbs up if you can find the rise and the run between two points.'),
    },
  },
  exit: {
    std: '8.5I',
    intervention: 4,
    questions: [
      mc(
        `A gym charges ${usd(30)} to join and ${usd(15)} per month. Which equation gives the total cost $y$ after $x$ months?`,
        ['*$y = 15x + 30$', '$y = 30x + 15$', '$y = 45x$', '$y = 15x - 30$'],
      ),
      mc('Which equation fits the table? $x$: 0, 1, 2 and $y$: 4, 7, 10.', [
        '*$y = 3x + 4$',
        '$y = 4x + 3$',
        '$y = 3x$',
        '$y = x + 4$',
      ]),
      text('A candle is 12 inches tall and burns down 1.5 inches each hour. In $y = mx + 12$, what is $m$?', [-1.5]),
    ],
    recheck: [
      mc('Which is the equation of the line with a slope of 5 and a y-intercept of $-1$?', [
        '*$y = 5x - 1$',
        '$y = -x + 5$',
        '$y = 5x + 1$',
        '$y = -5x - 1$',
      ]),
      text('A pool holds 200 gallons and fills at 25 gallons per minute. In $y = 25x + b$, what is $b$?', [200]),
    ],
    challenge: {
      title: 'Two points, one equation',
      body: para(
        `Through $(2, 5)$ and $(4, 9)$: $m = \\frac{9 - 5}{4 - 2} = 2$, and $5 = 2(2) + b$ gives $b = 1$. So $y = 2x + 1$.`,
        '**Your challenge:** write the equation of the line through $(1, 2)$ and $(3, 8)$.',
      ),
      cfu: abc('The equation is…', ['*$y = 3x - 1$', '$y = 3x + 2$', '$y = 2x + 1$']),
    },
    reteach: {
      title: 'Find m, find b, write it',
      body: para(
        'A tree is 3 feet tall and grows 2 feet each year.',
        steps(
          '$m$ is the rate: 2 feet per year.',
          '$b$ is the start: 3 feet.',
          'Write it: $y = 2x + 3$. After 4 years: $y = 2(4) + 3 = 11$ feet.',
        ),
      ),
      cfu: yn('In $y = 2x + 3$, is 3 the slope?', 'no'),
    },
  },
});

// ---------------------------------------------------------------- RC3: the Pythagorean theorem

const hyp = (a: number, b: number) => Math.sqrt(a * a + b * b);
const leg = (c: number, a: number) => Math.sqrt(c * c - a * a);
const isRight = ([a, b, c]: readonly number[]) => (a as number) ** 2 + (b as number) ** 2 === (c as number) ** 2;
const dist = (p: readonly [number, number], q: readonly [number, number]) => hyp(q[0] - p[0], q[1] - p[1]);
const triples = [
  [3, 4, 5],
  [8, 15, 17],
  [6, 7, 8],
  [20, 21, 29],
  [5, 6, 9],
] as const;

const rc3 = lesson({
  key: 'g8-rc3-lesson-pythagorean-theorem',
  title: 'The Pythagorean Theorem and Distance',
  description:
    'Students use the Pythagorean theorem and its converse to find missing side lengths and to test for right ' +
    'triangles, and find the distance between two points on a coordinate plane.',
  grade: '8',
  domainCode: 'RC3',
  mood: { template: 3, prompt: 'Every triangle has three sides. What are three words that describe your day so far?' },
  warmUp: [
    ...on('8.6C', [
      mc('In a right triangle with legs $a$ and $b$ and hypotenuse $c$, which is true?', [
        '*$a^2 + b^2 = c^2$',
        '$a + b = c$',
        '$a^2 + c^2 = b^2$',
        '$2a + 2b = c$',
      ]),
    ]),
    ...on('8.8D', [
      text('A triangle has angles of $90^\\circ$ and $35^\\circ$. What is the third angle, in degrees?', [
        180 - 90 - 35,
      ]),
    ]),
  ],
  prior: {
    title: 'Right triangles',
    body: para(
      'A **right triangle** has one $90^\\circ$ angle. The two sides that make the right angle are the **legs**. The longest side, across from the right angle, is the **hypotenuse**.',
      'Squares and square roots undo each other: $5^2 = 25$ and $\\sqrt{25} = 5$.',
    ),
  },
  teach: [
    {
      title: 'Finding the hypotenuse',
      images: [rightTriangle('6', '8', 'c')],
      body: para(
        'The legs are 6 and 8. Find the hypotenuse $c$.',
        show(
          `6^2 + 8^2 = c^2 \\;\\Rightarrow\\; 36 + 64 = ${36 + 64} \\;\\Rightarrow\\; c = \\sqrt{${36 + 64}} = ${hyp(6, 8)}`,
        ),
      ),
      cfu: abcd('The legs of a right triangle are 5 and 12. How long is the hypotenuse?', [
        `*${hyp(5, 12)}`,
        '17',
        '7',
        `${5 * 5 + 12 * 12}`,
      ]),
    },
    {
      title: 'A missing leg, and the converse',
      images: [rightTriangle('8', 'b', '17'), rightTriangle('7', '24', '25')],
      body: para(
        `Hypotenuse 17, one leg 8: $b^2 = 17^2 - 8^2 = 289 - 64 = ${289 - 64}$, so $b = ${leg(17, 8)}$.`,
        `**Converse:** if $a^2 + b^2 = c^2$, the triangle is right. For 7, 24, 25: $49 + 576 = ${49 + 576} = 25^2$. It is a right triangle.`,
      ),
      cfu: tf('Sides of 4, 5 and 6 make a right triangle.', isRight([4, 5, 6])),
      also: [yesNo('Do sides of 9, 12 and 15 make a right triangle?', isRight([9, 12, 15]) ? 'yes' : 'no')],
    },
    {
      title: 'A ladder problem',
      images: [rightTriangle('h ft', '5 ft', '13 ft')],
      body: para(
        'A 13-foot ladder leans on a wall with its foot 5 feet from the wall. How high does it reach?',
        show(`h = \\sqrt{13^2 - 5^2} = \\sqrt{169 - 25} = \\sqrt{${169 - 25}} = ${leg(13, 5)} \\text{ ft}`),
      ),
      cfu: faces('How do you feel about drawing a picture for a word problem?'),
    },
  ],
  checkpoint: {
    std: '8.7C',
    intervention: 3,
    questions: [
      text('The legs of a right triangle are 9 cm and 12 cm. How long is the hypotenuse, in centimeters?', [
        hyp(9, 12),
      ]),
      mc('A 10-foot ladder leans on a wall. Its foot is 6 feet from the wall. How high up the wall does it reach?', [
        `*${leg(10, 6)} feet`,
        '4 feet',
        '16 feet',
        `${round(hyp(10, 6), 1)} feet`,
      ]),
      sel(
        'Select all the side lengths that make a right triangle.',
        triples.map((t) => `${isRight(t) ? '*' : ''}${t.join(', ')}`),
      ),
    ],
    recheck: [
      text('The legs of a right triangle are 20 and 21. How long is the hypotenuse?', [hyp(20, 21)]),
      mc('A right triangle has a hypotenuse of 26 and one leg of 10. How long is the other leg?', [
        `*${leg(26, 10)}`,
        '16',
        '36',
        `${round(hyp(26, 10), 1)}`,
      ]),
    ],
    challenge: {
      title: 'Inside a box',
      body: para(
        `A box is 12 by 4 by 3. The diagonal of the bottom is $\\sqrt{12^2 + 4^2} = \\sqrt{160}$. The diagonal through the box is $\\sqrt{160 + 3^2} = \\sqrt{169} = ${Math.sqrt(169)}$.`,
        '**Your challenge:** how long is the diagonal through a box that is 6 by 2 by 3?',
      ),
      cfu: abcd('Diagonal:', [`*${Math.sqrt(36 + 4 + 9)}`, '11', `${round(Math.sqrt(40), 1)}`, '49']),
    },
    reteach: {
      title: 'Squares on the sides',
      body: para(
        'Draw a square on each side of a 3-4-5 right triangle.',
        steps(
          'The squares on the legs have areas $3^2 = 9$ and $4^2 = 16$.',
          'Together: $9 + 16 = 25$.',
          'The square on the hypotenuse has area $5^2 = 25$. They match!',
        ),
        'That is the theorem: $a^2 + b^2 = c^2$, where $c$ is always the longest side.',
      ),
      cfu: thumbs('Thumbs up if you can point to the hypotenuse of a right triangle.'),
    },
  },
  exit: {
    std: '8.7D',
    intervention: 2,
    questions: [
      text('What is the distance between $(1, 2)$ and $(4, 6)$?', [dist([1, 2], [4, 6])]),
      mc('What is the distance between $(-2, 1)$ and $(6, 7)$?', [`*${dist([-2, 1], [6, 7])}`, '14', '8', '6']),
      fill(
        'Find the distance between $(0, 0)$ and $(5, 12)$.',
        `The horizontal change is [[5]], the vertical change is [[12]], and the distance is [[${dist([0, 0], [5, 12])}]].`,
      ),
    ],
    recheck: [
      text('What is the distance between $(3, -1)$ and $(9, 7)$?', [dist([3, -1], [9, 7])]),
      mc('What is the distance between $(-4, -3)$ and $(1, 9)$?', [`*${dist([-4, -3], [1, 9])}`, '17', '12', '5']),
    ],
    challenge: {
      title: 'When the distance is not whole',
      body: para(
        `From $(2, 3)$ to $(7, 5)$: the changes are 5 and 2, so $d = \\sqrt{25 + 4} = \\sqrt{29} \\approx ${round(Math.sqrt(29))}$.`,
        '**Your challenge:** what is the distance between $(-1, 2)$ and $(5, 10)$?',
      ),
      cfu: abc('Distance:', [`*${dist([-1, 2], [5, 10])}`, '14', '7']),
    },
    reteach: {
      title: 'Draw the right triangle',
      body: para(
        'Find the distance from $(1, 1)$ to $(4, 5)$.',
        steps(
          'Draw a right triangle with the segment as its hypotenuse.',
          'The horizontal leg is $4 - 1 = 3$; the vertical leg is $5 - 1 = 4$.',
          `Use the theorem: $d = \\sqrt{3^2 + 4^2} = \\sqrt{25} = ${dist([1, 1], [4, 5])}$.`,
        ),
      ),
      cfu: yn('Is the distance between two points the hypotenuse of a right triangle?', 'yes'),
    },
  },
});

// ---------------------------------------------------------------- RC4: simple and compound interest

const P = 500;
const r = 0.04;
const years = [1, 2, 3].map((t) => ({ t, simple: P + P * r * t, compound: round(P * (1 + r) ** t) }));

const rc4 = lesson({
  key: 'g8-rc4-lesson-simple-compound-interest',
  title: 'Simple Interest and Compound Interest',
  description:
    'Students calculate simple interest with I = Prt and compound interest year by year, and compare how the two ' +
    'grow over time.',
  grade: '8',
  domainCode: 'RC4',
  mood: {
    template: 4,
    prompt: 'Small good things add up. What is one small good thing that happened to you this week?',
  },
  warmUp: [
    ...on('8.12A', [
      mc(`Two loans of ${usd(1000)} have the same 5% interest rate. Which costs more in interest?`, [
        '*The loan paid back over 5 years',
        'The loan paid back over 3 years',
        'They cost the same',
        'Neither costs interest',
      ]),
    ]),
    ...on('8.12C', [
      mc('Why does saving a little each month starting early help?', [
        '*The money has more time to earn interest',
        'Banks charge less tax on early savings',
        'Interest rates are always higher for young savers',
        'The money cannot be spent',
      ]),
    ]),
  ],
  prior: {
    title: 'Percent of an amount',
    body: para(
      `Interest is money paid for the use of money. Rates are percents: $4\\% = 0.04$, so 4% of ${usd(500)} is $0.04 \\times 500 = ${0.04 * 500}$ dollars.`,
      'The **principal** is the amount first saved or borrowed.',
    ),
  },
  teach: [
    {
      title: 'Simple interest',
      body: para(
        `${usd(P)} is saved at 4% simple interest for 3 years.`,
        show(`I = Prt = ${P} \\times 0.04 \\times 3 = ${P * r * 3}`),
        `The balance is ${usd(P)} + ${usd(P * r * 3)} = ${usd(P + P * r * 3)}. Simple interest is paid on the principal only.`,
      ),
      cfu: abcd(`What is the simple interest on ${usd(200)} at 5% for 2 years?`, [
        `*${usd(200 * 0.05 * 2)}`,
        usd(200 * 0.05),
        usd(210),
        usd(2000),
      ]),
    },
    {
      title: 'Compound interest',
      body: para(
        'With interest compounded every year, each year earns interest on the principal **and** on the interest already earned.',
        grid([
          ['\\text{Year}', '\\text{Simple}', '\\text{Compound}'],
          ...years.map((y) => [y.t, `\\$${y.simple.toFixed(2)}`, `\\$${tn(y.compound, 2)}`]),
        ]),
        `After 3 years compound interest earns ${usd(round(years[2]!.compound - years[2]!.simple))} more.`,
      ),
      cfu: tf('Compound interest earns interest on interest already earned.', true),
      also: [
        yesNo(
          `Does ${usd(500)} at 4% compounded yearly grow to more than ${usd(560)} in 3 years?`,
          years[2]!.compound > 560 ? 'yes' : 'no',
        ),
      ],
    },
  ],
  checkpoint: {
    std: '8.12D',
    skillBuilder: true,
    intervention: 4,
    questions: [
      text(
        `Use $I = Prt$. How much simple interest does ${usd(800)} earn at 5% for 4 years, in dollars?`,
        moneyKeys(800 * 0.05 * 4),
      ),
      mc(`${usd(1200)} is saved at 3% simple interest for 2 years. What is the balance?`, [
        `*${usd(1200 + round(1200 * 0.03 * 2))}`,
        usd(round(1200 * 0.03 * 2)),
        usd(1236),
        usd(1800),
      ]),
      fill(
        `${usd(2000)} is saved at 6% simple interest for 3 years.`,
        `The interest is [[${round(2000 * 0.06 * 3)}]] dollars and the balance is [[${round(2000 + 2000 * 0.06 * 3)}]] dollars.`,
      ),
    ],
    recheck: [
      text(
        `How much simple interest does ${usd(600)} earn at 2% for 5 years, in dollars?`,
        moneyKeys(round(600 * 0.02 * 5)),
      ),
      mc(`${usd(1000)} is saved at 7% simple interest for 2 years. What is the balance?`, [
        `*${usd(1000 + round(1000 * 0.07 * 2))}`,
        usd(round(1000 * 0.07 * 2)),
        usd(1070),
        usd(1700),
      ]),
    ],
    challenge: {
      title: 'Finding the rate',
      body: para(
        `${usd(400)} grows to ${usd(460)} in 3 years with simple interest. The interest is 60 dollars, and $r = \\frac{I}{Pt} = \\frac{60}{400 \\times 3} = ${60 / 1200} = 5\\%$.`,
        `**Your challenge:** ${usd(250)} grows to ${usd(280)} in 4 years with simple interest. What is the rate?`,
      ),
      cfu: abcd('Rate:', [`*${round((30 / (250 * 4)) * 100)}%`, '12%', '30%', '7.5%']),
    },
    reteach: {
      title: 'P, r and t',
      body: para(
        `Find the simple interest on ${usd(300)} at 6% for 2 years.`,
        steps(
          '$P = 300$ (the principal).',
          '$r = 0.06$ (the rate as a decimal).',
          '$t = 2$ (years).',
          `$I = 300 \\times 0.06 \\times 2 = ${round(300 * 0.06 * 2)}$ dollars.`,
        ),
      ),
      cfu: thumbs('Thumbs up if you can name what P, r and t stand for.'),
    },
  },
  exit: {
    std: '8.12D',
    intervention: 3,
    questions: [
      text(
        `${usd(1000)} is saved at 5% interest compounded once a year. What is the balance after 2 years, in dollars?`,
        moneyKeys(round(1000 * 1.05 ** 2)),
      ),
      mc(`Which earns more in 3 years on ${usd(1000)}: 4% simple interest or 4% interest compounded yearly?`, [
        `*Compounded yearly (${usd(round(1000 * 1.04 ** 3))})`,
        `Simple interest (${usd(1000 + 1000 * 0.04 * 3)})`,
        'They earn the same',
        'It depends on the bank',
      ]),
      text(
        `${usd(2000)} is saved at 3% interest compounded once a year. How much interest is earned in 2 years, in dollars?`,
        moneyKeys(round(2000 * 1.03 ** 2 - 2000)),
      ),
    ],
    recheck: [
      text(
        `${usd(500)} is saved at 10% interest compounded once a year. What is the balance after 2 years, in dollars?`,
        moneyKeys(round(500 * 1.1 ** 2)),
      ),
      mc(
        `${usd(1000)} is saved for 2 years at 10%. How much more does compound interest (yearly) earn than simple interest?`,
        [`*${usd(round(1000 * 1.1 ** 2 - (1000 + 1000 * 0.1 * 2)))}`, usd(0), usd(100), usd(210)],
      ),
    ],
    challenge: {
      title: 'Three years of growth',
      body: para(
        `${usd(1000)} at 10% compounded yearly: $1{,}000 \\to 1{,}100 \\to 1{,}210 \\to ${tn(round(1000 * 1.1 ** 3))}$. With simple interest it would be ${usd(1300)}.`,
        `**Your challenge:** what is the balance of ${usd(2000)} at 5% compounded yearly after 3 years?`,
      ),
      cfu: abc('Balance:', [`*${usd(round(2000 * 1.05 ** 3))}`, usd(2300), usd(round(2000 * 1.05 ** 2))]),
    },
    reteach: {
      title: 'One year at a time',
      body: para(
        `${usd(400)} at 5% compounded yearly for 2 years.`,
        steps(
          `Year 1: interest $0.05 \\times 400 = 20$, balance ${usd(420)}.`,
          `Year 2: interest $0.05 \\times 420 = 21$, balance ${usd(441)}.`,
          `Simple interest would give ${usd(440)}: compound earned ${usd(1)} more.`,
        ),
      ),
      cfu: yn('In year 2, is the interest figured on the new balance?', 'yes'),
    },
  },
});

export const GRADE_8: SeedLesson[] = [rc1, rc2, rc3, rc4];
