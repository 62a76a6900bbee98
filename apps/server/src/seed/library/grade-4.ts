// Grade 4 mathematics: one worksheet per STAAR reporting category.
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
  pick,
  reflect,
  relation,
  rng,
  roundTo,
  sel,
  sheet,
  table,
  text,
  tn,
  usd,
} from './build';
import {
  angle,
  dotPlot,
  fractionPoint,
  hundredGrid,
  labeledRectangle,
  lineFigure,
  numberLine,
  polygon,
  stemAndLeaf,
  symmetryLine,
} from './images';
import type { SeedWorksheet } from './types';

// ---------------------------------------------------------------- RC1

const bigNumbers = [508_231_990, 58_823_199, 508_321_099, 580_231_909, 85_023_199];
const toRound = [348_562, 2_719_450, 65_099];
const decimals = ['0.6', '0.06', '0.65', '0.56', '0.5'];
const threeFourths = [
  [6, 8],
  [9, 12],
  [75, 100],
  [4, 5],
  [3, 8],
  [12, 15],
] as const;

const rc1 = sheet({
  key: 'g4-rc1-place-value-fractions-decimals',
  title: 'Place Value, Fractions and Decimals',
  description:
    'Numerical representations and relationships: place value to 1,000,000,000 and hundredths, rounding, ' +
    'comparing decimals, decimals and fractions as tenths and hundredths, equivalent fractions and number lines.',
  grade: '4',
  subject: 'Math',
  domainCode: 'RC1',
  isFullTopic: true,
  questions: [
    ...on('4.2A', [
      drop(
        'Choose the words that make the sentence true.',
        `In 555,555 the 5 in the ten thousands place is [[*10 times|100 times|${fr(1, 10)} of]] the value of the 5 in the thousands place and [[*${fr(1, 10)} of|10 times|the same as]] the value of the 5 in the hundred thousands place.`,
      ),
    ]),
    ...on('4.2B', [
      mc('Which shows 3.46 in expanded notation?', [
        '*$3 + 0.4 + 0.06$',
        '$3 + 0.04 + 0.6$',
        '$30 + 4 + 0.6$',
        '$3 + 4 + 6$',
      ]),
      text('Write the number as a numeral: 600,000,000 + 20,000,000 + 5,000 + 300 + 8', [
        num(600_000_000 + 20_000_000 + 5_000 + 300 + 8),
      ]),
    ]),
    ...on('4.2C', [
      order(
        'Order the numbers from least to greatest.',
        [...bigNumbers].sort((a, b) => a - b).map((n) => num(n)),
        { hint: 'Line up the digits by place value. Numbers with fewer digits are smaller.' },
      ),
    ]),
    ...on('4.2D', [
      table(
        'Round each number.',
        ['Number', 'Nearest thousand', 'Nearest ten thousand', 'Nearest hundred thousand'],
        toRound.map((n) => [num(n), ...[1_000, 10_000, 100_000].map((p) => `[[${num(roundTo(n, p))}]]`)]),
        { points: 3 },
      ),
    ]),
    ...on('4.2E', [
      pick('Each grid is one whole. Which model shows 0.37?', [
        { image: hundredGrid(73) },
        { image: hundredGrid(37), correct: true },
        { image: hundredGrid(30) },
        { image: hundredGrid(7) },
      ]),
      mc('Which amount of money is the same as 0.45 of a dollar?', [
        '*4 dimes and 1 nickel',
        '4 quarters and 5 pennies',
        '5 dimes and 4 pennies',
        '45 dimes',
      ]),
    ]),
    ...on('4.2F', [
      order(
        'Order the decimals from least to greatest.',
        [...decimals].sort((a, b) => Number(a) - Number(b)),
        { hint: 'Write each decimal in hundredths: 0.6 = 0.60.' },
      ),
      drop(
        'Choose the symbols that make the comparisons true.',
        `0.7 ${relation(0.7, 0.69)} 0.69 and 0.40 ${relation(0.4, 0.4)} 0.4`,
      ),
    ]),
    ...on('4.2G', [
      fill('Write each fraction as a decimal.', `${fr(3, 10)} = [[!0.3|.3|0.30]] and ${fr(47, 100)} = [[!0.47|.47]]`),
    ]),
    ...on('4.2H', [
      text('What decimal is shown by point P on the number line?', [2.7], {
        images: [
          numberLine({
            name: 'number-line-2-3-tenths-p7',
            alt: 'A number line from 2 to 3 divided into 10 equal parts, with point P on the seventh tick mark after 2',
            intervals: 10,
            labels: { 0: '2', 10: '3' },
            points: [{ at: 7, letter: 'P' }],
          }),
        ],
      }),
    ]),
    ...on('4.3A', [
      mc(`Which shows ${fr(5, 8)} as a sum of unit fractions?`, [
        '*$\\frac{1}{8}+\\frac{1}{8}+\\frac{1}{8}+\\frac{1}{8}+\\frac{1}{8}$',
        '$\\frac{1}{5}+\\frac{1}{5}+\\frac{1}{5}+\\frac{1}{5}+\\frac{1}{5}+\\frac{1}{5}+\\frac{1}{5}+\\frac{1}{5}$',
        '$\\frac{1}{5}+\\frac{1}{8}$',
        '$\\frac{5}{1}+\\frac{8}{1}$',
      ]),
    ]),
    ...on('4.3B', [
      sel(`Select all the ways to decompose ${fr(7, 10)}.`, [
        '*$\\frac{3}{10}+\\frac{4}{10}$',
        '*$\\frac{5}{10}+\\frac{1}{10}+\\frac{1}{10}$',
        '*$\\frac{2}{10}+\\frac{2}{10}+\\frac{3}{10}$',
        '$\\frac{3}{5}+\\frac{4}{5}$',
        '$\\frac{3}{10}+\\frac{3}{10}$',
      ]),
    ]),
    ...on('4.3C', [
      sel(
        `Select all the fractions that are equivalent to ${fr(3, 4)}.`,
        threeFourths.map(([n, d]) => `${n * 4 === 3 * d ? '*' : ''}${fr(n, d)}`),
        { hint: 'Multiply or divide the numerator and the denominator by the same number.' },
      ),
    ]),
    ...on('4.3D', [
      drop('Choose the symbol that makes the comparison true.', `${fr(2, 3)} ${relation(2 / 3, 3 / 4)} ${fr(3, 4)}`, {
        hint: 'Rename both fractions with a common denominator, such as twelfths.',
      }),
      cr(
        `Jorge says ${fr(5, 6)} is less than ${fr(4, 5)} because 4 and 5 are smaller numbers than 5 and 6. Is Jorge correct? Explain.`,
        'No. 5/6 = 25/30 and 4/5 = 24/30, so 5/6 > 4/5. Another way: 5/6 is 1/6 away from 1 and 4/5 is 1/5 away from 1. ' +
          'Since 1/6 < 1/5, 5/6 is closer to 1 and is greater.',
        { points: 2 },
      ),
    ]),
    ...on('4.3G', [
      pick('Which number line shows a point at 0.75?', [
        { image: fractionPoint(1, 4) },
        { image: fractionPoint(7, 10) },
        { image: fractionPoint(3, 4), correct: true },
        { image: fractionPoint(5, 8) },
      ]),
    ]),
    reflect('Write a decimal and a fraction that name the same amount. How do you know they are equal?'),
  ],
});

