// Grade 6 mathematics: one worksheet per STAAR reporting category.
import {
  about,
  cr,
  drop,
  fill,
  fr,
  mc,
  moneyKeys,
  num,
  on,
  order,
  percentKeys,
  pick,
  reflect,
  rng,
  round,
  sel,
  sheet,
  table,
  text,
  usd,
} from './build';
import {
  boxPlot,
  coordinatePlane,
  dotPlot,
  hundredGrid,
  inequalityLine,
  type LibImage,
  labeledPrism,
  numberLine,
  plot,
  triangleAngles,
} from './images';
import type { SeedWorksheet } from './types';

/** Median of sorted values. */
const median = (sorted: readonly number[]): number => {
  const m = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[m] as number) : ((sorted[m - 1] as number) + (sorted[m] as number)) / 2;
};

/** Five-number summary the way grade 6 finds quartiles: medians of the lower and upper halves. */
export const fiveNumbers = (data: readonly number[]) => {
  const s = [...data].sort((a, b) => a - b);
  const half = Math.floor(s.length / 2);
  return {
    min: s[0] as number,
    q1: median(s.slice(0, half)),
    median: median(s),
    q3: median(s.slice(s.length - half)),
    max: s[s.length - 1] as number,
    mean: s.reduce((a, b) => a + b, 0) / s.length,
  };
};

// ---------------------------------------------------------------- RC1

const rationals: [string, number][] = [
  ['$-3$', -3],
  ['$1.5$', 1.5],
  ['$-4.25$', -4.25],
  ['$0$', 0],
  ['$-\\frac{1}{2}$', -0.5],
];

const pointOnLine = (value: number): LibImage =>
  numberLine({
    name: `number-line-neg5-5-at-${String(value).replace('-', 'neg').replace('.', '-')}`,
    alt: `A number line from -5 to 5 with a dot halfway between ${Math.floor(value)} and ${Math.ceil(value)}`,
    intervals: 10,
    labels: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, String(i - 5)])),
    points: [{ at: value + 5 }],
  });

