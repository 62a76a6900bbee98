// Grade 8 mathematics: one worksheet per STAAR reporting category.
import {
  cr,
  drop,
  fill,
  mc,
  moneyKeys,
  num,
  on,
  order,
  pick,
  reflect,
  round,
  sel,
  sheet,
  table,
  text,
  usd,
} from './build';
import { coordinatePlane, type LibImage, numberLine, plot, rightTriangle } from './images';
import type { SeedWorksheet } from './types';

// ---------------------------------------------------------------- RC1

const reals: [string, number][] = [
  ['$\\sqrt{10}$', Math.sqrt(10)],
  ['$\\pi$', Math.PI],
  ['$3.1$', 3.1],
  ['$3\\frac{1}{5}$', 3.2],
  ['$\\frac{10}{3}$', 10 / 3],
];
const negatives: [string, number][] = [
  ['$-\\sqrt{5}$', -Math.sqrt(5)],
  ['$-2.2$', -2.2],
  ['$-\\frac{9}{4}$', -9 / 4],
  ['$-2.3$', -2.3],
];
const rootPoint = (value: number, alt: string) =>
  numberLine({
    name: `number-line-0-10-at-${String(value).replace('.', '-')}`,
    alt,
    intervals: 10,
    labels: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, String(i)])),
    points: [{ at: value }],
  });
const scientific: [string, string, string][] = [
  ['45,000,000', '[[4.5]]', '[[7]]'],
  ['0.00032', '[[3.2]]', '[[-4]]'],
  [`[[${num(6_020_000)}]]`, '6.02', '6'],
  ['[[0.0007]]', '7', '-4'],
];

const rc1 = sheet({
  key: 'g8-rc1-real-numbers',
  title: 'Real Numbers and Scientific Notation',
  description:
    'Numerical representations and relationships: sets of real numbers, approximating irrational numbers and square ' +
    'roots, scientific notation, and ordering real numbers from mathematical and real-world contexts.',
  grade: '8',
  subject: 'Math',
  domainCode: 'RC1',
  isFullTopic: true,
  questions: [
    ...on('8.2A', [
      sel('Select all the irrational numbers.', [
        '*$\\sqrt{7}$',
        '*$\\pi$',
        '$\\sqrt{49}$',
        '$0.\\overline{3}$',
        '$-\\frac{5}{8}$',
        '*$\\sqrt{50}$',
      ]),
      drop(
        'Choose the words that make the sentences true.',
        '$\\sqrt{36}$ is a [[*rational|irrational]] number because $\\sqrt{36} =$ [[*6|18|3]]. It also belongs to the set of [[*integers|irrational numbers]].',
      ),
      cr(
        'Is every integer a rational number? Explain and give an example.',
        'Yes. Every integer can be written as a fraction with a denominator of 1, for example -4 = -4/1, so the integers are a subset of the rational numbers.',
        { points: 2 },
      ),
    ]),
    ...on('8.2B', [
      drop('Choose the numbers that make the sentence true.', '$\\sqrt{55}$ is between [[*7|6|8]] and [[*8|9|7]].', {
        hint: 'Which perfect squares are just below and just above 55?',
      }),
      mc('Which is the closest approximation of $\\sqrt{30}$?', ['*5.5', '5.1', '6.2', '15']),
      pick('Which number line shows the best approximation of $\\sqrt{20}$?', [
        { image: rootPoint(10, 'A number line from 0 to 10 with a dot at 10') },
        { image: rootPoint(4.5, 'A number line from 0 to 10 with a dot halfway between 4 and 5'), correct: true },
        { image: rootPoint(2, 'A number line from 0 to 10 with a dot at 2') },
        { image: rootPoint(5.5, 'A number line from 0 to 10 with a dot halfway between 5 and 6') },
      ]),
    ]),
    ...on('8.2C', [
      table(
        'Complete the table. Each number in scientific notation is (decimal factor) $\\times 10^{n}$.',
        ['Standard form', 'Decimal factor', 'Power of 10, $n$'],
        scientific,
        { points: 3 },
      ),
      mc(
        'The distance from Earth to the Sun is about 93,000,000 miles. Which is this distance in scientific notation?',
        ['*$9.3 \\times 10^{7}$', '$93 \\times 10^{6}$', '$9.3 \\times 10^{6}$', '$9.3 \\times 10^{-7}$'],
      ),
      text('Write $7.05 \\times 10^{5}$ in standard form.', [num(7.05e5)]),
      fill('Write the number in scientific notation.', '$0.000064 = 6.4 \\times 10^{n}$, where $n =$ [[-5]]'),
    ]),
    ...on('8.2D', [
      order(
        'Order the numbers from least to greatest.',
        [...reals].sort((a, b) => a[1] - b[1]).map(([t]) => t),
        {
          hint: 'Write each number as a decimal to the hundredths: $\\pi \\approx 3.14$ and $\\sqrt{10} \\approx 3.16$.',
        },
      ),
      order(
        'Order the numbers from least to greatest.',
        [...negatives].sort((a, b) => a[1] - b[1]).map(([t]) => t),
      ),
      mc(
        'Four friends measured their heights in meters: 1.6, $\\sqrt{2.5}$, $1\\frac{5}{8}$ and 1.59. Who is the tallest?',
        [
          `*the friend who is $1\\frac{5}{8}$ meters tall`,
          'the friend who is 1.6 meters tall',
          'the friend who is $\\sqrt{2.5}$ meters tall',
          'the friend who is 1.59 meters tall',
        ],
      ),
    ]),
    reflect('How do you estimate a square root without a calculator? Describe your strategy.'),
  ],
});