// ---------------------------------------------------------------- RC2

// Whole numbers and money amounts (kept in cents so every answer is exact).
const practice = (() => {
  const r = rng(4041);
  const a = r.int(20_000, 89_999);
  const b = r.int(1_000, 9_999);
  const c = r.int(30_000, 99_999);
  const d = r.int(10_000, c - 5_000);
  const e = r.int(1_000, 4_999); // cents
  const f = r.int(100, 999);
  const g = r.int(2_000, 9_999);
  const h = r.int(100, g - 100);
  const cents = (n: number) => (n / 100).toFixed(2);
  return [
    [`$${tn(a)} + ${tn(b)}$`, `[[${num(a + b)}]]`],
    [`$${tn(c)} - ${tn(d)}$`, `[[${num(c - d)}]]`],
    [`$${cents(e)} + ${cents(f)}$`, `[[${cents(e + f)}]]`],
    [`$${cents(g)} - ${cents(h)}$`, `[[${cents(g - h)}]]`],
  ];
})();

const pairs = [
  [23, 41],
  [19, 52],
  [36, 27],
  [48, 18],
] as const;

const people = 148 + 9;
const vans = Math.ceil(people / 12);

const rc2 = sheet({
  key: 'g4-rc2-operations-algebraic-reasoning',
  title: 'Whole Number and Decimal Operations',
  description:
    'Computations and algebraic relationships: add and subtract whole numbers and decimals, multiply and divide ' +
    'with the standard algorithms, estimate, interpret remainders, strip diagrams, equations and number patterns.',
  grade: '4',
  subject: 'Math',
  domainCode: 'RC2',
  isFullTopic: false,
  passages: [
    {
      key: 'field-trip',
      title: 'The Field Trip',
      body:
        'The fourth grade at Pecan Creek Elementary is going on a field trip to the state capitol. ' +
        `There are 148 students and 9 adults going. Each van holds 12 people, and each van costs ${usd(45)} to rent for the day.`,
    },
  ],
  questions: [
    ...on('4.4A', [
      table('Add or subtract.', ['Problem', 'Answer'], practice, { points: 2 }),
      text('Ava ran 3.75 miles on Monday and 2.8 miles on Tuesday. How many miles did she run in all?', ['6.55'], {
        hint: 'Line up the decimal points. 2.8 is the same as 2.80.',
      }),
    ]),
    ...on('4.4B', [
      fill('Find each product.', `$46 \\times 10 =$ [[${46 * 10}]] and $46 \\times 100 =$ [[${num(46 * 100)}]]`),
    ]),
    ...on('4.4C', [
      mc('Which expression matches an area model for $23 \\times 15$?', [
        '*$(20 \\times 10) + (20 \\times 5) + (3 \\times 10) + (3 \\times 5)$',
        '$(20 \\times 10) + (3 \\times 5)$',
        '$(20 + 10) \\times (3 + 5)$',
        '$(2 \\times 1) + (3 \\times 5)$',
      ]),
    ]),
    ...on('4.4D', [
      text('Find the product: $2{,}306 \\times 7$', [num(2_306 * 7)]),
      text('Find the product: $34 \\times 26$', [34 * 26]),
      order(
        'Order the products from greatest to least.',
        [...pairs].sort((x, y) => y[0] * y[1] - x[0] * x[1]).map(([x, y]) => `$${x} \\times ${y}$`),
        { hint: 'Estimate first, then multiply to check the close ones.' },
      ),
    ]),
    ...on('4.4F', [text('Find the quotient: $1{,}845 \\div 5$', [1_845 / 5])]),
    ...on('4.4G', [
      mc(
        'A theater sold 2,879 tickets on Friday and 3,145 tickets on Saturday. Which is the best estimate of the total number of tickets, rounded to the nearest thousand?',
        [`*${num(roundTo(2_879, 1000) + roundTo(3_145, 1000))}`, '5,000', '7,000', num(2_879 + 3_145)],
      ),
    ]),
    ...on('4.4H', [
      ...about('field-trip', [
        text('How many vans are needed so that every person has a seat?', [vans], {
          hint: 'Count the adults too. A van that is only partly full is still needed.',
        }),
        fill(
          'Complete the division for the people going on the trip.',
          `$${people} \\div 12 =$ [[${Math.floor(people / 12)}]] R [[${people % 12}]]`,
        ),
        text('How much will it cost to rent the vans? Write the amount in dollars.', moneyKeys(vans * 45)),
      ]),
      text(
        'A library has 6 shelves with 135 books on each shelf. Students check out 95 of the books. How many books are still on the shelves?',
        [num(6 * 135 - 95)],
      ),
      cr(
        'A baker has 250 muffins. She puts 8 muffins in each box. She says she needs 31 boxes to hold all the muffins. Is she correct? Explain.',
        '250 ÷ 8 = 31 R 2. 31 boxes hold 248 muffins, and 2 muffins are left over, so she needs one more box: 32 boxes. She is not correct.',
        { points: 2 },
      ),
    ]),
    ...on('4.5A', [
      mc(
        'Jada had 215 stickers. She gave 45 stickers to her brother and then put the rest into 5 albums with the same number in each. Which equation can be used to find $s$, the number of stickers in each album?',
        [
          '*$(215 - 45) \\div 5 = s$',
          '$215 - 45 \\div 5 = s$',
          '$(215 + 45) \\div 5 = s$',
          '$5 \\times (215 - 45) = s$',
        ],
      ),
      text('How many stickers does Jada put in each album?', [(215 - 45) / 5]),
    ]),
    ...on('4.5B', [
      table(
        'The value of each term is 6 times its position. Complete the table.',
        ['Position', 'Value'],
        [
          ['1', '6'],
          ['2', '12'],
          ['3', `[[${3 * 6}]]`],
          ['4', `[[${4 * 6}]]`],
          ['7', `[[${7 * 6}]]`],
          [`[[${54 / 6}]]`, '54'],
        ],
        { points: 2 },
      ),
    ]),
    ...on('4.3E', [
      text(`Add: ${fr(5, 8)} + ${fr(2, 8)}`, ['7/8']),
      text(
        `A bread recipe uses ${fr(3, 4)} cup of flour. A cookie recipe uses ${fr(2, 4)} cup of flour. How much more flour does the bread recipe use?`,
        ['1/4'],
        { hint: 'Subtract the numerators. The denominator stays the same.' },
      ),
    ]),
    ...on('4.3F', [
      drop(
        `Kai says that ${fr(5, 12)} + ${fr(4, 12)} is about 2. Choose the words that make the sentences true.`,
        `Each fraction is less than [[*${fr(1, 2)}|${fr(1, 4)}]], so the sum is less than [[*1|${fr(1, 2)}|2]]. Kai's estimate is [[*not reasonable|reasonable]].`,
      ),
    ]),
    reflect('When do you estimate before you compute? Give an example from this worksheet.'),
  ],
});

