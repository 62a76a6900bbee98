// Grade 6 mathematics: one Clear Lesson per STAAR reporting category.
import { drop, fill, mc, on, order, percentKeys, round, sel, text, usd } from '../library/build';
import { boxPlot, dotPlot, fractionBar, hundredGrid, polygon } from '../library/images';
import { abc, abcd, faces, grid, lesson, para, show, steps, tf, thumbs, trueFalse, yesIf, yesNo, yn } from './build';
import type { SeedLesson } from './types';

// ---------------------------------------------------------------- RC1: fractions, decimals and percents

const ordered = [
  ['$\\frac{2}{5}$', 2 / 5],
  ['0.45', 0.45],
  ['48%', 0.48],
  ['$\\frac{1}{2}$', 1 / 2],
] as const;

const rc1 = lesson({
  key: 'g6-rc1-lesson-fractions-decimals-percents',
  title: 'Fractions, Decimals and Percents',
  description:
    'Students represent ratios and percents as fractions and decimals, and move between equivalent fractions, ' +
    'decimals and percents in real-world problems, including money.',
  grade: '6',
  domainCode: 'RC1',
  mood: { template: 1, prompt: 'On a scale from "still waking up" to "ready to go", where are you today?' },
  warmUp: [
    ...on('6.2E', [text('Write $3 \\div 4$ as a decimal.', ['0.75'])]),
    ...on('6.2B', [text('What is the absolute value of $-7$?', [7])]),
  ],
  prior: {
    title: 'Three ways to write a part',
    body: para(
      'A fraction is a division: $\\frac{3}{4} = 3 \\div 4$.',
      'A decimal names tenths, hundredths and thousandths: $0.75$ is 75 hundredths.',
      '**Percent** means "per hundred": $75\\%$ is $\\frac{75}{100}$.',
    ),
  },
  teach: [
    {
      title: 'Fraction to decimal to percent',
      images: [
        fractionBar(4, 3),
        { ...hundredGrid(75), alt: 'A grid of 100 equal squares with 75 squares shaded: 0.75, or 75%' },
      ],
      body: para(
        'Write $\\frac{3}{4}$ as a decimal and as a percent.',
        steps(
          'Divide: $3 \\div 4 = 0.75$.',
          'Read it as hundredths: $0.75 = \\frac{75}{100}$.',
          'Per hundred means percent: $\\frac{75}{100} = 75\\%$.',
        ),
      ),
      cfu: abcd('What is $\\frac{2}{5}$ as a percent?', ['*40%', '25%', '2.5%', '52%']),
    },
    {
      title: 'Ratios as percents',
      images: [
        { ...hundredGrid(60), alt: 'A grid of 100 equal squares with 60 squares shaded: 60 out of 100, or 60%' },
        { ...hundredGrid(35), alt: 'A grid of 100 equal squares with 35 squares shaded: 35 cents of a dollar, or 35%' },
      ],
      body: para(
        'In a class, 12 of 20 students ride the bus. The ratio of bus riders to all students is 12 to 20.',
        show(`\\frac{12}{20} = \\frac{12 \\times 5}{20 \\times 5} = \\frac{60}{100} = 0.6 = 60\\%`),
        `With money: ${usd(0.35)} is 35 cents of 100 cents, so it is $0.35$ of a dollar, or $35\\%$ of a dollar.`,
      ),
      cfu: tf('$0.5 = 5\\%$', false),
      also: [yesNo('Is $\\frac{1}{4}$ the same as $25\\%$?', 'yes')],
    },
    {
      title: 'Benchmark fractions',
      body: para(
        grid([
          ['\\text{Fraction}', '\\text{Decimal}', '\\text{Percent}'],
          ['\\frac{1}{10}', '0.1', '10\\%'],
          ['\\frac{1}{4}', '0.25', '25\\%'],
          ['\\frac{1}{2}', '0.5', '50\\%'],
          ['\\frac{3}{4}', '0.75', '75\\%'],
        ]),
        'Knowing these by heart makes many problems quick.',
      ),
      cfu: faces('How do you feel about switching between fractions, decimals and percents?'),
    },
  ],
  checkpoint: {
    std: '6.4E',
    intervention: 3,
    questions: [
      mc('A class has 30 students and 12 of them are boys. What percent of the class are boys?', [
        `*${round((12 / 30) * 100)}%`,
        '12%',
        '30%',
        `${round((18 / 30) * 100)}%`,
      ]),
      fill('Write $\\frac{7}{10}$ as a decimal and as a percent.', `Decimal: [[0.7]]. Percent: [[${70}]]%.`),
      text('On a 10 by 10 grid, 45 squares are shaded. What percent of the grid is shaded?', percentKeys(45)),
    ],
    recheck: [
      text('Write 0.3 as a percent.', percentKeys(30)),
      mc('Which decimal is equal to $\\frac{3}{20}$?', [`*${3 / 20}`, '0.3', '0.32', '3.2']),
    ],
    challenge: {
      title: 'Percents that are not whole',
      body: para(
        `$\\frac{1}{8} = 1 \\div 8 = ${1 / 8}$, which is $${(1 / 8) * 100}\\%$. Percents can have decimals too.`,
        '**Your challenge:** write $\\frac{3}{8}$ as a percent.',
      ),
      cfu: abcd('$\\frac{3}{8} =$', [`*${(3 / 8) * 100}%`, '38%', '3.8%', '0.375%']),
    },
    reteach: {
      title: 'Make it out of 100',
      body: para(
        'Write $\\frac{13}{25}$ as a decimal and a percent.',
        steps(
          'Ask: what times 25 makes 100? $25 \\times 4 = 100$.',
          `Multiply the top too: $13 \\times 4 = ${13 * 4}$, so $\\frac{13}{25} = \\frac{${13 * 4}}{100}$.`,
          `Read it: $${(13 * 4) / 100}$ as a decimal, $${13 * 4}\\%$ as a percent.`,
        ),
      ),
      cfu: thumbs('Thumbs up if you can write $\\frac{9}{20}$ out of 100.'),
    },
  },
  exit: {
    std: '6.4G',
    intervention: 2,
    questions: [
      mc('Lia spent $\\frac{3}{5}$ of her allowance on a book. What percent of her allowance did she spend?', [
        '*60%',
        '35%',
        '3.5%',
        '53%',
      ]),
      order(
        'Order from least to greatest.',
        [...ordered].sort((a, b) => a[1] - b[1]).map(([t]) => t),
      ),
      text('A quarter is what percent of a dollar?', percentKeys(25)),
    ],
    recheck: [
      text('Write the value of a dime as a decimal part of a dollar.', ['0.1', '0.10']),
      mc('Which is greatest?', ['*0.7', '$\\frac{2}{3}$', '65%', '$\\frac{3}{5}$']),
    ],
    challenge: {
      title: 'Comparing scores',
      body: para(
        `A player made 7 of 8 free throws: $7 \\div 8 = ${7 / 8} = ${(7 / 8) * 100}\\%$.`,
        '**Your challenge:** which is the best score: $\\frac{17}{20}$, $0.8$ or $82\\%$?',
      ),
      cfu: abc('The best score is…', ['*$\\frac{17}{20}$', '0.8', '82%']),
    },
    reteach: {
      title: 'One number, three names',
      body: para(
        'Start with 0.6.',
        steps(
          'As a fraction: six tenths, $\\frac{6}{10} = \\frac{3}{5}$.',
          'As a percent: $0.6 = 0.60 = \\frac{60}{100} = 60\\%$.',
          `In money: 60 cents is ${usd(0.6)}, or $60\\%$ of a dollar.`,
        ),
      ),
      cfu: yn('Is 0.6 equal to 6%?', 'no'),
    },
  },
});