const rc1 = sheet({
  key: 'g6-rc1-rational-numbers-expressions',
  title: 'Rational Numbers, Percents and Expressions',
  description:
    'Numerical representations and relationships: classify, compare and order rational numbers, absolute value, ' +
    'equivalent fractions, decimals and percents, order of operations with exponents and equivalent expressions.',
  grade: '6',
  subject: 'Math',
  domainCode: 'RC1',
  isFullTopic: true,
  questions: [
    ...on('6.2A', [
      sel('Select all the numbers that are integers.', [
        '*$-8$',
        '*$0$',
        '*$15$',
        '$2.5$',
        '$-\\frac{3}{4}$',
        '*$\\frac{12}{4}$',
      ]),
      drop(
        'Choose the words that make the sentence true.',
        'Every whole number is [[*an integer|a negative number]], and every integer is [[*a rational number|a whole number]].',
      ),
    ]),
    ...on('6.2B', [
      fill(
        'Complete each sentence.',
        'The opposite of $-9$ is [[9]], the absolute value $|-9|$ is [[9]], and the opposite of $4.5$ is [[-4.5]].',
      ),
    ]),
    ...on('6.2C', [
      pick('Which number line shows a point at $-2.5$?', [
        { image: pointOnLine(2.5) },
        { image: pointOnLine(-1.5) },
        { image: pointOnLine(-2.5), correct: true },
        { image: pointOnLine(-3.5) },
      ]),
      order(
        'Order the numbers from least to greatest.',
        [...rationals].sort((a, b) => a[1] - b[1]).map(([t]) => t),
        { hint: 'Place each number on a number line. Numbers farther left are less.' },
      ),
    ]),
    ...on('6.2D', [
      mc(
        'Four divers are below the surface of a lake. Their positions are $-12.5$ meters, $-15$ meters, $-9.75$ meters and $-12\\frac{3}{4}$ meters. Which position is the deepest?',
        ['*$-15$ meters', '$-12.5$ meters', '$-9.75$ meters', '$-12\\frac{3}{4}$ meters'],
      ),
      cr(
        'Explain why $-7$ is less than $-2$ even though 7 is greater than 2. Use a number line or a real-world example.',
        'On a number line, -7 is 5 units to the left of -2, and numbers to the left are less. For example, -7 degrees is colder than -2 degrees.',
        { points: 2 },
      ),
    ]),
    ...on('6.2E', [
      mc(`Which expression is equal to ${fr(5, 9)}?`, ['*$5 \\div 9$', '$9 \\div 5$', '$5 \\times 9$', '$9 - 5$']),
    ]),
    ...on('6.4E', [
      pick('Each grid represents one whole. Which grid shows 35%?', [
        { image: hundredGrid(53) },
        { image: hundredGrid(30) },
        { image: hundredGrid(35), correct: true },
        { image: hundredGrid(5) },
      ]),
    ]),
    ...on('6.4G', [
      table(
        'Complete the table of equivalent fractions, decimals and percents.',
        ['Fraction', 'Decimal', 'Percent'],
        [
          [fr(3, 4), '0.75', '75%'],
          [fr(2, 5), '[[0.4]]', `[[${percentKeys(40).join('|')}]]`],
          ['[[!7/20]]', '0.35', `[[${percentKeys(35).join('|')}]]`],
          [fr(1, 8), '[[0.125]]', `[[${percentKeys(12.5).join('|')}]]`],
        ],
        { points: 3 },
      ),
      mc(
        `A store sells a T-shirt for ${usd(12)}, which is 0.6 of its original price. Which shows 0.6 as a fraction and as a percent?`,
        [`*${fr(3, 5)} and 60%`, `${fr(6, 100)} and 6%`, `${fr(1, 6)} and 16%`, `${fr(3, 5)} and 0.6%`],
      ),
    ]),
    ...on('6.5C', [
      drop(
        `In a survey, ${fr(3, 5)} of the students chose pizza. Choose the equivalent values.`,
        'That is the same as [[*60%|35%|53%]] of the students, or [[*0.6|0.35|0.53]] of them.',
      ),
    ]),
    ...on('6.7A', [
      text('Evaluate: $2^3 + 4 \\times (6 - 1)$', [2 ** 3 + 4 * (6 - 1)], {
        hint: 'Parentheses, then exponents, then multiplication, then addition.',
      }),
      fill('Write the prime factorization of 72.', '$72 = 2^n \\times 3^m$, where $n =$ [[3]] and $m =$ [[2]].'),
      drop(
        'Choose the words and the value that make the sentences true for $5 + 3^2 \\times 2$.',
        `First evaluate [[*the exponent|the addition|the multiplication]]. The value of the expression is [[*${5 + 3 ** 2 * 2}|${(5 + 3) ** 2 * 2}|${(5 + 3 ** 2) * 2}]].`,
      ),
    ]),
    ...on('6.7B', [
      drop(
        'Choose the word for each.',
        '$3x + 5$ is an [[*expression|equation]], and $3x + 5 = 20$ is an [[*equation|expression]].',
      ),
    ]),
    ...on('6.7C', [
      drop(
        'Decide whether $2(x + 4)$ and $2x + 4$ are equivalent.',
        'They are [[*not equivalent, because $2(x + 4) = 2x + 8$|equivalent, because both have $2x$]]. When $x = 1$, the first expression is [[*10|6]] and the second is [[*6|10]].',
      ),
    ]),
    ...on('6.7D', [
      sel('Select all the expressions that are equivalent to $3(2x + 5)$.', [
        '*$6x + 15$',
        '*$3 \\cdot 2x + 3 \\cdot 5$',
        '*$15 + 6x$',
        '$6x + 5$',
        '$5x + 6$',
        '$2x + 15$',
      ]),
    ]),
    reflect('Which was trickier today: negative numbers or percents? What will you remember next time?'),
  ],
});

// ---------------------------------------------------------------- RC2

const integerFacts = (() => {
  const r = rng(6036);
  const neg = (n: number) => (n < 0 ? `(${n})` : String(n));
  const a = -r.int(3, 12);
  const b = r.int(5, 15);
  const c = -r.int(2, 9);
  const d = -r.int(10, 19);
  const e = -r.int(3, 9);
  const f = r.int(3, 9);
  const g = -r.int(3, 9);
  const h = -r.int(2, 9);
  return [
    [`$${neg(a)} + ${b}$`, `[[${a + b}]]`],
    [`$${c} - ${neg(d)}$`, `[[${c - d}]]`],
    [`$${neg(e)} \\times ${f}$`, `[[${e * f}]]`],
    [`$${g * h} \\div ${neg(h)}$`, `[[${g}]]`],
  ];
})();