// ---------------------------------------------------------------- RC3

const lengths = [
  ['2 feet', 24],
  ['30 inches', 30],
  ['1 yard', 36],
  ['40 inches', 40],
] as const;

const rc3 = sheet({
  key: 'g4-rc3-geometry-measurement',
  title: 'Lines, Angles and Measurement',
  description:
    'Geometry and measurement: points, lines, rays, angles, symmetry, classifying triangles and figures, angle ' +
    'measures, perimeter and area formulas, unit conversions and measurement problems.',
  grade: '4',
  subject: 'Math',
  domainCode: 'RC3',
  isFullTopic: false,
  questions: [
    ...on('4.6A', [
      pick('Which figure shows a ray?', [
        { image: lineFigure('segment') },
        { image: lineFigure('line') },
        { image: lineFigure('ray'), correct: true },
        { image: lineFigure('parallel') },
      ]),
      pick('Which figure shows perpendicular lines?', [
        { image: lineFigure('parallel') },
        { image: lineFigure('perpendicular'), correct: true },
        { image: lineFigure('intersecting') },
      ]),
    ]),
    ...on('4.6B', [
      pick('Select every figure where the dashed line is a line of symmetry.', [
        { image: symmetryLine('rectangle-vertical'), correct: true },
        { image: symmetryLine('rectangle-diagonal') },
        { image: symmetryLine('triangle-vertical'), correct: true },
        { image: symmetryLine('parallelogram-vertical') },
        { image: symmetryLine('hexagon-horizontal'), correct: true },
      ]),
    ]),
    ...on('4.6C', [
      pick('Which triangle is an obtuse triangle?', [
        { image: polygon('triangle-right') },
        { image: polygon('triangle-acute') },
        { image: polygon('triangle-obtuse'), correct: true },
        { image: polygon('triangle-equilateral') },
      ]),
    ]),
    ...on('4.6D', [
      sel('Select all the figures that always have at least one pair of parallel sides.', [
        '*square',
        '*trapezoid',
        '*parallelogram',
        '*rhombus',
        'triangle',
        'kite',
      ]),
    ]),
    ...on('4.7A', [
      mc(
        `An angle turns through ${fr(1, 6)} of a circle. What is the measure of the angle?`,
        ['*60°', '6°', '36°', '180°'],
        {
          hint: 'A full turn is 360°.',
        },
      ),
    ]),
    ...on('4.7C', [
      pick('Which angle measures about 120°?', [
        { image: angle(60) },
        { image: angle(120), correct: true },
        { image: angle(90) },
        { image: angle(30) },
      ]),
    ]),
    ...on('4.7E', [
      text(
        'Two angles that do not overlap together form a right angle. One angle measures 35°. What is the measure of the other angle, in degrees?',
        [90 - 35],
      ),
      text(
        'A straight angle is split into two angles. One of them measures 128°. What is the measure of the other angle, in degrees?',
        [180 - 128],
      ),
      cr(
        'A right angle is split into two angles. One angle measures 28°. Explain how to find the measure of the other angle, then find it.',
        'A right angle measures 90°. The two angles add up to 90°, so subtract: 90° - 28° = 62°. The other angle measures 62°.',
        { points: 2 },
      ),
    ]),
    ...on('4.8A', [
      order(
        'Order the lengths from shortest to longest.',
        [...lengths].sort((a, b) => a[1] - b[1]).map(([t]) => t),
        { hint: '1 foot = 12 inches and 1 yard = 36 inches.' },
      ),
    ]),
    ...on('4.8B', [
      table(
        'There are 4 quarts in 1 gallon. Complete the table.',
        ['Gallons', 'Quarts'],
        [
          ['1', '4'],
          ['2', '8'],
          ['3', `[[${3 * 4}]]`],
          ['5', `[[${5 * 4}]]`],
          [`[[${28 / 4}]]`, '28'],
        ],
      ),
    ]),
    ...on('4.8C', [
      text('A movie starts at 6:45 p.m. and lasts 1 hour 50 minutes. What time does the movie end?', [
        '8:35 p.m.',
        '8:35 pm',
        '8:35pm',
        '8:35 p.m',
        '8:35',
      ]),
      mc(
        `Rosa buys 3 notebooks for ${usd(2.25)} each. She pays with a ${usd(10)} bill. How much change should she get?`,
        [`*${usd(10 - 3 * 2.25)}`, usd(6.75), usd(7.75), usd(4.25)],
      ),
    ]),
    ...on('4.5C', [
      drop(
        'Choose the formulas for a square with side length $s$.',
        'The perimeter is [[*$4s$|$s \\times s$|$2s$]] and the area is [[*$s \\times s$|$4s$|$2s$]].',
      ),
    ]),
    ...on('4.5D', [
      text('What is the perimeter of the rectangle in inches?', [2 * 14 + 2 * 9], {
        images: [labeledRectangle('14 in.', '9 in.')],
      }),
      fill(
        'A rectangle has an area of 72 square feet and a length of 9 feet.',
        `Its width is [[${72 / 9}]] feet and its perimeter is [[${2 * 9 + 2 * (72 / 9)}]] feet.`,
      ),
    ]),
    reflect('Which was harder today: angles or measurement conversions? What helped you?'),
  ],
});