// ---------------------------------------------------------------- RC2

const kayak: [number, number][] = [1, 2, 3, 4].map((h) => [h, 20 + 15 * h]);
const costGraph = (name: string, alt: string, points: { x: number; y: number }[]): LibImage =>
  plot({
    name,
    alt,
    xLabel: 'Pounds',
    yLabel: 'Cost (dollars)',
    xMax: 5,
    yMax: 20,
    xStep: 1,
    yStep: 2,
    points,
    connect: true,
  });

const rc2 = sheet({
  key: 'g8-rc2-linear-relationships',
  title: 'Slope, Linear Relationships and Equations',
  description:
    'Computations and algebraic relationships: slope and rate of change, proportional and non-proportional ' +
    'relationships, functions, direct variation, equations with variables on both sides and systems of two linear equations.',
  grade: '8',
  subject: 'Math',
  domainCode: 'RC2',
  isFullTopic: true,
  questions: [
    ...on('8.4A', [
      text('What is the slope of the line that passes through $(2, 5)$ and $(6, 17)$?', [(17 - 5) / (6 - 2)], {
        hint: 'Slope = change in $y$ divided by change in $x$.',
      }),
    ]),
    ...on('8.4C', [
      fill(
        `A kayak rental costs ${kayak.map(([h, c]) => `${usd(c)} for ${h} ${h === 1 ? 'hour' : 'hours'}`).join(', ')}.`,
        'The rate of change is [[15]] dollars per hour, and the $y$-intercept is [[20]] dollars.',
      ),
    ]),
    ...on('8.5I', [
      mc('Which equation models the kayak rental cost $y$ for $x$ hours?', [
        '*$y = 15x + 20$',
        '$y = 20x + 15$',
        '$y = 35x$',
        '$y = 15x$',
      ]),
      cr(
        `A taxi charges ${usd(3)} plus ${usd(2.5)} per mile. Write an equation for the cost $y$ of a ride of $x$ miles, and find the cost of an 8-mile ride.`,
        `y = 2.5x + 3. For 8 miles: y = 2.5(8) + 3 = 20 + 3 = ${usd(23)}.`,
        { points: 2 },
      ),
    ]),
    ...on('8.4B', [
      pick('Which graph shows a proportional relationship with a unit rate of 4 dollars per pound?', [
        {
          image: costGraph('g8-graph-cost-4x-plus-2', 'A line through (0, 2), (1, 6), (2, 10) and (3, 14)', [
            { x: 0, y: 2 },
            { x: 1, y: 6 },
            { x: 2, y: 10 },
            { x: 3, y: 14 },
          ]),
        },
        {
          image: costGraph('g8-graph-cost-2x', 'A line through (0, 0), (2, 4) and (4, 8)', [
            { x: 0, y: 0 },
            { x: 2, y: 4 },
            { x: 4, y: 8 },
          ]),
        },
        {
          image: costGraph('g8-graph-cost-4x', 'A line through (0, 0), (1, 4), (2, 8), (3, 12) and (4, 16)', [
            { x: 0, y: 0 },
            { x: 1, y: 4 },
            { x: 2, y: 8 },
            { x: 3, y: 12 },
            { x: 4, y: 16 },
          ]),
          correct: true,
        },
      ]),
    ]),
    ...on('8.5F', [
      sel('Select all the proportional relationships.', [
        '*$y = 7x$',
        '*$y = \\frac{2}{3}x$',
        '$y = 2x + 1$',
        '$y = x - 4$',
        '*the pairs $(1, 3)$, $(2, 6)$ and $(5, 15)$',
      ]),
    ]),
    ...on('8.5G', [
      sel(
        'Select all the sets of ordered pairs that represent a function.',
        [
          '*$\\{(1, 2), (2, 4), (3, 6)\\}$',
          '$\\{(1, 2), (1, 3), (2, 4)\\}$',
          '*$\\{(-1, 5), (0, 5), (1, 5)\\}$',
          '$\\{(4, 1), (4, 2), (4, 3)\\}$',
        ],
        { hint: 'In a function, each input has exactly one output.' },
      ),
    ]),
    ...on('8.5E', [
      text('$y$ varies directly with $x$, and $y = 24$ when $x = 8$. What is $y$ when $x = 13$?', [(24 / 8) * 13]),
    ]),
    ...on('8.5H', [
      drop(
        `A phone plan costs ${usd(30)} a month plus ${usd(0.1, true)} per text message. Choose the words that make the sentence true.`,
        'The total cost is [[*non-proportional|proportional]] to the number of texts because its graph [[*does not pass through the origin|passes through the origin]].',
      ),
    ]),
    ...on('8.5B', [
      table(
        `A plumber charges ${usd(60)} for a visit plus ${usd(45)} per hour of work. Complete the table.`,
        ['Hours', 'Total cost (dollars)'],
        [
          ['1', String(60 + 45)],
          ['2', String(60 + 90)],
          ['4', `[[${60 + 45 * 4}]]`],
          [`[[${(330 - 60) / 45}]]`, '330'],
        ],
      ),
    ]),
    ...on('8.8A', [
      mc(
        `Gym A charges ${usd(25)} to join and ${usd(10)} a month. Gym B charges ${usd(40)} to join and ${usd(7)} a month. Which equation can be used to find $m$, the number of months when the total costs are the same?`,
        ['*$25 + 10m = 40 + 7m$', '$25m + 10 = 40m + 7$', '$25 + 10m + 40 + 7m = 0$', '$10m = 7m$'],
      ),
      fill('Solve the equation for the gyms.', `The costs are the same after [[${(40 - 25) / (10 - 7)}]] months.`),
    ]),
    ...on('8.8B', [
      mc('Which situation can be represented by $3x + 12 = 5x$?', [
        `*Sam has ${usd(12)} and saves ${usd(3)} a week. Tia has no money and saves ${usd(5)} a week. After $x$ weeks they have the same amount.`,
        `Sam has ${usd(3)} and saves ${usd(12)} a week. Tia saves ${usd(5)} a week.`,
        `Sam buys 3 books for ${usd(12)} each and Tia buys 5.`,
        `Sam and Tia together save ${usd(20)} in $x$ weeks.`,
      ]),
    ]),
    ...on('8.8C', [
      text('Solve for $x$: $5x - 7 = 2x + 11$', [(11 + 7) / (5 - 2)]),
      text('Solve for $x$: $0.5(4x + 6) = 3x - 2$', [5], { hint: 'Distribute first: $2x + 3 = 3x - 2$.' }),
      order('Put the steps for solving $3(x + 4) = 2x - 5$ in order.', [
        'Distribute: $3x + 12 = 2x - 5$',
        'Subtract $2x$ from both sides: $x + 12 = -5$',
        'Subtract 12 from both sides: $x = -17$',
        'Check: $3(-17 + 4) = -39$ and $2(-17) - 5 = -39$',
      ]),
    ]),
    ...on('8.9A', [
      fill(
        'The graph shows $y = 2x + 1$ and $y = -x + 7$. Find the solution of the system.',
        'The lines intersect at ([[2]], [[5]]).',
        {
          images: [
            plot({
              name: 'g8-system-2x-plus-1-and-minus-x-plus-7',
              alt: 'Two lines on a grid. One passes through (0, 1), (1, 3), (2, 5), (3, 7) and (4, 9). The other passes through (0, 7) and (7, 0). They cross at one point.',
              xLabel: 'x',
              yLabel: 'y',
              xMax: 8,
              yMax: 10,
              xStep: 1,
              yStep: 1,
              points: [0, 1, 2, 3, 4].map((x) => ({ x, y: 2 * x + 1 })),
              connect: true,
              lines: [
                [
                  { x: 0, y: 7 },
                  { x: 7, y: 0 },
                ],
              ],
            }),
          ],
        },
      ),
    ]),
    reflect('Which representation of a linear relationship do you like best: a table, a graph or an equation? Why?'),
  ],
});