const linearGraph = (name: string, alt: string, points: { x: number; y: number }[]) =>
  plot({ name, alt, xLabel: 'x', yLabel: 'y', xMax: 10, yMax: 10, xStep: 1, yStep: 1, points, connect: true });

const pencils = round(0.35 * 240);

const rc2 = sheet({
  key: 'g6-rc2-ratios-rates-equations',
  title: 'Ratios, Rates, Percents and Equations',
  description:
    'Computations and algebraic relationships: integer and rational number operations, unit rates, ratio tables, ' +
    'percent problems, independent and dependent quantities, and one-step equations and inequalities.',
  grade: '6',
  subject: 'Math',
  domainCode: 'RC2',
  isFullTopic: false,
  passages: [
    {
      key: 'school-store',
      title: 'The School Store',
      body:
        'The student council runs the school store. Last week the store sold 240 items in all. ' +
        '35% of the items sold were pencils and 18 of the items were folders.',
    },
  ],
  questions: [
    ...on('6.3D', [
      table('Find each sum, difference, product or quotient.', ['Problem', 'Answer'], integerFacts, { points: 2 }),
    ]),
    ...on('6.3E', [
      text('Multiply: $2\\frac{1}{4} \\times 1\\frac{1}{3}$', [round((9 / 4) * (4 / 3))], {
        hint: 'Write each mixed number as a fraction greater than 1 first.',
      }),
      text('Divide: $4.8 \\div 0.6$', [8]),
    ]),
    ...on('6.3A', [
      drop(
        'Choose the number that makes the sentence true.',
        `Dividing by ${fr(2, 3)} gives the same result as multiplying by [[*${fr(3, 2)}|${fr(2, 3)}|$-\\frac{2}{3}$]].`,
      ),
    ]),
    ...on('6.3B', [
      sel(
        'Without computing, select all the products that are less than 24.',
        [
          ['$24 \\times \\frac{3}{4}$', 24 * 0.75],
          ['$24 \\times \\frac{5}{4}$', 24 * 1.25],
          ['$24 \\times 1\\frac{1}{2}$', 24 * 1.5],
          ['$24 \\times 0.9$', 24 * 0.9],
          ['$24 \\times \\frac{2}{2}$', 24],
        ].map(([t, v]) => `${(v as number) < 24 ? '*' : ''}${t}`),
        { hint: 'Multiplying by a number less than 1 makes the product smaller.' },
      ),
    ]),
    ...on('6.4B', [
      mc(
        `Store A sells a 12-ounce box of cereal for ${usd(3)}. Store B sells an 18-ounce box of the same cereal for ${usd(4.14)}. Which store has the better buy, and why?`,
        [
          `*Store B, because it costs ${usd(round(4.14 / 18), true)} per ounce`,
          `Store A, because it costs ${usd(round(3 / 12), true)} per ounce`,
          'Store A, because the box costs less',
          'Store B, because the box is bigger',
        ],
      ),
    ]),
    ...on('6.5A', [
      table(
        'A recipe uses 3 cups of flour for every 2 cups of sugar. Complete the ratio table.',
        ['Flour (cups)', 'Sugar (cups)'],
        [
          ['3', '2'],
          ['6', `[[${(6 / 3) * 2}]]`],
          [`[[${(6 / 2) * 3}]]`, '6'],
          [`[[${(10 / 2) * 3}]]`, '10'],
        ],
      ),
    ]),
    ...on('6.5B', [
      ...about('school-store', [
        text('How many pencils did the store sell?', [pencils]),
        text('What percent of the items sold were folders?', percentKeys(round((18 / 240) * 100, 1))),
        text(
          'The store had a goal of selling 300 items. What percent of its goal did it reach?',
          percentKeys((240 / 300) * 100),
        ),
      ]),
      text(
        'This week the store sold 45 pencils, which was 30% of all the items it sold this week. How many items did it sell this week?',
        [round(45 / 0.3)],
      ),
      cr(
        `A bike costs ${usd(180)}. It is on sale for 30% off. Show two different ways to find the sale price.`,
        `Way 1: 30% of 180 is 0.3 x 180 = 54, and 180 - 54 = ${usd(126)}. Way 2: the sale price is 70% of the price, ` +
          `and 0.7 x 180 = ${usd(126)}.`,
        { points: 3 },
      ),
    ]),
    ...on('6.6A', [
      drop(
        'The cost $c$ of $n$ movie tickets is $c = 4.5n$. Choose the words that make the sentence true.',
        '$n$ is the [[*independent|dependent]] quantity and $c$ is the [[*dependent|independent]] quantity.',
      ),
    ]),
    ...on('6.6B', [
      mc(
        'A table shows $x$-values 2, 4, 6, 8 and $y$-values 7, 14, 21, 28. Which equation represents the relationship?',
        ['*$y = 3.5x$', '$y = x + 5$', '$y = 7x$', '$y = x + 3.5$'],
      ),
    ]),
    ...on('6.6C', [
      pick('Which graph represents $y = 4x$?', [
        {
          image: linearGraph('g6-graph-y-x-plus-4', 'A line through the points (0, 4), (1, 5), (2, 6) and (3, 7)', [
            { x: 0, y: 4 },
            { x: 1, y: 5 },
            { x: 2, y: 6 },
            { x: 3, y: 7 },
          ]),
        },
        {
          image: linearGraph('g6-graph-y-4x', 'A line through the points (0, 0), (1, 4) and (2, 8)', [
            { x: 0, y: 0 },
            { x: 1, y: 4 },
            { x: 2, y: 8 },
          ]),
          correct: true,
        },
        {
          image: linearGraph('g6-graph-x-4y', 'A line through the points (0, 0), (4, 1) and (8, 2)', [
            { x: 0, y: 0 },
            { x: 4, y: 1 },
            { x: 8, y: 2 },
          ]),
        },
      ]),
    ]),
    ...on('6.9A', [
      mc('Each bus can carry at most 48 students. Which inequality shows $s$, the number of students on one bus?', [
        '*$s \\le 48$',
        '$s \\ge 48$',
        '$s < 48$',
        '$s > 48$',
      ]),
    ]),
    ...on('6.9B', [
      pick('Which number line shows the solutions of $x > 3$?', [
        { image: inequalityLine(0, 10, 3, 'right', true) },
        { image: inequalityLine(0, 10, 3, 'right', false), correct: true },
        { image: inequalityLine(0, 10, 3, 'left', false) },
      ]),
    ]),
    ...on('6.10A', [
      text('Solve for $x$: $x + 17.5 = 42$', [42 - 17.5]),
      text('Solve for $n$: $\\frac{3}{4}n = 18$', [18 / 0.75], {
        hint: 'Multiply both sides by the reciprocal of the coefficient.',
      }),
    ]),
    ...on('6.10B', [
      sel(
        'Select all the values of $x$ that make $x - 4 > 7$ true.',
        [11, 12, 15, 3, 11.5].map((x) => `${x - 4 > 7 ? '*' : ''}$${x}$`),
      ),
    ]),
    reflect('Describe a time outside of school when you used a rate or a percent.'),
  ],
});