// ---------------------------------------------------------------- RC4

const income = 60 * 0.75;
const costs = 12 + 8;
const readingMinutes = [18, 22, 25, 25, 31, 34, 36, 40, 42, 47, 53];
const stems = [...new Set(readingMinutes.map((m) => Math.floor(m / 10)))].map(
  (s) => [s, readingMinutes.filter((m) => Math.floor(m / 10) === s).map((m) => m % 10)] as [number, number[]],
);
const pencilTicks = ['5', '5¼', '5½', '5¾', '6'];
const pencilCounts = [1, 3, 4, 2, 1];
const pencilPlot = dotPlot({
  name: 'g4-pencil-lengths',
  title: 'Pencil Lengths (inches)',
  ticks: pencilTicks,
  counts: pencilCounts,
});
const readingPlot = stemAndLeaf('g4-reading-minutes', 'Minutes Spent Reading', stems, '2 | 5 means 25 minutes');

const rc4 = sheet({
  key: 'g4-rc4-data-financial-literacy',
  title: 'Data Displays and Financial Literacy',
  description:
    'Data analysis and personal financial literacy: frequency tables, dot plots and stem-and-leaf plots with ' +
    'whole numbers and fractions; fixed and variable expenses, profit, saving options, allowances and banks.',
  grade: '4',
  subject: 'Math',
  domainCode: 'RC4',
  isFullTopic: true,
  passages: [
    {
      key: 'lemonade',
      title: "Marisol's Lemonade Stand",
      body:
        `Marisol runs a lemonade stand for one weekend. She spends ${usd(12)} on lemons and sugar and ${usd(8)} on cups. ` +
        `She sells 60 cups of lemonade for ${usd(0.75)} each.`,
    },
  ],
  questions: [
    ...on('4.9A', [
      table(
        'Complete the frequency table for the pencil lengths shown in the dot plot.',
        ['Length (inches)', 'Number of pencils'],
        pencilTicks.map((t, i) => [t, `[[${pencilCounts[i]}]]`]),
        { images: [pencilPlot] },
      ),
    ]),
    ...on('4.9B', [
      text('How many pencils are longer than $5\\frac{1}{2}$ inches?', [pencilCounts[3]! + pencilCounts[4]!], {
        images: [pencilPlot],
      }),
      text('What is the difference in inches between the longest pencil and the shortest pencil?', [1], {
        images: [pencilPlot],
      }),
      text('What is the total length of all the pencils that are $5\\frac{3}{4}$ inches long?', ['11 1/2'], {
        images: [pencilPlot],
        hint: 'Add the lengths of the pencils at that mark.',
      }),
      text(
        'The stem-and-leaf plot shows how many minutes students spent reading. How many students read for more than 40 minutes?',
        [readingMinutes.filter((m) => m > 40).length],
        { images: [readingPlot] },
      ),
      text(
        'What is the difference between the greatest and the least number of minutes spent reading?',
        [Math.max(...readingMinutes) - Math.min(...readingMinutes)],
        { images: [readingPlot] },
      ),
    ]),
    ...about('lemonade', [
      ...on('4.10B', [
        text(
          'How much money does Marisol collect from selling lemonade? Write the amount in dollars.',
          moneyKeys(income),
        ),
        text("What is Marisol's profit? Write the amount in dollars.", moneyKeys(income - costs), {
          hint: 'Profit = money collected - money spent.',
        }),
        cr(
          "Explain why Marisol's profit is less than the money she collected.",
          `She had to pay for lemons, sugar and cups. Profit is the money collected minus those costs: ${usd(income)} - ${usd(costs)} = ${usd(
            income - costs,
          )}.`,
          { points: 2 },
        ),
      ]),
    ]),
    ...on('4.10A', [
      sel('Select all the fixed expenses.', [
        `*rent of ${usd(850)} every month`,
        `*a car payment of ${usd(320)} every month`,
        `*internet service of ${usd(60)} every month`,
        'groceries, which change from week to week',
        'an electric bill that is higher in the summer',
        'gasoline for the car',
      ]),
    ]),
    ...on('4.10C', [
      mc('Which is an advantage of keeping money in a savings account at a bank instead of in a piggy bank at home?', [
        '*The money is kept safe and can earn interest.',
        'The money can be spent faster.',
        'The bank charges you to keep your money.',
        'You can never take the money out.',
      ]),
    ]),
    ...on('4.10D', [
      fill(
        `Liam gets an allowance of ${usd(20)} each week. He spends ${fr(1, 2)} of it, saves ${fr(1, 4)} of it for college and shares ${fr(1, 4)} of it with a food bank.`,
        `Liam spends [[10]] dollars, saves [[5]] dollars and shares [[5]] dollars.`,
      ),
    ]),
    ...on('4.10E', [
      drop(
        'Choose the words that make the sentences true.',
        "A bank keeps depositors' money [[*safe|hidden from them]]. A bank also [[*lends|gives away]] money to borrowers, who pay it back with [[*interest|no extra cost]].",
      ),
    ]),
    reflect('How would you split a weekly allowance between spending, saving and sharing? Explain your plan.'),
  ],
});

export const GRADE_4: SeedWorksheet[] = [rc1, rc2, rc3, rc4];