// ---------------------------------------------------------------- RC2: percent problems

const rc2 = lesson({
  key: 'g6-rc2-lesson-percent-problems',
  title: 'Finding the Part, the Whole and the Percent',
  description:
    'Students solve real-world percent problems: finding the part given the whole and the percent, the whole given ' +
    'the part and the percent, and the percent given the part and the whole.',
  grade: '6',
  domainCode: 'RC2',
  mood: { template: 2, prompt: 'What percent charged is your battery today: 25%, 50%, 75% or 100%?' },
  warmUp: on('6.3E', [
    text('Multiply: $2.5 \\times 4$', [2.5 * 4]),
    mc('What is $\\frac{3}{4} \\div \\frac{1}{2}$?', [
      '*$1\\frac{1}{2}$',
      '$\\frac{3}{8}$',
      '$\\frac{2}{3}$',
      '$\\frac{4}{6}$',
    ]),
  ]),
  prior: {
    title: 'Percent means per hundred',
    body: para(
      '$30\\% = \\frac{30}{100} = 0.30$. To find a percent **of** a number, multiply.',
      'Ten percent is one tenth, so 10% of a number is the number divided by 10: $10\\%$ of $80$ is $8$.',
    ),
  },
  teach: [
    {
      title: 'Finding the part',
      images: [{ ...hundredGrid(30), alt: 'A grid of 100 equal squares with 30 squares shaded: 30%' }],
      body: para(
        'What is 30% of 80?',
        show(`0.30 \\times 80 = ${round(0.3 * 80)}`),
        `Another way: 10% of 80 is 8, so 30% is $3 \\times 8 = ${3 * 8}$.`,
      ),
      cfu: abcd('What is 25% of 60?', [`*${0.25 * 60}`, `${60 - 25}`, '24', '240']),
    },
    {
      title: 'Finding the whole and the percent',
      body: para(
        '**Whole:** 12 is 40% of what number? $0.40 \\times w = 12$, so $w = 12 \\div 0.40 = 30$. Check: $0.40 \\times 30 = 12$.',
        `**Percent:** 18 out of 24 is $\\frac{18}{24} = ${18 / 24} = ${(18 / 24) * 100}\\%$.`,
      ),
      cfu: tf('If 9 is 50% of a number, the number is 18.', 9 / 0.5 === 18),
      also: [yesNo('Is 20% of 50 equal to 10?', 'yes')],
    },
  ],
  checkpoint: {
    std: '6.5B',
    intervention: 2,
    questions: [
      text('What is 40% of 35?', [round(0.4 * 35)]),
      mc('A class has 28 students. 25% of them walk to school. How many students walk?', [
        `*${0.25 * 28}`,
        '3',
        '25',
        `${28 - 7}`,
      ]),
      fill(
        'Find 15% of 60 in two steps.',
        `10% of 60 is [[6]], 5% of 60 is [[3]], so 15% of 60 is [[${round(0.15 * 60)}]].`,
      ),
    ],
    recheck: [
      text('What is 20% of 45?', [round(0.2 * 45)]),
      mc('What is 60% of 50?', [`*${round(0.6 * 50)}`, `${round(0.4 * 50)}`, '110', '3,000']),
    ],
    challenge: {
      title: 'Sale prices',
      body: para(
        `A jacket costs ${usd(80)} and is 15% off. The discount is $0.15 \\times 80 = ${round(0.15 * 80)}$ dollars, so the sale price is ${usd(80 - 12)}.`,
        `**Your challenge:** a game costs ${usd(60)} and is 35% off. What is the sale price?`,
      ),
      cfu: abcd('Sale price:', [`*${usd(60 - round(0.35 * 60))}`, usd(round(0.35 * 60)), usd(25), usd(95)]),
    },
    reteach: {
      title: 'The 10% trick',
      body: para(
        'Find 30% of 70.',
        steps(
          '10% of 70: divide by 10, $70 \\div 10 = 7$.',
          `30% is three 10%s: $3 \\times 7 = ${3 * 7}$.`,
          `Need 5%? It is half of 10%: $7 \\div 2 = 3.5$.`,
        ),
      ),
      cfu: thumbs('Thumbs up if you can find 10% of any number.'),
    },
  },
  exit: {
    std: '6.5B',
    intervention: 4,
    questions: [
      text('18 is 30% of what number?', [round(18 / 0.3)]),
      mc('Sam answered 21 of 25 questions correctly. What percent did he answer correctly?', [
        `*${(21 / 25) * 100}%`,
        '21%',
        '79%',
        '4%',
      ]),
      text('A team won 12 games, which was 60% of the games it played. How many games did it play?', [round(12 / 0.6)]),
    ],
    recheck: [
      text('A student scored 9 out of 12. What percent is that?', percentKeys((9 / 12) * 100)),
      mc('14 is 20% of what number?', [`*${round(14 / 0.2)}`, '28', '2.8', '34']),
    ],
    challenge: {
      title: 'Using a strip diagram',
      body: para(
        'If 35% of a number is 21, then 5% is $21 \\div 7 = 3$, and 100% is $3 \\times 20 = 60$.',
        '**Your challenge:** 45% of a number is 27. What is the number?',
      ),
      cfu: abc('The number is…', [`*${round(27 / 0.45)}`, '12.15', '72']),
    },
    reteach: {
      title: 'Which one is missing?',
      body: para(
        show('\\text{part} = \\text{percent} \\times \\text{whole}'),
        steps(
          'Missing the **part**? Multiply: 25% of 40 is $0.25 \\times 40 = 10$.',
          'Missing the **whole**? Divide the part by the percent: 10 is 25% of $10 \\div 0.25 = 40$.',
          'Missing the **percent**? Divide the part by the whole: $10 \\div 40 = 0.25 = 25\\%$.',
        ),
      ),
      cfu: yn('To find what percent 10 is of 40, do we divide 10 by 40?', 'yes'),
    },
  },
});