// ---------------------------------------------------------------- RC3

const sides = [
  [3, 4, 5],
  [2, 3, 6],
  [5, 5, 9],
  [1, 2, 3],
  [7, 8, 14],
] as const;
const isTriangle = ([a, b, c]: readonly [number, number, number]) => a + b > c && a + c > b && b + c > a;
const areas: [string, string, number][] = [
  ['rectangle', 'length 7.5 cm, width 4 cm', 7.5 * 4],
  ['parallelogram', 'base 9 cm, height 6.5 cm', 9 * 6.5],
  ['triangle', 'base 10 cm, height 7 cm', (10 * 7) / 2],
  ['trapezoid', 'bases 6 cm and 10 cm, height 4.5 cm', ((6 + 10) / 2) * 4.5],
];
const masses: [string, number][] = [
  ['2 kg', 2000],
  ['1,500 g', 1500],
  ['2,100 g', 2100],
  ['1.8 kg', 1800],
];
const quadrantPoint = (x: number, y: number) =>
  coordinatePlane(
    `g6-plane-point-${x}-${y}`.replace(/-(-)(\d)/g, '-neg$2'),
    `A coordinate plane with one point ${Math.abs(x)} units ${x < 0 ? 'left' : 'right'} of the origin and ${Math.abs(y)} units ${y < 0 ? 'down' : 'up'}`,
    6,
    [{ points: [[x, y]] }],
  );

