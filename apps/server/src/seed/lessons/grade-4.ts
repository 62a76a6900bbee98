// Grade 4 mathematics: one Clear Lesson per STAAR reporting category.
import { drop, fill, mc, moneyKeys, on, relation, sel, text, usd } from '../library/build';
import { barGraph, fractionBar, labeledRectangle } from '../library/images';
import {
  abc,
  abcd,
  faces,
  frac,
  grid,
  lcm,
  lesson,
  para,
  show,
  steps,
  tf,
  thumbs,
  trueFalse,
  yesNo,
  yn,
} from './build';
import type { SeedLesson } from './types';

// ---------------------------------------------------------------- RC1: equivalent fractions and comparing

/** The steps of comparing a/b with c/d by renaming both with a common denominator. */
function compare(a: number, b: number, c: number, d: number) {
  const L = lcm(b, d);
  const [x, y] = [(a * L) / b, (c * L) / d];
  const sign = x > y ? '>' : x < y ? '<' : '=';
  return steps(
    `Find a common denominator: ${L}.`,
    `Rename: $${frac(a, b)} = ${frac(x, L)}$ and $${frac(c, d)} = ${frac(y, L)}$.`,
    `Compare the numerators: $${x} ${sign} ${y}$, so $${frac(a, b)} ${sign} ${frac(c, d)}$.`,
  );
}
const isHalf = (n: number, d: number) => 2 * n === d;