// ---------------------------------------------------------------- RC3: area of polygons

const trap = { b1: 6, b2: 10, h: 5 };

const rc3 = lesson({
  key: 'g6-rc3-lesson-area-polygons',
  title: 'Area of Parallelograms, Triangles and Trapezoids',
  description:
    'Students connect the area formulas of parallelograms, triangles and trapezoids to rectangles, write equations ' +
    'for area problems and solve them with whole numbers, fractions and decimals.',
  grade: '6',
  domainCode: 'RC3',
  mood: { template: 3, prompt: 'What helps you focus when a problem looks tricky?' },
  warmUp: [
    ...on('6.4H', [text('How many feet are in 3 yards? (1 yard = 3 feet)', [3 * 3])]),
    ...on('6.8A', [
      text('Two angles of a triangle measure $50^\\circ$ and $60^\\circ$. What is the third angle, in degrees?', [
        180 - 50 - 60,
      ]),
    ]),
  ],
  prior: {
    title: 'Area of a rectangle',
    body: para(
      'The area of a rectangle is base times height: $A = bh$. A rectangle 8 cm by 3 cm has an area of $8 \\times 3 = 24$ square centimeters.',
      'The **height** is always measured at a right angle to the base.',
    ),
  },
  teach: [
    {
      title: 'Parallelograms: cut and slide',
      images: [polygon('parallelogram')],
      body: para(
        'Cut a right triangle off one end of a parallelogram and slide it to the other end: it becomes a rectangle with the same base and height.',
        show(`A = bh = 10 \\times 6 = ${10 * 6} \\text{ square units}`),
      ),
      cfu: abcd('A parallelogram has a base of 8 and a height of 5. What is its area?', [
        `*${8 * 5} square units`,
        `${2 * (8 + 5)} square units`,
        `${(8 * 5) / 2} square units`,
        `${8 + 5} square units`,
      ]),
    },
    {
      title: 'Triangles: half a parallelogram',
      body: para(
        'Two copies of the same triangle make a parallelogram, so a triangle has half the area.',
        show(`A = \\frac{1}{2}bh = \\frac{1}{2} \\times 12 \\times 7 = ${(12 * 7) / 2} \\text{ square units}`),
      ),
      cfu: yn(
        'Is the area of a triangle with base 10 and height 4 equal to 20 square units?',
        yesIf((10 * 4) / 2 === 20),
      ),
      also: [trueFalse('A triangle has half the area of a parallelogram with the same base and height.', true)],
    },
    {
      title: 'Trapezoids: two bases',
      images: [polygon('trapezoid')],
      body: para(
        `Two copies of a trapezoid make a parallelogram whose base is $b_1 + b_2$. So $A = \\frac{1}{2}(b_1 + b_2)h$.`,
        show(
          `A = \\frac{1}{2}(${trap.b1} + ${trap.b2}) \\times ${trap.h} = \\frac{1}{2} \\times ${trap.b1 + trap.b2} \\times ${trap.h} = ${((trap.b1 + trap.b2) * trap.h) / 2}`,
        ),
      ),
      cfu: faces('How do you feel about the trapezoid formula?'),
    },
  ],
  checkpoint: {
    std: '6.8C',
    intervention: 3,
    questions: [
      mc('Which equation gives the area of a triangle with a base of 9 cm and a height of 4 cm?', [
        '*$A = \\frac{1}{2} \\times 9 \\times 4$',
        '$A = 9 \\times 4$',
        '$A = 9 + 4$',
        '$A = 2 \\times 9 \\times 4$',
      ]),
      drop(
        'A trapezoid has bases of 5 m and 7 m and a height of 4 m. Choose the equation for its area.',
        '[[*$A = \\frac{1}{2}(5 + 7) \\times 4$|$A = (5 + 7) \\times 4$|$A = 5 \\times 7 \\times 4$]]',
      ),
      text('A rectangle has an area of 54 square feet and a length of 9 feet. Solve $54 = 9w$. What is $w$?', [54 / 9]),
    ],
    recheck: [
      mc('Which equation gives the area of a parallelogram with a base of 11 cm and a height of 6 cm?', [
        '*$A = 11 \\times 6$',
        '$A = \\frac{1}{2} \\times 11 \\times 6$',
        '$A = 2(11 + 6)$',
        '$A = 11 + 6$',
      ]),
      text('Use $V = lwh$. A box is 4 in long, 3 in wide and 2.5 in tall. What is its volume in cubic inches?', [
        4 * 3 * 2.5,
      ]),
    ],
    challenge: {
      title: 'A house shape',
      body: para(
        `A figure is a rectangle 8 by 5 with a triangle on top (base 8, height 3). Area: $8 \\times 5 + \\frac{1}{2} \\times 8 \\times 3 = ${8 * 5} + ${(8 * 3) / 2} = ${8 * 5 + (8 * 3) / 2}$.`,
        '**Your challenge:** a rectangle 10 by 4 has a triangle on top with base 10 and height 6. What is the total area?',
      ),
      cfu: abcd('Total area:', [`*${10 * 4 + (10 * 6) / 2}`, `${10 * 4 + 10 * 6}`, `${10 * 4}`, `${(10 * 6) / 2}`]),
    },
    reteach: {
      title: 'One family of formulas',
      body: para(
        grid([
          ['\\text{Figure}', '\\text{Area}'],
          ['\\text{Rectangle}', 'A = bh'],
          ['\\text{Parallelogram}', 'A = bh'],
          ['\\text{Triangle}', 'A = \\frac{1}{2}bh'],
          ['\\text{Trapezoid}', 'A = \\frac{1}{2}(b_1 + b_2)h'],
        ]),
        'Write the formula first, then put in the numbers: a triangle with $b = 6$ and $h = 5$ gives $A = \\frac{1}{2} \\times 6 \\times 5 = 15$.',
      ),
      cfu: thumbs('Thumbs up if you can write the formula for a triangle from memory.'),
    },
  },
  exit: {
    std: '6.8D',
    intervention: 4,
    questions: [
      text('A triangle has a base of 14 in and a height of 9 in. What is its area in square inches?', [(14 * 9) / 2]),
      text('A trapezoid has bases of 8 ft and 12 ft and a height of 6 ft. What is its area in square feet?', [
        ((8 + 12) * 6) / 2,
      ]),
      mc('A parallelogram has a base of 7.5 cm and a height of 4 cm. What is its area?', [
        `*${7.5 * 4} square centimeters`,
        `${7.5 + 4} square centimeters`,
        `${(7.5 * 4) / 2} square centimeters`,
        `${7.5 * 4 * 2} square centimeters`,
      ]),
    ],
    recheck: [
      text('A triangle has a base of 10 m and a height of 7 m. What is its area in square meters?', [(10 * 7) / 2]),
      mc('A rectangle is 6.5 m long and 4 m wide. What is its area?', [
        `*${6.5 * 4} square meters`,
        `${6.5 + 4} square meters`,
        `${(6.5 * 4) / 2} square meters`,
        `${2 * (6.5 + 4)} square meters`,
      ]),
    ],
    challenge: {
      title: 'Fractions in the formula',
      body: para(
        `A triangle has a base of $5\\frac{1}{2}$ ft and a height of 4 ft: $A = \\frac{1}{2} \\times 5.5 \\times 4 = ${(5.5 * 4) / 2}$ square feet.`,
        '**Your challenge:** a trapezoid has bases of 3.5 m and 6.5 m and a height of 3 m. What is its area?',
      ),
      cfu: abc('Area:', [
        `*${((3.5 + 6.5) * 3) / 2} square meters`,
        `${(3.5 + 6.5) * 3} square meters`,
        `${3.5 * 6.5 * 3} square meters`,
      ]),
    },
    reteach: {
      title: 'Find the base and the height',
      body: para(
        steps(
          'Name the figure and write its formula.',
          'Find the base and the height. The height meets the base at a right angle; a slanted side is **not** the height.',
          `Substitute and compute: a parallelogram with base 9 and height 4 has $A = 9 \\times 4 = ${9 * 4}$.`,
        ),
      ),
      cfu: yn('Must the height be perpendicular to the base?', 'yes'),
    },
  },
});