const rc3 = sheet({
  key: 'g6-rc3-geometry-measurement',
  title: 'Triangles, Area, Volume and the Coordinate Plane',
  description:
    'Geometry and measurement: angles and sides of triangles, area of parallelograms, trapezoids and triangles, ' +
    'volume of prisms, converting units and graphing points in all four quadrants.',
  grade: '6',
  subject: 'Math',
  domainCode: 'RC3',
  isFullTopic: true,
  questions: [
    ...on('6.8A', [
      text('What is the value of $x$?', [180 - 47 - 68], {
        images: [triangleAngles(47, 68)],
        hint: 'The angles of a triangle add up to 180°.',
      }),
      sel(
        'Select all the sets of side lengths that can form a triangle.',
        sides.map((s) => `${isTriangle(s) ? '*' : ''}${s.join(' cm, ')} cm`),
        { hint: 'The two shorter sides must add up to more than the longest side.' },
      ),
      drop(
        'Choose the word that makes the sentence true.',
        'In a triangle, the longest side is always opposite the [[*largest|smallest]] angle.',
      ),
    ]),
    ...on('6.8B', [
      drop(
        'Choose the words that make the sentence true.',
        'Two copies of the same triangle can be put together to form a [[*parallelogram|pentagon|circle]], so the area of one triangle is [[*half of|twice|the same as]] $bh$.',
      ),
      mc(
        'A parallelogram is cut along its height and the piece is moved to make a rectangle. Why is the area of the parallelogram $A = bh$?',
        [
          '*The rectangle has the same base, height and area as the parallelogram.',
          'The rectangle has twice the area of the parallelogram.',
          'The slanted side becomes the height of the rectangle.',
          'Cutting a figure always doubles its area.',
        ],
      ),
    ]),
    ...on('6.8C', [
      mc(
        'A trapezoid has bases of 8 meters and 12 meters and a height of 5 meters. Which equation can be used to find its area?',
        ['*$A = \\frac{1}{2}(8 + 12)(5)$', '$A = (8 + 12)(5)$', '$A = \\frac{1}{2}(8)(12)(5)$', '$A = 8 + 12 + 5$'],
      ),
      text('What is the area of the trapezoid in square meters?', [((8 + 12) / 2) * 5]),
      cr(
        'A triangle has an area of 42 square centimeters and a base of 12 centimeters. Write an equation you can use to find the height, then solve it.',
        '42 = (1/2)(12)h, so 42 = 6h and h = 7. The height is 7 centimeters.',
        { points: 2 },
      ),
    ]),
    ...on('6.8D', [
      table(
        'Find the area of each figure in square centimeters.',
        ['Figure', 'Dimensions', 'Area'],
        areas.map(([f, d, a]) => [f, d, `[[${a}]]`]),
        { points: 2 },
      ),
      text('What is the volume of the prism in cubic inches?', [4 * 3 * 2.5], {
        images: [labeledPrism('4 in.', '3 in.', '2.5 in.')],
      }),
      text(
        'A sandbox shaped like a rectangular prism holds 36 cubic feet of sand. Its base is 6 feet by 4 feet. How deep is the sand, in feet?',
        [36 / (6 * 4)],
      ),
    ]),
    ...on('6.4H', [
      table(
        'Convert each measurement.',
        ['Measurement', 'Convert to', 'Answer'],
        [
          ['3 yards', 'feet', `[[${3 * 3}]]`],
          ['48 ounces', 'pounds', `[[${48 / 16}]]`],
          ['2.5 kilometers', 'meters', `[[${num(2.5 * 1000)}]]`],
          ['750 milliliters', 'liters', `[[${750 / 1000}]]`],
        ],
        { points: 2 },
      ),
      order(
        'Order the masses from least to greatest.',
        [...masses].sort((a, b) => a[1] - b[1]).map(([t]) => t),
        { hint: '1 kilogram = 1,000 grams.' },
      ),
    ]),
    ...on('6.11A', [
      pick('Which coordinate plane shows the point $(-3, 4)$?', [
        { image: quadrantPoint(4, -3) },
        { image: quadrantPoint(-3, 4), correct: true },
        { image: quadrantPoint(3, 4) },
        { image: quadrantPoint(-3, -4) },
      ]),
      fill(
        'Use the coordinate plane.',
        'Point A is at ([[-4]], [[2]]), and point B is in quadrant [[IV|4|quadrant IV]].',
        {
          images: [
            coordinatePlane(
              'g6-plane-points-a-b',
              'A coordinate plane with point A 4 units left of the origin and 2 units up, and point B 3 units right and 5 units down',
              6,
              [
                { points: [[-4, 2]], letters: ['A'] },
                { points: [[3, -5]], letters: ['B'] },
              ],
            ),
          ],
        },
      ),
    ]),
    reflect('What strategy helps you remember which area formula goes with which figure?'),
  ],
});