const rc1 = lesson({
  key: 'g4-rc1-lesson-comparing-fractions',
  title: 'Equivalent Fractions and Comparing Fractions with Unlike Denominators',
  description:
    'Students decide whether two fractions are equivalent by multiplying or dividing the numerator and denominator ' +
    'by the same number, and compare fractions with different numerators and denominators using common denominators ' +
    'and the benchmark one half.',
  grade: '4',
  domainCode: 'RC1',
  mood: { template: 1, prompt: 'How ready do you feel to take on fractions today?' },
  warmUp: [
    ...on('4.3A', [
      mc('Which shows $\\frac{3}{5}$ as a sum of unit fractions?', [
        '*$\\frac{1}{5} + \\frac{1}{5} + \\frac{1}{5}$',
        '$\\frac{1}{3} + \\frac{1}{3} + \\frac{1}{3}$',
        '$\\frac{3}{5} + \\frac{1}{5}$',
        '$\\frac{1}{5} + \\frac{1}{3}$',
      ]),
    ]),
    ...on('4.2G', [text('Write $\\frac{7}{10}$ as a decimal.', ['0.7'])]),
  ],
  prior: {
    title: 'Fractions we have met',
    body: para(
      'A fraction $\\frac{a}{b}$ is $a$ pieces of size $\\frac{1}{b}$. With the same denominator, comparing is easy: $\\frac{5}{8} > \\frac{3}{8}$.',
      'We also know some fractions name the same amount: $\\frac{1}{2} = \\frac{2}{4} = \\frac{4}{8}$.',
    ),
  },
  teach: [
    {
      title: 'Making equivalent fractions',
      images: [fractionBar(3, 2), fractionBar(3 * 4, 2 * 4)],
      body: para(
        'Multiply the numerator and the denominator by the **same** number. The pieces get smaller, but there are more of them, so the amount stays the same.',
        show(`\\frac{2}{3} = \\frac{2 \\times 4}{3 \\times 4} = ${frac(2 * 4, 3 * 4)}`),
        `Are $\\frac{3}{4}$ and $\\frac{9}{12}$ equivalent? $3 \\times 3 = 9$ and $4 \\times 3 = 12$, so yes.`,
      ),
      cfu: abcd('Which fraction is equivalent to $\\frac{2}{5}$?', [
        '*$\\frac{4}{10}$',
        '$\\frac{2}{10}$',
        '$\\frac{4}{5}$',
        '$\\frac{5}{2}$',
      ]),
      also: [yesNo('Is $\\frac{2}{6}$ equivalent to $\\frac{1}{3}$?', 'yes')],
    },
    {
      title: 'Comparing with a common denominator',
      images: [fractionBar(4, 3), fractionBar(8, 5)],
      body: para('Compare $\\frac{3}{4}$ and $\\frac{5}{8}$.', compare(3, 4, 5, 8)),
      cfu: tf('$\\frac{3}{4} > \\frac{5}{8}$', true),
    },
    {
      title: 'Using one half as a benchmark',
      images: [fractionBar(8, 3), fractionBar(6, 4)],
      body: para(
        'Compare $\\frac{3}{8}$ and $\\frac{4}{6}$ without a common denominator.',
        '$\\frac{3}{8}$ is less than $\\frac{4}{8}$, which is one half. $\\frac{4}{6}$ is more than $\\frac{3}{6}$, which is one half.',
        show('\\frac{3}{8} < \\frac{1}{2} < \\frac{4}{6}'),
      ),
      cfu: faces('How do you feel about using one half to compare?'),
    },
  ],
  checkpoint: {
    std: '4.3C',
    intervention: 2,
    questions: [
      mc('Which fraction is equivalent to $\\frac{3}{4}$?', [
        '*$\\frac{6}{8}$',
        '$\\frac{3}{8}$',
        '$\\frac{4}{6}$',
        '$\\frac{6}{4}$',
      ]),
      sel(
        'Select all the fractions equivalent to $\\frac{1}{2}$.',
        [
          [2, 4],
          [3, 6],
          [5, 10],
          [4, 6],
          [2, 3],
        ].map(([n, d]) => `${isHalf(n as number, d as number) ? '*' : ''}$${frac(n as number, d as number)}$`),
      ),
      text('$\\frac{2}{3} = \\frac{?}{12}$. What number goes in place of the question mark?', [(2 * 12) / 3]),
    ],
    recheck: [
      mc('Which pair of fractions is equivalent?', [
        '*$\\frac{2}{5}$ and $\\frac{4}{10}$',
        '$\\frac{1}{3}$ and $\\frac{2}{3}$',
        '$\\frac{3}{4}$ and $\\frac{4}{5}$',
        '$\\frac{2}{6}$ and $\\frac{1}{2}$',
      ]),
      text('$\\frac{3}{5} = \\frac{?}{10}$. What number goes in place of the question mark?', [(3 * 10) / 5]),
    ],
    challenge: {
      title: 'Going the other way',
      body: para(
        'We can also **divide** the numerator and denominator by the same number: $\\frac{8}{12} = \\frac{8 \\div 4}{12 \\div 4} = \\frac{2}{3}$. So $\\frac{8}{12}$, $\\frac{4}{6}$ and $\\frac{10}{15}$ all equal $\\frac{2}{3}$.',
        '**Your challenge:** which fraction is equivalent to $\\frac{6}{9}$?',
      ),
      cfu: abcd('Equivalent to $\\frac{6}{9}$:', [
        '*$\\frac{2}{3}$',
        '$\\frac{3}{6}$',
        '$\\frac{6}{12}$',
        '$\\frac{9}{6}$',
      ]),
    },
    reteach: {
      title: 'Same change on top and bottom',
      body: para(
        'Is $\\frac{1}{4}$ equal to $\\frac{3}{12}$?',
        steps(
          'Look at the denominators: $4 \\times 3 = 12$.',
          'Do the same to the numerator: $1 \\times 3 = 3$.',
          'We get $\\frac{3}{12}$, so the fractions are equivalent.',
        ),
        'If the top and the bottom were not multiplied by the same number, the fractions are not equivalent.',
      ),
      cfu: thumbs('Thumbs up if you can make a fraction equivalent to $\\frac{1}{3}$.'),
    },
  },
  exit: {
    std: '4.3D',
    intervention: 3,
    questions: [
      drop(
        'Choose the symbol that makes each comparison true.',
        `$\\frac{2}{3}$ ${relation(2 / 3, 3 / 4)} $\\frac{3}{4}$ and $\\frac{5}{8}$ ${relation(5 / 8, 1 / 2)} $\\frac{1}{2}$`,
      ),
      mc('Ana ran $\\frac{7}{10}$ of a mile. Ben ran $\\frac{3}{5}$ of a mile. Who ran farther?', [
        '*Ana, because $\\frac{7}{10} > \\frac{6}{10}$',
        'Ben, because fifths are bigger than tenths',
        'They ran the same distance',
        'Ben, because $\\frac{3}{5} > \\frac{7}{10}$',
      ]),
      text('Which is greater, $\\frac{5}{6}$ or $\\frac{7}{12}$? Type the greater fraction.', ['5/6']),
    ],
    recheck: [
      mc('Which symbol makes $\\frac{3}{8}$ __ $\\frac{1}{4}$ true?', ['*>', '<', '=']),
      text('Which is less, $\\frac{4}{5}$ or $\\frac{7}{10}$? Type the lesser fraction.', ['7/10']),
    ],
    challenge: {
      title: 'A trickier pair',
      body: para(
        'Compare $\\frac{5}{6}$ and $\\frac{7}{9}$.',
        compare(5, 6, 7, 9),
        '**Your challenge:** which is the greatest: $\\frac{2}{3}$, $\\frac{5}{8}$ or $\\frac{7}{12}$?',
      ),
      cfu: abc('The greatest fraction is…', ['*$\\frac{2}{3}$', '$\\frac{5}{8}$', '$\\frac{7}{12}$']),
    },
    reteach: {
      title: 'Make the pieces match',
      body: para(
        'Compare $\\frac{2}{5}$ and $\\frac{3}{10}$.',
        compare(2, 5, 3, 10),
        'Once the pieces are the same size, just compare how many pieces.',
      ),
      cfu: yn('Can we compare $\\frac{1}{3}$ and $\\frac{2}{6}$ by renaming $\\frac{1}{3}$ as sixths?', 'yes'),
    },
  },
});