// ---------------------------------------------------------------- RC3

const triples = [
  [6, 8, 10],
  [5, 12, 13],
  [4, 5, 6],
  [7, 24, 25],
  [2, 3, 4],
] as const;
const preimage: [number, number][] = [
  [1, 2],
  [4, 2],
  [1, 5],
];
const transformed = (name: string, description: string, f: (p: [number, number]) => [number, number]) => {
  const image = preimage.map(f);
  const list = (pts: [number, number][]) => pts.map(([x, y], i) => `${'ABC'[i]}(${x}, ${y})`).join(', ');
  return coordinatePlane(
    name,
    `Triangle ABC with ${list(preimage)} and its image, the dashed triangle A'B'C' with ${list(image).replaceAll('(', "'(")}: ${description}`,
    6,
    [
      { points: preimage, letters: ['A', 'B', 'C'] },
      { points: image, letters: ["A'", "B'", "C'"], dashed: true },
    ],
  );
};

const rc3 = sheet({
  key: 'g8-rc3-transformations-pythagorean-volume',
  title: 'Transformations, the Pythagorean Theorem and Volume',
  description:
    'Geometry and measurement: dilations and other transformations on the coordinate plane, the Pythagorean theorem ' +
    'and its converse, distance, volume of cylinders, cones and spheres, surface area, and angle relationships.',
  grade: '8',
  subject: 'Math',
  domainCode: 'RC3',
  isFullTopic: false,
  questions: [
    ...on('8.7C', [
      text('What is the length of the hypotenuse in feet?', [Math.hypot(9, 12)], {
        images: [rightTriangle('9 ft', '12 ft', '?')],
      }),
      text(
        'A 13-foot ladder leans against a wall. The bottom of the ladder is 5 feet from the wall. How high up the wall does the ladder reach, in feet?',
        [Math.sqrt(13 ** 2 - 5 ** 2)],
      ),
      sel(
        'Select all the side lengths that form a right triangle.',
        triples.map(([a, b, c]) => `${a * a + b * b === c * c ? '*' : ''}${a}, ${b}, ${c}`),
        { hint: 'Check whether $a^2 + b^2 = c^2$ with $c$ the longest side.' },
      ),
      cr(
        'A rectangular park is 60 meters wide and 80 meters long. Marco walks diagonally across the park instead of walking along two sides. How many meters shorter is his walk? Explain.',
        `The diagonal is the hypotenuse: sqrt(60^2 + 80^2) = sqrt(3,600 + 6,400) = sqrt(10,000) = 100 meters. Along two sides is 60 + 80 = 140 meters, so his walk is ${
          140 - 100
        } meters shorter.`,
        { points: 3 },
      ),
    ]),
    ...on('8.6C', [
      mc(
        'Squares are drawn on the sides of a right triangle. The squares on the legs have areas of 36 and 64 square units. What is the area of the square on the hypotenuse?',
        [`*${36 + 64} square units`, '28 square units', '196 square units', '10 square units'],
      ),
    ]),
    ...on('8.7D', [
      text('What is the distance between the points $(-2, 3)$ and $(4, 11)$?', [Math.hypot(4 - -2, 11 - 3)], {
        hint: 'Draw a right triangle with the segment as its hypotenuse.',
      }),
    ]),
    ...on('8.7A', [
      table(
        'Find each volume in cubic centimeters. Use 3.14 for $\\pi$ and round to the nearest hundredth.',
        ['Solid', 'Dimensions', 'Volume'],
        [
          ['cylinder', 'radius 3 cm, height 10 cm', `[[${round(3.14 * 9 * 10)}]]`],
          ['cone', 'radius 3 cm, height 10 cm', `[[${round((3.14 * 9 * 10) / 3)}]]`],
          ['sphere', 'radius 6 cm', `[[${round((4 / 3) * 3.14 * 6 ** 3)}]]`],
        ],
        { points: 2, tolerance: 0.5 },
      ),
    ]),
    ...on('8.7B', [
      text(
        'A cylinder has a radius of 4 inches and a height of 10 inches. What is its total surface area in square inches? Use 3.14 for $\\pi$.',
        [round(2 * 3.14 * 4 * 4 + 2 * 3.14 * 4 * 10)],
        { tolerance: 0.5 },
      ),
    ]),
    ...on('8.6A', [
      drop(
        'Choose the words that make the sentence true.',
        'In the volume formula $V = Bh$ for a cylinder, $B$ is the [[*area of the circular base|circumference of the base|radius of the base]] and $h$ is the [[*height|diameter]].',
      ),
    ]),
    ...on('8.6B', [
      drop(
        'Choose the words that make the sentence true.',
        'A cone fills [[*one-third|one-half|all]] of a cylinder with the same base and height, so $V =$ [[*$\\frac{1}{3}\\pi r^2 h$|$\\frac{1}{2}\\pi r^2 h$|$\\pi r^2 h$]] for a cone.',
      ),
    ]),
    ...on('8.10C', [
      drop(
        'Choose the rule for each transformation on the coordinate plane.',
        'A reflection over the $y$-axis maps $(x, y)$ to [[*$(-x, y)$|$(x, -y)$|$(y, x)$]]. A rotation of 90° counterclockwise about the origin maps $(x, y)$ to [[*$(-y, x)$|$(y, -x)$|$(-x, -y)$]].',
      ),
    ]),
    ...on('8.10A', [
      pick('Which graph shows triangle ABC and its reflection over the $x$-axis?', [
        { image: transformed('g8-reflect-y-axis', 'a reflection over the y-axis', ([x, y]) => [-x, y]) },
        { image: transformed('g8-translate-down-7', 'a translation 7 units down', ([x, y]) => [x, y - 7]) },
        { image: transformed('g8-reflect-x-axis', 'a reflection over the x-axis', ([x, y]) => [x, -y]), correct: true },
        { image: transformed('g8-rotate-180', 'a rotation of 180 degrees about the origin', ([x, y]) => [-x, -y]) },
      ]),
    ]),
    ...on('8.10B', [
      sel('Select all the transformations that always produce a congruent figure.', [
        '*a translation',
        '*a reflection',
        '*a rotation',
        'a dilation with a scale factor of 2',
        'a dilation with a scale factor of $\\frac{1}{2}$',
      ]),
    ]),
    ...on('8.10D', [
      fill(
        'A rectangle 4 units by 6 units is dilated by a scale factor of 3.',
        `Its perimeter is multiplied by [[3]], its area is multiplied by [[9]], and the area of the image is [[${4 * 6 * 9}]] square units.`,
      ),
    ]),
    ...on('8.3C', [
      fill(
        'A figure is dilated by a scale factor of $\\frac{1}{2}$ with the origin as the center of dilation.',
        'The vertex $(8, -6)$ maps to ([[4]], [[-3]]).',
      ),
    ]),
    ...on('8.8D', [
      text(
        'Two parallel lines are cut by a transversal. One of the same-side interior angles measures 68°. What is the measure of the other same-side interior angle, in degrees?',
        [180 - 68],
      ),
      text(
        'Two interior angles of a triangle measure 45° and 70°. What is the measure of the exterior angle at the third vertex, in degrees?',
        [45 + 70],
      ),
    ]),
    reflect('Where have you seen the Pythagorean theorem or a transformation used in real life?'),
  ],
});