// ---------------------------------------------------------------- RC4

const homework = [30, 45, 20, 60, 45, 35, 50, 45, 25, 40];
const hw = fiveNumbers(homework);
const summary = [3, 5, 6, 8, 9, 10, 12];
const s5 = fiveNumbers(summary);
const sports: [string, number][] = [
  ['Soccer', 18],
  ['Basketball', 12],
  ['Football', 15],
  ['Other', 5],
];
const sportTotal = sports.reduce((a, [, n]) => a + n, 0);
const sunflowers = boxPlot({
  name: 'g6-sunflower-heights',
  title: 'Sunflower Heights (cm)',
  axisMin: 110,
  axisMax: 190,
  step: 10,
  boxes: [['Heights', 120, 135, 150, 160, 185]],
});
const summaryPlot = (name: string, b: [number, number, number, number, number]) =>
  boxPlot({ name, title: 'Data Set', axisMin: 0, axisMax: 14, step: 2, boxes: [['Data', ...b]] });
// Register entries in cents, so every balance is exact.
const register: [string, string, number][] = [
  ['Paycheck deposit', 'deposit', 12_000],
  ['Grocery store (debit card)', 'withdrawal', 4_550],
  ['Phone bill', 'withdrawal', 8_999],
  ['Transfer to savings', 'withdrawal', 5_000],
];
const registerRows = (() => {
  let balance = 25_000;
  return register.map(([what, kind, cents]) => {
    balance += kind === 'deposit' ? cents : -cents;
    const amount = (cents / 100).toFixed(2);
    return [
      what,
      kind === 'deposit' ? amount : '',
      kind === 'withdrawal' ? amount : '',
      `[[${(balance / 100).toFixed(2)}]]`,
    ];
  });
})();