// ---------------------------------------------------------------- RC2: dividing and interpreting remainders

const rc2 = lesson({
  key: 'g4-rc2-lesson-division-remainders',
  title: 'Dividing by One-Digit Numbers and Interpreting Remainders',
  description:
    'Students divide up to four-digit numbers by one-digit numbers with partial quotients and the standard algorithm, ' +
    'and decide what a remainder means in a word problem.',
  grade: '4',
  domainCode: 'RC2',
  mood: { template: 2, prompt: 'What is one thing you are proud of from this week?' },
  warmUp: [
    ...on('4.4D', [text('Multiply: $23 \\times 4$', [23 * 4])]),
    ...on('4.4B', [mc('What is $36 \\times 10$?', [`*${36 * 10}`, '46', '3,600', '306'])]),
  ],
  prior: {
    title: 'Division undoes multiplication',
    body: para(
      'Division splits a number into equal groups. Each division fact has a multiplication partner:',
      show('4 \\times 7 = 28 \\quad \\text{so} \\quad 28 \\div 4 = 7'),
      'Sometimes a number does not split evenly. What is left over is the **remainder**.',
    ),
  },
  teach: [
    {
      title: 'Partial quotients',
      body: para(
        'Divide $852 \\div 4$ by taking away easy chunks.',
        steps(
          `$800 \\div 4 = ${800 / 4}$`,
          `$40 \\div 4 = ${40 / 4}$`,
          `$12 \\div 4 = ${12 / 4}$`,
          `Add the parts: $${800 / 4} + ${40 / 4} + ${12 / 4} = ${852 / 4}$`,
        ),
        `Check: $${852 / 4} \\times 4 = ${(852 / 4) * 4}$.`,
      ),
      cfu: abcd('What is $96 \\div 4$?', [`*${96 / 4}`, '22', '26', `${96 * 4}`]),
    },
    {
      title: 'What does the remainder mean?',
      body: para(
        `$47 \\div 5 = ${Math.floor(47 / 5)}$ R${47 % 5}, because $5 \\times ${Math.floor(47 / 5)} = ${5 * Math.floor(47 / 5)}$ and $47 - ${5 * Math.floor(47 / 5)} = ${47 % 5}$.`,
        `**47 students ride in vans that hold 5.** Everyone must ride, so we need ${Math.floor(47 / 5) + 1} vans (round up).`,
        `**47 cookies go in bags of 5.** Only full bags count: ${Math.floor(47 / 5)} bags (the ${47 % 5} extra cookies are left over).`,
      ),
      cfu: yn(`29 children go canoeing. Each canoe holds 4. Do they need ${Math.ceil(29 / 4)} canoes?`, 'yes'),
      also: [trueFalse('In $47 \\div 5 = 9$ R2, the remainder 2 is less than 5.', true)],
    },
  ],
  checkpoint: {
    std: '4.4F',
    skillBuilder: true,
    intervention: 3,
    questions: [
      text('Divide: $936 \\div 3$', [936 / 3]),
      text('Divide: $1{,}248 \\div 6$', [1248 / 6]),
      mc('What is $75 \\div 4$?', [
        `*${Math.floor(75 / 4)} R${75 % 4}`,
        `${Math.floor(75 / 4)} R1`,
        `${Math.ceil(75 / 4)}`,
        '17 R7',
      ]),
    ],
    recheck: [
      text('Divide: $684 \\div 2$', [684 / 2]),
      mc('What is $3{,}250 \\div 5$?', [`*${3250 / 5}`, '605', '65', '6,500']),
    ],
    challenge: {
      title: 'Four digits with a remainder',
      body: para(
        `Divide $5{,}107 \\div 8$. $8 \\times 600 = 4{,}800$, leaving 307. $8 \\times 30 = 240$, leaving 67. $8 \\times 8 = 64$, leaving 3.`,
        show(`5{,}107 \\div 8 = ${Math.floor(5107 / 8)} \\text{ R}${5107 % 8}`),
        '**Your challenge:** divide $2{,}019 \\div 7$.',
      ),
      cfu: abcd('$2{,}019 \\div 7 =$', [
        `*${Math.floor(2019 / 7)} R${2019 % 7}`,
        `${Math.floor(2019 / 7)}`,
        `28 R${2019 % 7}`,
        `298 R${2019 % 7}`,
      ]),
    },
    reteach: {
      title: 'Chunk by chunk',
      body: para(
        'Divide $476 \\div 4$.',
        steps(
          `Take out 400: $400 \\div 4 = 100$. Left: $476 - 400 = 76$.`,
          `Take out 40: $40 \\div 4 = 10$. Left: $76 - 40 = 36$.`,
          `Take out 36: $36 \\div 4 = 9$. Left: 0.`,
          `Add: $100 + 10 + 9 = ${476 / 4}$. Check: $${476 / 4} \\times 4 = 476$.`,
        ),
      ),
      cfu: thumbs('Thumbs up if you can choose a first chunk for $639 \\div 3$.'),
    },
  },
  exit: {
    std: '4.4H',
    intervention: 4,
    questions: [
      mc('52 students sit at tables. Each table seats 6. How many tables are needed so every student has a seat?', [
        `*${Math.ceil(52 / 6)}`,
        `${Math.floor(52 / 6)}`,
        `${52 % 6}`,
        `${Math.ceil(52 / 6) + 1}`,
      ]),
      text('A farmer packs 138 eggs in cartons of 12. How many cartons can she fill completely?', [
        Math.floor(138 / 12),
      ]),
      fill(
        'Ms. Cruz buys 3 boxes of 24 markers and shares them equally among 8 tables.',
        `Each table gets [[${(3 * 24) / 8}]] markers.`,
      ),
    ],
    recheck: [
      text('Eli has 75 photos. Each album page holds 8 photos. How many pages does he need for all the photos?', [
        Math.ceil(75 / 8),
      ]),
      mc('A rope 100 feet long is cut into pieces 7 feet long. How many full pieces are there?', [
        `*${Math.floor(100 / 7)}`,
        `${Math.ceil(100 / 7)}`,
        `${100 % 7}`,
        '13',
      ]),
    ],
    challenge: {
      title: 'Packs and leftovers',
      body: para(
        `A theater has 250 seats in rows of 18. $250 \\div 18 = ${Math.floor(250 / 18)}$ R${250 % 18}: there are ${Math.floor(250 / 18)} full rows and ${250 % 18} seats in a last, shorter row, so ${Math.ceil(250 / 18)} rows in all.`,
        '**Your challenge:** juice boxes come 4 to a pack. The class needs 90 juice boxes. How many packs should they buy?',
      ),
      cfu: abc('How many packs?', [`*${Math.ceil(90 / 4)}`, `${Math.floor(90 / 4)}`, `${90 % 4}`]),
    },
    reteach: {
      title: 'Ask: what is the question?',
      body: para(
        `Every problem here uses $23 \\div 4 = ${Math.floor(23 / 4)}$ R${23 % 4}. The answer depends on the question.`,
        steps(
          `"How many cars that hold 4 for 23 children?" Everyone rides: **${Math.ceil(23 / 4)}**.`,
          `"How many full packs of 4 from 23 cards?" Only full packs: **${Math.floor(23 / 4)}**.`,
          `"How many cards are left over?" The remainder: **${23 % 4}**.`,
        ),
      ),
      cfu: yn('23 children ride in cars that hold 4. Are 5 cars enough?', 'no'),
    },
  },
});