// ---------------------------------------------------------------- RC4

const scatterOf = (name: string, alt: string, points: [number, number][], lines?: { x: number; y: number }[][]) =>
  plot({
    name,
    alt,
    xLabel: 'x',
    yLabel: 'y',
    xMax: 10,
    yMax: 10,
    xStep: 1,
    yStep: 1,
    points: points.map(([x, y]) => ({ x, y })),
    ...(lines ? { lines } : {}),
  });
const positive: [number, number][] = [
  [1, 2],
  [2, 3],
  [3, 3.5],
  [4, 5],
  [5, 5.5],
  [6, 7],
  [7, 7.5],
  [8, 9],
];
const negative: [number, number][] = positive.map(([x, y]) => [x, 11 - y]);
const none: [number, number][] = [
  [1, 5],
  [2, 2],
  [3, 8],
  [4, 4],
  [5, 9],
  [6, 3],
  [7, 6],
  [8, 5],
];
const curved: [number, number][] = [
  [0, 0.5],
  [1, 0.7],
  [2, 1.3],
  [3, 2.2],
  [4, 3.4],
  [5, 5],
  [6, 7],
  [7, 9.3],
];
const madData = [4, 7, 9, 10, 15];
const madMean = madData.reduce((a, b) => a + b, 0) / madData.length;
const deviations = madData.map((v) => Math.abs(v - madMean));
const mad = round(deviations.reduce((a, b) => a + b, 0) / madData.length);
const compoundBalance = round(2_000 * 1.04 ** 2);