// ---------------------------------------------------------------- RC4: measures of center and spread

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const data1 = [4, 7, 7, 9, 13];
const data2 = [3, 5, 6, 8, 10, 12, 15, 17];
const lower = data2.slice(0, data2.length / 2);
const upper = data2.slice(data2.length / 2);
const box = { min: 12, q1: 18, med: 24, q3: 30, max: 40 };
const boxText = (b: typeof box) =>
  `A box plot shows a minimum of ${b.min}, a first quartile of ${b.q1}, a median of ${b.med}, a third quartile of ${b.q3} and a maximum of ${b.max}.`;
const box2 = { min: 5, q1: 9, med: 14, q3: 20, max: 26 };

const rc4 = lesson({
  key: 'g6-rc4-lesson-center-spread',
  title: 'Mean, Median, Range and Interquartile Range',
  description:
    'Students summarize numeric data with the mean and median and with the range and interquartile range, and ' +
    'interpret box plots from their five-number summary.',
  grade: '6',
  domainCode: 'RC4',
  mood: {
    template: 4,
    prompt: 'If your feelings today were a data set, would they be spread out or all in one place?',
  },
  warmUp: [
    ...on('6.12D', [text('What is the mode of 3, 5, 5, 6, 8, 5, 9?', [5])]),
    ...on('6.13B', [
      mc('Which question gives data with variability?', [
        '*How many hours did each student sleep last night?',
        'How many days are in a week?',
        'How many sides does a triangle have?',
        'How many minutes are in an hour?',
      ]),
    ]),
  ],
  prior: {
    title: 'Describing data',
    body: para(
      'A **data set** is a list of values. Putting the values in order helps us see the smallest, the largest and the middle.',
      'The **mode** is the value that appears most often: in 3, 5, 5, 6, 8 the mode is 5.',
      'In order, that data set reads $3 < 5 = 5 < 6 < 8$: the smallest value is 3 and the largest is 8.',
    ),
  },
  teach: [
    {
      title: 'Mean and median',
      images: [
        dotPlot({
          name: 'lesson-g6-data-4-7-7-9-13',
          title: 'Data',
          ticks: Array.from({ length: 10 }, (_, i) => String(i + 4)),
          counts: Array.from({ length: 10 }, (_, i) => data1.filter((v) => v === i + 4).length),
        }),
      ],
      body: para(
        `Data: ${data1.join(', ')}.`,
        show(
          `\\text{mean} = \\frac{${data1.join(' + ')}}{${data1.length}} = \\frac{${data1.reduce((a, b) => a + b, 0)}}{${data1.length}} = ${mean(data1)}`,
        ),
        `The **median** is the middle value in order: ${median(data1)}.`,
      ),
      cfu: abcd('What is the mean of 2, 4, 6, 8?', [`*${mean([2, 4, 6, 8])}`, '4', '6', '20']),
    },
    {
      title: 'Range and interquartile range',
      body: para(
        `Data in order: ${data2.join(', ')}.`,
        steps(
          `Range $=$ maximum $-$ minimum $= ${Math.max(...data2)} - ${Math.min(...data2)} = ${Math.max(...data2) - Math.min(...data2)}$.`,
          `Median of the lower half (${lower.join(', ')}): $Q_1 = ${median(lower)}$.`,
          `Median of the upper half (${upper.join(', ')}): $Q_3 = ${median(upper)}$.`,
          `$\\text{IQR} = Q_3 - Q_1 = ${median(upper)} - ${median(lower)} = ${median(upper) - median(lower)}$.`,
        ),
      ),
      cfu: tf('The range of a data set is the maximum minus the minimum.', true),
      also: [yesNo('Does the middle half of the data lie between $Q_1$ and $Q_3$?', 'yes')],
    },
    {
      title: 'Reading a box plot',
      images: [
        boxPlot({
          name: 'lesson-g6-box-12-18-24-30-40',
          title: 'Data',
          axisMin: 10,
          axisMax: 40,
          step: 5,
          boxes: [['Data', box.min, box.q1, box.med, box.q3, box.max]],
        }),
      ],
      body: para(
        boxText(box),
        `The box goes from ${box.q1} to ${box.q3}, so $\\text{IQR} = ${box.q3 - box.q1}$. The whiskers reach ${box.min} and ${box.max}, so the range is ${box.max - box.min}. Each of the four parts holds about 25% of the data.`,
      ),
      cfu: faces('How do you feel about reading box plots?'),
    },
  ],
  checkpoint: {
    std: '6.12C',
    intervention: 2,
    questions: [
      text('What is the mean of 12, 15, 9, 20, 14?', [mean([12, 15, 9, 20, 14])]),
      text('What is the median of 8, 3, 11, 6, 9, 5?', [median([8, 3, 11, 6, 9, 5])]),
      mc('Which measure is the middle value of a data set in order?', [
        '*Median',
        'Mean',
        'Range',
        'Interquartile range',
      ]),
    ],
    recheck: [
      text('What is the mean of 6, 10, 8, 12?', [mean([6, 10, 8, 12])]),
      text('What is the median of 15, 9, 21, 12, 18?', [median([15, 9, 21, 12, 18])]),
    ],
    challenge: {
      title: 'The missing score',
      body: para(
        `Five test scores have a mean of 86, so they add up to $5 \\times 86 = ${5 * 86}$. Four of them are 80, 90, 85 and 88, which add to ${80 + 90 + 85 + 88}. The fifth is $${5 * 86} - ${80 + 90 + 85 + 88} = ${5 * 86 - (80 + 90 + 85 + 88)}$.`,
        '**Your challenge:** four numbers have a mean of 15. Three of them are 12, 18 and 10. What is the fourth?',
      ),
      cfu: abcd('The fourth number is…', [
        `*${4 * 15 - (12 + 18 + 10)}`,
        '15',
        `${12 + 18 + 10}`,
        `${(12 + 18 + 10) / 4}`,
      ]),
    },
    reteach: {
      title: 'Level it out, or find the middle',
      body: para(
        'Data: 2, 9, 4, 5.',
        steps(
          `**Mean:** add, then share equally. $2 + 9 + 4 + 5 = ${2 + 9 + 4 + 5}$, and $${2 + 9 + 4 + 5} \\div 4 = ${mean([2, 9, 4, 5])}$.`,
          `**Median:** order first: 2, 4, 5, 9. Two middle values, so take halfway between 4 and 5: ${median([2, 9, 4, 5])}.`,
        ),
      ),
      cfu: thumbs('Thumbs up if you remember to put the data in order before finding the median.'),
    },
  },
  exit: {
    std: '6.13A',
    intervention: 3,
    questions: [
      text(`${boxText(box)} What is the interquartile range?`, [box.q3 - box.q1]),
      mc(`${boxText(box)} About what percent of the data lie between ${box.q1} and ${box.q3}?`, [
        '*50%',
        '25%',
        '75%',
        '100%',
      ]),
      sel(`${boxText(box)} Select all the true statements.`, [
        `*The median is ${box.med}.`,
        `*The range is ${box.max - box.min}.`,
        `*About half of the values are greater than ${box.med}.`,
        `The interquartile range is ${box.max - box.min}.`,
        `About 25% of the values are less than ${box.min}.`,
      ]),
    ],
    recheck: [
      text(`${boxText(box2)} What is the range?`, [box2.max - box2.min]),
      mc(`${boxText(box2)} What is the interquartile range?`, [
        `*${box2.q3 - box2.q1}`,
        `${box2.max - box2.min}`,
        `${box2.med}`,
        `${box2.q1 - box2.min}`,
      ]),
    ],
    challenge: {
      title: 'Comparing two box plots',
      body: para(
        'Class A: minimum 60, $Q_1$ 70, median 78, $Q_3$ 85, maximum 95. Class B: minimum 65, $Q_1$ 72, median 75, $Q_3$ 80, maximum 90.',
        `Class A has the higher median (78 > 75) and the larger IQR (${85 - 70} > ${80 - 72}), so its middle scores are more spread out.`,
        '**Your challenge:** which class has the smaller range?',
      ),
      cfu: abc('Smaller range:', [`*Class B (${90 - 65})`, `Class A (${95 - 60})`, 'They are the same']),
    },
    reteach: {
      title: 'Five numbers tell the story',
      body: para(
        boxText(box2),
        steps(
          `The box starts at $Q_1 = ${box2.q1}$ and ends at $Q_3 = ${box2.q3}$: $\\text{IQR} = ${box2.q3 - box2.q1}$.`,
          `The line in the box is the median, ${box2.med}.`,
          `The whiskers end at ${box2.min} and ${box2.max}: range $= ${box2.max - box2.min}$.`,
        ),
      ),
      cfu: yn('Is the line inside the box the mean?', 'no'),
    },
  },
});

export const GRADE_6: SeedLesson[] = [rc1, rc2, rc3, rc4];