// ---------------------------------------------------------------- RC3: perimeter and area formulas

const rc3 = lesson({
  key: 'g4-rc3-lesson-perimeter-area-formulas',
  title: 'Perimeter and Area Formulas for Rectangles',
  description:
    'Students use the formulas P = 2l + 2w, P = 4s and A = l x w to solve problems about rectangles and squares, ' +
    'including finding a missing side length.',
  grade: '4',
  domainCode: 'RC3',
  mood: { template: 3, prompt: 'Pick a word for how you feel right now. Is it a calm word or a busy word?' },
  warmUp: [
    ...on('4.8B', [text('How many inches are in 2 feet? (1 foot = 12 inches)', [2 * 12])]),
    ...on('4.6D', [mc('Which figure always has 4 right angles?', ['*Rectangle', 'Trapezoid', 'Rhombus', 'Triangle'])]),
  ],
  prior: {
    title: 'Around and inside',
    body: para(
      '**Perimeter** is the distance around a figure: add all the side lengths.',
      '**Area** is the number of square units that cover a figure. For a rectangle it is the number of rows times the number in each row.',
      show('3 \\text{ rows of } 5 = 3 \\times 5 = 15 \\text{ square units}'),
    ),
  },
  teach: [
    {
      title: 'Formulas save time',
      images: [labeledRectangle('9 m', '5 m')],
      body: para(
        'A rectangle is 9 meters long and 5 meters wide.',
        show(`P = 2l + 2w = 2 \\times 9 + 2 \\times 5 = ${2 * 9} + ${2 * 5} = ${2 * 9 + 2 * 5} \\text{ m}`),
        show(`A = l \\times w = 9 \\times 5 = ${9 * 5} \\text{ m}^2`),
        'A square has four equal sides, so its perimeter is $P = 4s$.',
      ),
      cfu: abcd('A square has sides of 7 inches. What is its perimeter?', [
        `*${4 * 7} inches`,
        `${7 * 7} inches`,
        `${2 * 7} inches`,
        `${7 + 4} inches`,
      ]),
    },
    {
      title: 'Finding a missing side',
      images: [labeledRectangle('8 ft', 'w ft')],
      body: para(
        'A garden has an area of 48 square feet and is 8 feet long. How wide is it?',
        steps(
          `Use $A = l \\times w$: $48 = 8 \\times w$.`,
          `$w = 48 \\div 8 = ${48 / 8}$ feet.`,
          `Its perimeter is $2 \\times 8 + 2 \\times ${48 / 8} = ${2 * 8 + 2 * (48 / 8)}$ feet.`,
        ),
      ),
      cfu: tf('A 6 by 4 rectangle and an 8 by 3 rectangle have the same area.', 6 * 4 === 8 * 3),
      also: [
        trueFalse('A 6 by 4 rectangle and an 8 by 3 rectangle have the same perimeter.', 2 * (6 + 4) === 2 * (8 + 3)),
      ],
    },
  ],
  checkpoint: {
    std: '4.5C',
    intervention: 4,
    questions: [
      mc('Which formula gives the perimeter of a rectangle?', [
        '*$P = 2l + 2w$',
        '$P = l \\times w$',
        '$P = l + w$',
        '$P = 4 \\times l \\times w$',
      ]),
      drop(
        'Choose the formulas for a square with side length $s$.',
        'Perimeter: [[*$P = 4 \\times s$|$P = s \\times s$|$P = 2 + s$]]. Area: [[*$A = s \\times s$|$A = 4 \\times s$|$A = 2 \\times s$]].',
      ),
      text('Use $A = l \\times w$. A rectangle is 12 cm long and 3 cm wide. What is its area in square centimeters?', [
        12 * 3,
      ]),
    ],
    recheck: [
      text('Use $P = 2l + 2w$. A rectangle is 10 m long and 4 m wide. What is its perimeter in meters?', [
        2 * 10 + 2 * 4,
      ]),
      mc('A square has sides of 5 inches. What does the area formula give?', [
        `*${5 * 5} square inches`,
        `${4 * 5} square inches`,
        `${5 + 5} square inches`,
        `${5 * 5} inches`,
      ]),
    ],
    challenge: {
      title: 'Same perimeter, different area',
      body: para(
        `A 6 by 6 square and an 8 by 4 rectangle both have a perimeter of ${4 * 6} units. Their areas are $6 \\times 6 = ${6 * 6}$ and $8 \\times 4 = ${8 * 4}$ square units.`,
        '**Your challenge:** every rectangle below has a perimeter of 20 units. Which has the greatest area?',
      ),
      cfu: abcd('Greatest area:', ['*5 by 5', '6 by 4', '7 by 3', '9 by 1']),
    },
    reteach: {
      title: 'Where the formulas come from',
      body: para(
        'Draw a rectangle 5 units long and 3 units wide on grid paper.',
        steps(
          `Trace the edge: $5 + 3 + 5 + 3 = ${5 + 3 + 5 + 3}$. Two lengths and two widths, so $P = 2 \\times 5 + 2 \\times 3 = ${2 * 5 + 2 * 3}$.`,
          `Count the squares: 3 rows of 5, so $A = 5 \\times 3 = ${5 * 3}$.`,
        ),
      ),
      cfu: thumbs('Thumbs up if you can explain why $P = 2l + 2w$ works.'),
    },
  },
  exit: {
    std: '4.5D',
    intervention: 2,
    questions: [
      text('A garden is 14 feet long and 9 feet wide. How many feet of fence go all the way around it?', [
        2 * 14 + 2 * 9,
      ]),
      mc('A poster has an area of 96 square inches. It is 8 inches wide. How long is it?', [
        `*${96 / 8} inches`,
        `${96 - 8} inches`,
        `${96 * 8} inches`,
        `${(96 - 16) / 2} inches`,
      ]),
      text('A room is 12 feet long and 10 feet wide. How many square feet of carpet cover the floor?', [12 * 10]),
    ],
    recheck: [
      text('A playground is 25 meters long and 15 meters wide. What is its perimeter in meters?', [2 * 25 + 2 * 15]),
      mc('A rectangle has a perimeter of 30 centimeters and is 9 centimeters long. How wide is it?', [
        `*${(30 - 2 * 9) / 2} centimeters`,
        `${30 - 9} centimeters`,
        `${30 - 2 * 9} centimeters`,
        '3 centimeters',
      ]),
    ],
    challenge: {
      title: 'Two rooms',
      body: para(
        `A classroom is 11 m by 8 m and the hallway next to it is 11 m by 2 m. Together they cover $${11 * 8} + ${11 * 2} = ${11 * 8 + 11 * 2}$ square meters, the same as one 11 by 10 rectangle.`,
        '**Your challenge:** a rectangle has an area of 72 square feet and a length of 9 feet. What is its perimeter?',
      ),
      cfu: abc('The perimeter is…', [`*${2 * 9 + 2 * (72 / 9)} feet`, `${72 / 9} feet`, `${9 + 72 / 9} feet`]),
    },
    reteach: {
      title: 'Around or inside?',
      body: para(
        steps(
          'Read the question: is it about the edge (fence, border, frame) or the inside (carpet, paint, grass)?',
          'Edge means perimeter: $P = 2l + 2w$. Inside means area: $A = l \\times w$.',
          `A yard 7 m by 5 m: fence $= 2 \\times 7 + 2 \\times 5 = ${2 * 7 + 2 * 5}$ m, grass $= 7 \\times 5 = ${7 * 5}$ square meters.`,
        ),
      ),
      cfu: yn('Is the amount of fence around a yard its perimeter?', 'yes'),
    },
  },
});