const rc4 = sheet({
  key: 'g8-rc4-data-financial-literacy',
  title: 'Scatterplots, Mean Absolute Deviation and Financial Literacy',
  description:
    'Data analysis and personal financial literacy: scatterplots and association, linear and nonlinear data, trend ' +
    'lines, mean absolute deviation, random samples; the cost of credit, interest, saving and paying for college.',
  grade: '8',
  subject: 'Math',
  domainCode: 'RC4',
  isFullTopic: false,
  questions: [
    ...on('8.11A', [
      pick('Which scatterplot shows a negative linear association?', [
        {
          image: scatterOf(
            'g8-scatter-positive',
            'A scatterplot whose points rise from the lower left to the upper right, close to a line',
            positive,
          ),
        },
        { image: scatterOf('g8-scatter-none', 'A scatterplot whose points are spread out with no pattern', none) },
        {
          image: scatterOf(
            'g8-scatter-negative',
            'A scatterplot whose points fall from the upper left to the lower right, close to a line',
            negative,
          ),
          correct: true,
        },
      ]),
      drop(
        'As the number of hours of practice increases, the number of errors a typist makes decreases. Choose the words that describe the data.',
        'The data show a [[*negative|positive|no]] association.',
      ),
    ]),
    ...on('8.5C', [
      pick('Which scatterplot shows data that suggest a nonlinear relationship?', [
        {
          image: scatterOf(
            'g8-scatter-positive',
            'A scatterplot whose points rise from the lower left to the upper right, close to a line',
            positive,
          ),
        },
        {
          image: scatterOf(
            'g8-scatter-curved',
            'A scatterplot whose points rise slowly at first and then more and more steeply, along a curve',
            curved,
          ),
          correct: true,
        },
        {
          image: scatterOf(
            'g8-scatter-negative',
            'A scatterplot whose points fall from the upper left to the lower right, close to a line',
            negative,
          ),
        },
      ]),
    ]),
    ...on('8.5D', [
      text(
        'The trend line for a scatterplot of hours studied, $x$, and test score points gained, $y$, is $y = 2.5x + 10$. Predict the points gained for 12 hours of studying.',
        [2.5 * 12 + 10],
      ),
      cr(
        'Use the trend line $y = 2.5x + 10$ from the last question. Would it be reasonable to use it to predict the points gained for 100 hours of studying? Explain.',
        'No. 2.5(100) + 10 = 260 points, which is not possible on a test. The trend line only describes the data near the hours that were measured, so predictions far outside that range are not reliable.',
        { points: 2 },
      ),
    ]),
    ...on('8.11B', [
      table(
        `Find the mean absolute deviation of the data set ${madData.join(', ')}. The mean is ${madMean}.`,
        ['Value', 'Distance from the mean'],
        [...madData.map((v, i) => [String(v), `[[${deviations[i]}]]`]), ['Mean absolute deviation', `[[${mad}]]`]],
        { points: 2 },
      ),
    ]),
    ...on('8.11C', [
      mc(
        'A bag has 1,000 marbles and 30% of them are red. Students each draw a random sample of 50 marbles. What should they expect?',
        [
          '*Most samples will have close to 15 red marbles, though the counts will vary a little.',
          'Every sample will have exactly 15 red marbles.',
          'Every sample will have 30 red marbles.',
          'The samples will not tell anything about the bag.',
        ],
      ),
    ]),
    ...on('8.12A', [
      mc(
        `Lena borrows ${usd(10_000)}. Loan A charges 5% simple interest per year for 3 years. Loan B charges 4% simple interest per year for 5 years. Which loan costs less in interest?`,
        [
          `*Loan A: ${usd(round(10_000 * 0.05 * 3))} in interest compared with ${usd(round(10_000 * 0.04 * 5))}`,
          'Loan B, because its interest rate is lower',
          'They cost the same',
          `Loan B: ${usd(round(10_000 * 0.04 * 5))} in interest compared with ${usd(round(10_000 * 0.05 * 3))}`,
        ],
      ),
    ]),
    ...on('8.12B', [
      text(
        `An easy access loan of ${usd(300)} charges a ${usd(45)} fee every 2 weeks. The borrower repays everything after 6 weeks. What is the total repaid, in dollars?`,
        moneyKeys(300 + 45 * 3),
      ),
    ]),
    ...on('8.12D', [
      table(
        `${usd(2_000)} is invested at 4% interest per year for 2 years. Compare simple and compound interest.`,
        ['Kind of interest', 'Interest earned (dollars)', 'Final balance (dollars)'],
        [
          ['Simple', `[[${(2_000 * 0.04 * 2).toFixed(2)}]]`, `[[${(2_000 + 2_000 * 0.04 * 2).toFixed(2)}]]`],
          [
            'Compound (yearly)',
            `[[${round(compoundBalance - 2_000).toFixed(2)}]]`,
            `[[${compoundBalance.toFixed(2)}]]`,
          ],
        ],
        { points: 2, tolerance: 0.01 },
      ),
    ]),
    ...on('8.12C', [
      mc(
        'Why does money saved regularly starting at a young age grow more than the same monthly amount started later?',
        [
          '*The money has more time to earn compound interest, and the interest earns interest too.',
          'Banks pay young people a higher interest rate.',
          'Money saved later is taxed more.',
          'It does not: the total saved is what matters.',
        ],
      ),
    ]),
    ...on('8.12E', [
      drop(
        'Choose the words that make the sentences true.',
        'A credit card lets you [[*borrow money that you must repay, often with interest|spend only money already in your account]]. A debit card [[*takes money directly from your bank account|builds a loan balance]].',
      ),
    ]),
    ...on('8.12F', [
      sel('Select all the financially responsible decisions.', [
        '*paying the full credit card balance every month',
        '*building an emergency fund before buying extras',
        '*comparing interest rates before taking a loan',
        'paying only the minimum on a credit card every month',
        'taking an easy access loan to buy a video game',
      ]),
    ]),
    ...on('8.12G', [
      text(
        `Marcus wants to save ${usd(6_000)} toward his first year of college over the next 4 years. How much should he save each month, in dollars?`,
        moneyKeys(6_000 / 48),
      ),
    ]),
    reflect('What is one financial habit you would like to start now? Why?'),
  ],
});

export const GRADE_8: SeedWorksheet[] = [rc1, rc2, rc3, rc4];