const rc4 = sheet({
  key: 'g6-rc4-data-personal-finance',
  title: 'Data Analysis and Personal Finance',
  description:
    'Data analysis and personal financial literacy: dot plots and box plots, mean, median, range and interquartile ' +
    'range, relative frequency, variability; checking accounts, debit and credit cards, check registers and paying for college.',
  grade: '6',
  subject: 'Math',
  domainCode: 'RC4',
  isFullTopic: false,
  questions: [
    ...on('6.12C', [
      table(
        `Students recorded the minutes they spent on homework: ${homework.join(', ')}. Complete the summary.`,
        ['Mean', 'Median', 'Range', 'Interquartile range'],
        [[`[[${hw.mean}]]`, `[[${hw.median}]]`, `[[${hw.max - hw.min}]]`, `[[${hw.q3 - hw.q1}]]`]],
        { points: 3, hint: 'Order the data first. The quartiles are the medians of the lower and upper halves.' },
      ),
      cr(
        'A data set is 2, 3, 3, 4 and 30. Which measure of center, the mean or the median, better describes the data? Explain.',
        'The median (3) is better. The mean is (2 + 3 + 3 + 4 + 30) / 5 = 8.4, which is pulled up by the outlier 30 and is greater than four of the five values.',
        { points: 2 },
      ),
    ]),
    ...on('6.13A', [
      text('What is the interquartile range of the sunflower heights, in centimeters?', [160 - 135], {
        images: [sunflowers],
      }),
      text('About what percent of the sunflowers are taller than 135 centimeters?', percentKeys(75), {
        images: [sunflowers],
        hint: 'Each part of a box plot holds about 25% of the data.',
      }),
    ]),
    ...on('6.12A', [
      pick(`Which box plot represents the data ${summary.join(', ')}?`, [
        { image: summaryPlot('g6-box-wrong-a', [3, 6, 8, 9, 12]) },
        { image: summaryPlot('g6-box-right', [s5.min, s5.q1, s5.median, s5.q3, s5.max]), correct: true },
        { image: summaryPlot('g6-box-wrong-b', [3, 5, 7, 10, 12]) },
      ]),
    ]),
    ...on('6.12B', [
      drop(
        'The dot plot shows the number of pets owned by students in a class. Choose the words that describe the data.',
        'The data are [[*skewed right|symmetric|skewed left]], and most students have [[*3 or fewer|4 or more]] pets.',
        {
          images: [
            dotPlot({
              name: 'g6-pets',
              title: 'Number of Pets',
              ticks: ['1', '2', '3', '4', '5', '6', '7'],
              counts: [6, 5, 4, 2, 1, 1, 1],
            }),
          ],
        },
      ),
    ]),
    ...on('6.12D', [
      table(
        `${sportTotal} students named their favorite sport. Complete the relative frequency table.`,
        ['Sport', 'Number of students', 'Percent of students'],
        sports.map(([s, n]) => [s, String(n), `[[${percentKeys(round((n / sportTotal) * 100, 1)).join('|')}]]`]),
        { points: 2 },
      ),
    ]),
    ...on('6.13B', [
      sel('Select all the questions that will give data with variability.', [
        '*How many hours of sleep do students in my class get?',
        '*How tall are the sixth graders at my school?',
        '*How many minutes does each student take to get to school?',
        'How many days are in a week?',
        'How many sides does a hexagon have?',
      ]),
    ]),
    ...on('6.14A', [
      mc(
        `Bank A charges ${usd(8)} a month for a checking account with free debit card purchases. Bank B has no monthly fee but charges ${usd(0.5, true)} for each debit card purchase. Maria makes 20 debit card purchases a month. Which bank costs her less?`,
        [
          `*Bank A, because Bank B would cost ${usd(20 * 0.5)} a month`,
          'Bank B, because it has no monthly fee',
          'They cost the same',
          `Bank B, because ${usd(0.5, true)} is less than ${usd(8)}`,
        ],
      ),
    ]),
    ...on('6.14B', [
      drop(
        'Choose the words that make the sentences true.',
        'A debit card takes money [[*directly from a checking account|from a loan that is paid back later]]. A credit card uses [[*borrowed money that must be paid back|money already in a checking account]].',
      ),
    ]),
    ...on('6.14C', [
      table(
        `Complete the check register. The starting balance is ${usd(250, true)}. Write each balance in dollars and cents.`,
        ['Description', 'Deposit', 'Withdrawal', 'Balance'],
        registerRows,
        { points: 2 },
      ),
    ]),
    ...on('6.14D', [
      mc('Why is it important to build a positive credit history?', [
        '*Lenders are more likely to approve loans and offer lower interest rates.',
        'It means you never have to pay back what you borrow.',
        'It lets you open a savings account.',
        'It raises your salary.',
      ]),
    ]),
    ...on('6.14G', [
      sel('Select all the ways to pay for college that do NOT have to be paid back.', [
        '*scholarships',
        '*grants',
        '*money saved in a college savings account',
        '*work-study jobs',
        'student loans',
      ]),
    ]),
    ...on('6.14H', [
      text(
        `A job that requires a two-year degree pays ${usd(48_000)} a year. A job that requires a four-year degree pays ${usd(62_000)} a year. Over a 35-year career, how much more would the second job earn, in dollars?`,
        moneyKeys((62_000 - 48_000) * 35),
      ),
    ]),
    reflect('What is one question you could ask your classmates that would give data with variability?'),
  ],
});

export const GRADE_6: SeedWorksheet[] = [rc1, rc2, rc3, rc4];