// ---------------------------------------------------------------- RC4: expenses and profit

const stand = { cups: 40, price: 0.5, lemons: 8, cupCost: 3 };
const standIncome = stand.cups * stand.price;
const standCost = stand.lemons + stand.cupCost;
const family = { rent: 950, car: 300, groceries: 400, gas: 120 };

const rc4 = lesson({
  key: 'g4-rc4-lesson-expenses-profit',
  title: 'Fixed and Variable Expenses and Profit',
  description:
    'Students tell fixed expenses from variable expenses and calculate profit as income minus expenses, using a ' +
    'lemonade stand and other small businesses.',
  grade: '4',
  domainCode: 'RC4',
  mood: {
    template: 4,
    prompt: 'If you could run a small business, what would it be? How does that idea make you feel?',
  },
  warmUp: [
    ...on('4.10E', [
      mc('What is one job of a bank?', [
        '*Keeping money safe',
        'Making coins',
        'Setting prices at stores',
        'Collecting sales tax',
      ]),
    ]),
    ...on('4.10D', [
      mc('Which is a way to share part of an allowance?', [
        '*Giving to a food bank',
        'Buying a snack',
        'Putting it in a piggy bank',
        'Buying a toy',
      ]),
    ]),
  ],
  prior: {
    title: 'Money in, money out',
    body: para(
      '**Income** is money that comes in. **Expenses** are money that goes out to pay for things.',
      `We add and subtract money like decimals: ${usd(20)} − ${usd(11)} = ${usd(9)}.`,
    ),
  },
  teach: [
    {
      title: 'Fixed and variable expenses',
      body: para(
        `A **fixed expense** stays the same each time, like rent of ${usd(family.rent)} every month or a car payment of ${usd(family.car)}.`,
        'A **variable expense** changes, like groceries, gasoline or the electric bill.',
      ),
      cfu: abcd('Which is a fixed expense?', [
        `*Rent of ${usd(900)} every month`,
        'The electric bill',
        'Groceries',
        'Gasoline',
      ]),
    },
    {
      title: 'Profit',
      body: para(
        `A lemonade stand sells ${stand.cups} cups at ${usd(stand.price)} each, so its income is $${stand.cups} \\times 0.50 = ${standIncome}$ dollars.`,
        `It spent ${usd(stand.lemons)} on lemons and sugar and ${usd(stand.cupCost)} on cups: ${usd(standCost)} in expenses.`,
        show(
          `\\text{profit} = \\text{income} - \\text{expenses} = ${standIncome} - ${standCost} = ${standIncome - standCost}`,
        ),
        `The profit is ${usd(standIncome - standCost)}.`,
      ),
      cfu: tf('If expenses are greater than income, there is no profit.', true),
      also: [yesNo(`A stand earns ${usd(15)} and spends ${usd(15)}. Is its profit ${usd(0)}?`, 'yes')],
    },
    {
      title: 'Planning ahead',
      images: [
        barGraph({
          name: 'lesson-g4-family-expenses',
          title: 'Family Expenses This Month',
          categories: ['Rent', 'Car', 'Groceries', 'Gas'],
          values: [family.rent, family.car, family.groceries, family.gas],
          step: 100,
          max: 1000,
          yTitle: 'Dollars',
        }),
      ],
      body: para(
        `A family's fixed expenses are $${family.rent} + ${family.car} = ${family.rent + family.car}$ dollars a month. Their variable expenses were $${family.groceries} + ${family.gas} = ${family.groceries + family.gas}$ dollars this month, but could change next month.`,
        'Knowing which expenses are fixed helps a family plan.',
      ),
      cfu: faces('How do you feel about telling fixed and variable expenses apart?'),
    },
  ],
  checkpoint: {
    std: '4.10A',
    intervention: 3,
    questions: [
      sel('Select all the variable expenses.', [
        '*Groceries',
        '*Gasoline',
        '*The electric bill',
        'Rent that is the same each month',
        'A car payment that is the same each month',
      ]),
      mc(`A gym membership costs ${usd(30)} every month. What kind of expense is it?`, [
        '*Fixed',
        'Variable',
        'Income',
        'Profit',
      ]),
      drop(
        'Choose the words that make the sentence true.',
        'A phone plan that costs the same every month is a [[*fixed|variable]] expense. Money spent at the movies is a [[*variable|fixed]] expense.',
      ),
    ],
    recheck: [
      mc('Which is a variable expense?', [
        '*The water bill',
        `Rent of ${usd(800)} each month`,
        `A car payment of ${usd(250)} each month`,
        `Insurance of ${usd(50)} each month`,
      ]),
      mc(`Piano lessons cost ${usd(25)} every week. What kind of expense is it?`, [
        '*Fixed',
        'Variable',
        'Income',
        'Profit',
      ]),
    ],
    challenge: {
      title: 'Sorting a budget',
      body: para(
        grid([
          ['\\text{Expense}', '\\text{Amount}'],
          ['\\text{Rent}', `\\$${family.rent}`],
          ['\\text{Car payment}', `\\$${family.car}`],
          ['\\text{Groceries}', `\\$${family.groceries}`],
          ['\\text{Gasoline}', `\\$${family.gas}`],
        ]),
        '**Your challenge:** what is the total of the fixed expenses?',
      ),
      cfu: abcd('Fixed expenses total:', [
        `*${usd(family.rent + family.car)}`,
        usd(family.groceries + family.gas),
        usd(family.rent + family.car + family.groceries + family.gas),
        usd(family.rent + family.groceries),
      ]),
    },
    reteach: {
      title: 'Does it change?',
      body: para(
        steps(
          'Ask: is the amount the same every time I pay it?',
          `Yes: **fixed**. Example: a ${usd(20)} music app every month.`,
          'No: **variable**. Example: the water bill is higher in summer and lower in winter.',
        ),
      ),
      cfu: thumbs('Thumbs up if you can name one fixed and one variable expense.'),
    },
  },
  exit: {
    std: '4.10B',
    intervention: 2,
    questions: [
      text(
        `Ty sells 12 bracelets for ${usd(3)} each. His materials cost ${usd(14)}. What is his profit, in dollars?`,
        moneyKeys(12 * 3 - 14),
      ),
      mc(`A stand has income of ${usd(50)} and expenses of ${usd(38)}. What is the profit?`, [
        `*${usd(50 - 38)}`,
        usd(50 + 38),
        usd(38),
        usd(50),
      ]),
      text(
        `A bake sale takes in ${usd(64.5)}. Ingredients cost ${usd(21.75)}. What is the profit, in dollars?`,
        moneyKeys(64.5 - 21.75),
      ),
    ],
    recheck: [
      text(
        `A car wash washes 15 cars at ${usd(6)} each and spends ${usd(12)} on soap. What is the profit, in dollars?`,
        moneyKeys(15 * 6 - 12),
      ),
      mc(`Income ${usd(120)}, expenses ${usd(45)}. What is the profit?`, [
        `*${usd(120 - 45)}`,
        usd(120 + 45),
        usd(45),
        usd(120),
      ]),
    ],
    challenge: {
      title: 'A profit goal',
      body: para(
        `A lemonade stand spends ${usd(6)} on supplies and sells cups for ${usd(0.5)}. To make a profit of ${usd(14)}, it needs income of $6 + 14 = 20$ dollars, which is $20 \\div 0.50 = ${20 / 0.5}$ cups.`,
        `**Your challenge:** cookies sell for ${usd(2)} each and supplies cost ${usd(10)}. How many cookies must be sold for a profit of ${usd(30)}?`,
      ),
      cfu: abc('How many cookies?', [`*${(10 + 30) / 2}`, `${30 / 2}`, `${10 + 30}`]),
    },
    reteach: {
      title: 'Profit step by step',
      body: para(
        `Nia sells 8 plants for ${usd(4)} each. She spent ${usd(7)} on pots and ${usd(5)} on soil.`,
        steps(
          `Income: $8 \\times 4 = ${8 * 4}$ dollars.`,
          `Expenses: $7 + 5 = ${7 + 5}$ dollars.`,
          `Profit: $${8 * 4} - ${7 + 5} = ${8 * 4 - 12}$ dollars.`,
        ),
      ),
      cfu: yn('Is profit the money left after subtracting expenses from income?', 'yes'),
    },
  },
});

export const GRADE_4: SeedLesson[] = [rc1, rc2, rc3, rc4];
