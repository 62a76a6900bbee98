// Grade 5 mathematics: one Clear Lesson per STAAR reporting category.
import {
  drop,
  fill,
  fr,
  mc,
  minus,
  moneyKeys,
  num,
  on,
  order,
  plus,
  ratio,
  ratioTex,
  ratioText,
  sel,
  text,
  tn,
  usd,
} from '../library/build';
import { barGraph, fractionBar, labeledPrism } from '../library/images';
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

// ---------------------------------------------------------------- RC1: parentheses and brackets

const isPrime = (n: number) => n > 1 && Array.from({ length: n - 2 }, (_, i) => i + 2).every((k) => n % k !== 0);
const ex1 = { a: 8, b: 4, c: 3 };
const ex2 = { x: 15, y: 3, z: 4, m: 2 };
const ex2Inner = ex2.y + ex2.z;
const ex2Brackets = ex2.x - ex2Inner;
const ex3 = 18 / (4 - 1) + 2 * 5;
const challenge5 = [
  ['$(24 - 8) \\div (2 + 2)$', (24 - 8) / (2 + 2)],
  ['$(24 - 8) \\div 2 + 2$', (24 - 8) / 2 + 2],
  ['$24 - 8 \\div (2 + 2)$', 24 - 8 / (2 + 2)],
  ['$24 - (8 \\div 2 + 2)$', 24 - (8 / 2 + 2)],
] as const;

const rc1 = lesson({
  key: 'g5-rc1-lesson-parentheses-brackets',
  title: 'Parentheses, Brackets and the Order of Operations',
  description:
    'Students learn what parentheses and brackets mean in a numerical expression and simplify expressions with up ' +
    'to two levels of grouping, working from the inside out.',
  grade: '5',
  domainCode: 'RC1',
  mood: { template: 2, prompt: 'How is your brain feeling this morning: ready to solve a puzzle?' },
  warmUp: on('5.4A', [
    mc(
      'Which number is prime?',
      [15, 21, 23, 27].map((n) => `${isPrime(n) ? '*' : ''}${n}`),
    ),
    sel(
      'Select all the composite numbers.',
      [9, 13, 15, 29, 33].map((n) => `${isPrime(n) ? '' : '*'}${n}`),
    ),
  ]),
  prior: {
    title: 'What we already know',
    body: para(
      'You already know the order to work in when an expression mixes operations: **multiply and divide** from left to right first, then **add and subtract** from left to right.',
      show(`3 + 4 \\times 5 = 3 + ${4 * 5} = ${3 + 4 * 5}`),
      'Today we add two new tools, **parentheses** $( \\; )$ and **brackets** $[ \\; ]$, which tell us what to do first.',
    ),
  },
  teach: [
    {
      title: 'Parentheses mean "do this first"',
      body: para(
        'Look at two expressions with the same numbers:',
        show(`(${ex1.a} + ${ex1.b}) \\times ${ex1.c} = ${ex1.a + ex1.b} \\times ${ex1.c} = ${(ex1.a + ex1.b) * ex1.c}`),
        show(`${ex1.a} + ${ex1.b} \\times ${ex1.c} = ${ex1.a} + ${ex1.b * ex1.c} = ${ex1.a + ex1.b * ex1.c}`),
        'In the first one the parentheses tell us to add before we multiply. Without them, we multiply first. Same numbers, different answers!',
      ),
      cfu: tf(
        `$(${ex1.a} + ${ex1.b}) \\times ${ex1.c}$ and $${ex1.a} + ${ex1.b} \\times ${ex1.c}$ have the same value.`,
        false,
      ),
    },
    {
      title: 'Brackets: working from the inside out',
      body: para(
        `Simplify $${ex2.m} \\times [${ex2.x} - (${ex2.y} + ${ex2.z})]$.`,
        steps(
          `Start with the innermost group, the parentheses: $${ex2.y} + ${ex2.z} = ${ex2Inner}$.`,
          `Now work inside the brackets: $${ex2.x} - ${ex2Inner} = ${ex2Brackets}$.`,
          `Finish outside: $${ex2.m} \\times ${ex2Brackets} = ${ex2.m * ex2Brackets}$.`,
        ),
        'Brackets hold a group that has another group inside it. Always start with the group in the middle.',
      ),
      cfu: abcd('What is the value of $3 \\times [10 - (2 + 5)]$?', [
        `*${3 * (10 - (2 + 5))}`,
        `${3 * 10 - (2 + 5)}`,
        `${3 * 10 - 2 + 5}`,
        `${3 * (10 - 2) + 5}`,
      ]),
      also: [yesNo('In $[20 - (6 - 1)] \\div 5$, is the first step to subtract $6 - 1$?', 'yes')],
    },
    {
      title: 'Groups, then multiply and divide, then add',
      body: para(
        'Simplify $[18 \\div (4 - 1)] + 2 \\times 5$.',
        steps(
          `Parentheses: $4 - 1 = ${4 - 1}$.`,
          `Brackets: $18 \\div ${4 - 1} = ${18 / (4 - 1)}$.`,
          `Multiply: $2 \\times 5 = ${2 * 5}$.`,
          `Add: $${18 / (4 - 1)} + ${2 * 5} = ${ex3}$.`,
        ),
      ),
      cfu: faces('How do you feel about simplifying expressions with brackets?'),
    },
  ],
  checkpoint: {
    std: '5.4E',
    intervention: 3,
    questions: [
      mc('In $5 \\times (9 - 4)$, what do the parentheses tell you to do?', [
        '*Subtract $9 - 4$ first, then multiply by 5',
        'Multiply $5 \\times 9$ first, then subtract 4',
        'Multiply $5 \\times 4$ first',
        'Add all three numbers',
      ]),
      drop(
        'Choose the words that make the sentence true.',
        'To simplify $[12 - (2 + 4)] \\times 2$, first [[*add 2 and 4|subtract 2 from 12|multiply 4 by 2]], then [[*subtract the sum from 12|multiply 12 by 2|add 12 and 2]].',
      ),
      text('In $[30 - (4 \\times 5)] \\div 2$, what is the value inside the brackets?', [30 - 4 * 5]),
    ],
    recheck: [
      mc('Which expression means "add 6 and 2, then multiply the sum by 4"?', [
        '*$(6 + 2) \\times 4$',
        '$6 + 2 \\times 4$',
        '$6 \\times 2 + 4$',
        '$6 + (2 \\times 4)$',
      ]),
      text('In $7 \\times [20 - (3 + 5)]$, what is the value inside the brackets?', [20 - (3 + 5)]),
    ],
    challenge: {
      title: 'Where do the parentheses go?',
      body: para(
        'Here is a longer one: $2 \\times [36 \\div (5 + 4) + 3] - 6$.',
        steps(
          `Parentheses: $5 + 4 = 9$.`,
          `Inside the brackets, divide first: $36 \\div 9 = ${36 / 9}$, then add: $${36 / 9} + 3 = ${36 / 9 + 3}$.`,
          `Multiply: $2 \\times ${36 / 9 + 3} = ${2 * (36 / 9 + 3)}$, then subtract: $${2 * (36 / 9 + 3)} - 6 = ${2 * (36 / 9 + 3) - 6}$.`,
        ),
        '**Your challenge:** the numbers and signs of $24 - 8 \\div 2 + 2$ stay where they are. Where can you put parentheses to make the value 4?',
      ),
      cfu: abcd(
        'Which one equals 4?',
        challenge5.map(([e, v]) => `${v === 4 ? '*' : ''}${e}`),
      ),
    },
    reteach: {
      title: 'Parentheses are a "do this first" sign',
      body: para(
        'Think of parentheses as a sign that says **do me first**.',
        steps(
          'Find the parentheses: in $(2 + 6) \\times 5$ they hold $2 + 6$.',
          `Do that part first: $2 + 6 = ${2 + 6}$.`,
          `Then finish: $${2 + 6} \\times 5 = ${(2 + 6) * 5}$.`,
        ),
        `Without parentheses, $2 + 6 \\times 5$ means multiply first: $2 + ${6 * 5} = ${2 + 6 * 5}$. Brackets work the same way: they are the outer group, so you do them right after the parentheses inside them.`,
      ),
      cfu: thumbs('Thumbs up if you can point to the first step in $4 \\times [9 - (1 + 2)]$.'),
    },
  },
  exit: {
    std: '5.4F',
    intervention: 2,
    questions: [
      text('Simplify: $[3 + (12 - 4)] \\times 2$', [(3 + (12 - 4)) * 2]),
      order('Put the steps to simplify $40 \\div [2 \\times (7 - 3)]$ in order.', [
        `Subtract inside the parentheses: $7 - 3 = ${7 - 3}$`,
        `Multiply inside the brackets: $2 \\times ${7 - 3} = ${2 * (7 - 3)}$`,
        `Divide: $40 \\div ${2 * (7 - 3)} = ${40 / (2 * (7 - 3))}$`,
      ]),
      mc(`Which expression has a value of ${(4 + 5) * 2}?`, [
        '*$(4 + 5) \\times 2$',
        `$4 + 5 \\times 2$`,
        `$4 \\times (5 + 2)$`,
        `$[4 + 5] \\times [2 + 2]$`,
      ]),
    ],
    recheck: [
      text('Simplify: $50 - [6 \\times (2 + 3)]$', [50 - 6 * (2 + 3)]),
      fill('Simplify the expression.', `$[(15 - 3) \\div 4] \\times 6 =$ [[${((15 - 3) / 4) * 6}]]`),
    ],
    challenge: {
      title: 'Three levels of thinking',
      body: para(
        'Simplify $100 - [4 \\times (6 + 9)] \\div 3$.',
        steps(
          `Parentheses: $6 + 9 = ${6 + 9}$.`,
          `Brackets: $4 \\times ${6 + 9} = ${4 * 15}$.`,
          `Divide before subtracting: $${4 * 15} \\div 3 = ${(4 * 15) / 3}$.`,
          `Subtract: $100 - ${(4 * 15) / 3} = ${100 - (4 * 15) / 3}$.`,
        ),
        '**Your challenge:** simplify $[7 \\times (8 - 2) + 6] \\div 12$.',
      ),
      cfu: abc('What is the value?', [`*${(7 * (8 - 2) + 6) / 12}`, `${(7 * 8 - 2 + 6) / 12}`, `${7 * (8 - 2) + 6}`]),
    },
    reteach: {
      title: 'Inside out, one step at a time',
      body: para(
        'Let us simplify $[2 + (9 - 5)] \\times 3$ together, writing each step on a new line.',
        steps(
          `Innermost group first: $9 - 5 = ${9 - 5}$. Now we have $[2 + ${9 - 5}] \\times 3$.`,
          `Brackets next: $2 + ${9 - 5} = ${2 + 9 - 5}$. Now we have $${2 + 9 - 5} \\times 3$.`,
          `Last: $${2 + 9 - 5} \\times 3 = ${(2 + 9 - 5) * 3}$.`,
        ),
        'Rewrite the whole expression after every step: it keeps your work neat and shows you what is left to do.',
      ),
      cfu: yn('Do we multiply by 3 before we work inside the brackets?', 'no'),
    },
  },
});

// ---------------------------------------------------------------- RC2: adding and subtracting fractions

/** The steps of a/b +- c/d with the least common denominator, and the simplified result. */
function unlike(a: number, b: number, c: number, d: number, op: '+' | '-') {
  const L = lcm(b, d);
  const [x, y] = [(a * L) / b, (c * L) / d];
  const result = op === '+' ? plus(ratio(a, b), ratio(c, d)) : minus(ratio(a, b), ratio(c, d));
  const raw = op === '+' ? x + y : x - y;
  const simplified = ratioTex(result);
  const sign = op === '+' ? '+' : '-';
  return {
    result,
    text: ratioText(result),
    steps: steps(
      `Find a common denominator: ${L} is a multiple of both ${b} and ${d}.`,
      `Rename: $${frac(a, b)} = ${frac(x, L)}$ and $${frac(c, d)} = ${frac(y, L)}$.`,
      `${op === '+' ? 'Add' : 'Subtract'} the numerators and keep the denominator: $${frac(x, L)} ${sign} ${frac(y, L)} = ${frac(raw, L)}$${simplified === frac(raw, L) ? '.' : `, which is $${simplified}$.`}`,
    ),
  };
}

const f1 = unlike(2, 3, 1, 4, '+');
const f2 = unlike(5, 6, 1, 4, '-');
const half = ratio(1, 2);
const halves: [string, readonly [number, number]][] = [
  ['$\\frac{1}{4} + \\frac{1}{4}$', plus(ratio(1, 4), ratio(1, 4))],
  ['$\\frac{5}{6} - \\frac{1}{3}$', minus(ratio(5, 6), ratio(1, 3))],
  ['$\\frac{1}{3} + \\frac{1}{6}$', plus(ratio(1, 3), ratio(1, 6))],
  ['$\\frac{2}{3} - \\frac{1}{2}$', minus(ratio(2, 3), ratio(1, 2))],
  ['$\\frac{3}{8} + \\frac{1}{4}$', plus(ratio(3, 8), ratio(1, 4))],
];
const isHalf = (r: readonly [number, number]) => r[0] === half[0] && r[1] === half[1];

const rc2 = lesson({
  key: 'g5-rc2-lesson-fractions-unlike-denominators',
  title: 'Adding and Subtracting Fractions with Unlike Denominators',
  description:
    'Students rename fractions with a common denominator to add and subtract them, then practise adding and ' +
    'subtracting fractions, mixed numbers and decimals fluently.',
  grade: '5',
  domainCode: 'RC2',
  mood: { template: 1, prompt: 'How are you feeling about fractions today?' },
  warmUp: on('5.3K', [
    text('Add: $\\frac{2}{7} + \\frac{3}{7}$', ['5/7']),
    text('Add: $0.75 + 1.5$', [(75 + 150) / 100]),
  ]),
  prior: {
    title: 'Fractions we already know',
    body: para(
      'When two fractions have the **same denominator**, the pieces are the same size, so we add the numerators:',
      show('\\frac{2}{7} + \\frac{3}{7} = \\frac{5}{7}'),
      'We also know how to make **equivalent fractions**: multiply the numerator and the denominator by the same number.',
      show('\\frac{1}{3} = \\frac{1 \\times 2}{3 \\times 2} = \\frac{2}{6}'),
    ),
  },
  teach: [
    {
      title: 'Adding with a common denominator',
      images: [fractionBar(3, 2), fractionBar(4, 1), fractionBar(12, 8 + 3)],
      body: para(
        'Thirds and fourths are different-sized pieces, so we cannot add them yet. Let us add $\\frac{2}{3} + \\frac{1}{4}$.',
        f1.steps,
      ),
      cfu: abcd('What is $\\frac{1}{2} + \\frac{1}{3}$?', [
        `*$${ratioTex(plus(ratio(1, 2), ratio(1, 3)))}$`,
        '$\\frac{2}{5}$',
        '$\\frac{2}{6}$',
        '$\\frac{1}{6}$',
      ]),
    },
    {
      title: 'Subtracting with a common denominator',
      images: [fractionBar(6, 5), fractionBar(4, 1), fractionBar(12, 10 - 3)],
      body: para('Subtraction works the same way. Let us find $\\frac{5}{6} - \\frac{1}{4}$.', f2.steps),
      cfu: yn('To find $\\frac{5}{6} - \\frac{1}{4}$, can we just subtract the denominators, $6 - 4$?', 'no'),
      also: [trueFalse('To add $\\frac{1}{2} + \\frac{1}{4}$, we can rename $\\frac{1}{2}$ as $\\frac{2}{4}$.', true)],
    },
    {
      title: 'Mixed numbers',
      body: para(
        'Add $2\\frac{1}{2} + 1\\frac{2}{3}$.',
        steps(
          'Add the whole numbers: $2 + 1 = 3$.',
          `Add the fractions: $\\frac{1}{2} + \\frac{2}{3} = \\frac{3}{6} + \\frac{4}{6} = \\frac{7}{6} = ${ratioTex(ratio(7, 6))}$.`,
          `Put them together: $3 + ${ratioTex(ratio(7, 6))} = ${ratioTex(plus(ratio(5, 2), ratio(5, 3)))}$.`,
        ),
      ),
      cfu: faces('How do you feel about adding mixed numbers?'),
    },
  ],
  checkpoint: {
    std: '5.3H',
    intervention: 4,
    questions: [
      text('Add: $\\frac{3}{4} + \\frac{1}{6}$', [unlike(3, 4, 1, 6, '+').text]),
      mc(`Ana had ${fr(7, 8)} of a yard of ribbon. She used ${fr(1, 2)} of a yard. How much ribbon is left?`, [
        `*$${ratioTex(minus(ratio(7, 8), ratio(1, 2)))}$`,
        '$\\frac{6}{6}$',
        `$${ratioTex(plus(ratio(7, 8), ratio(1, 2)))}$`,
        '$\\frac{6}{10}$',
      ]),
      fill(
        'Rename the fractions with a denominator of 15, then add.',
        `$\\frac{1}{3}$ is [[5]] fifteenths and $\\frac{2}{5}$ is [[6]] fifteenths, so $\\frac{1}{3} + \\frac{2}{5} =$ [[!11/15]]`,
      ),
    ],
    recheck: [
      text('Subtract: $\\frac{1}{2} - \\frac{1}{5}$', [unlike(1, 2, 1, 5, '-').text]),
      mc('What is $\\frac{2}{3} + \\frac{1}{6}$?', [
        `*$${ratioTex(plus(ratio(2, 3), ratio(1, 6)))}$`,
        '$\\frac{3}{9}$',
        '$\\frac{2}{18}$',
        '$1\\frac{1}{6}$',
      ]),
    ],
    challenge: {
      title: 'Three fractions at once',
      body: para(
        'Add $\\frac{1}{2} + \\frac{1}{3} + \\frac{1}{4}$. The least common denominator of 2, 3 and 4 is 12.',
        show(
          `\\frac{6}{12} + \\frac{4}{12} + \\frac{3}{12} = \\frac{13}{12} = ${ratioTex(plus(plus(ratio(1, 2), ratio(1, 3)), ratio(1, 4)))}`,
        ),
        '**Your challenge:** a recipe uses $\\frac{3}{4}$ cup of flour and $\\frac{2}{3}$ cup of sugar. How much more flour than sugar does it use?',
      ),
      cfu: abcd('How much more flour?', [
        `*$${ratioTex(minus(ratio(3, 4), ratio(2, 3)))}$ cup`,
        '$1$ cup',
        `$${ratioTex(plus(ratio(3, 4), ratio(2, 3)))}$ cups`,
        '$\\frac{5}{12}$ cup',
      ]),
    },
    reteach: {
      title: 'Make the pieces the same size',
      body: para(
        'Picture two fraction strips: one cut into halves and one cut into eighths. To add $\\frac{1}{2} + \\frac{1}{8}$, cut the half into eighths too.',
        unlike(1, 2, 1, 8, '+').steps,
        'The rule: before you add or subtract, the pieces (the denominators) must match.',
      ),
      cfu: thumbs('Thumbs up if you can rename $\\frac{1}{3}$ as sixths.'),
    },
  },
  exit: {
    std: '5.3K',
    intervention: 2,
    questions: [
      text('Add: $4.6 + 2.75$', [(460 + 275) / 100]),
      text('Subtract: $3\\frac{1}{4} - 1\\frac{1}{2}$', [ratioText(minus(ratio(13, 4), ratio(3, 2))), '7/4']),
      sel(
        'Select all the expressions equal to $\\frac{1}{2}$.',
        halves.map(([e, r]) => `${isHalf(r) ? '*' : ''}${e}`),
      ),
    ],
    recheck: [
      text('Subtract: $5 - 2.35$', [(500 - 235) / 100]),
      text('Add: $\\frac{2}{3} + \\frac{5}{6}$', [ratioText(plus(ratio(2, 3), ratio(5, 6))), '3/2']),
    ],
    challenge: {
      title: 'Fractions and decimals together',
      body: para(
        'Add $\\frac{1}{4} + 0.6$. Write the fraction as a decimal first: $\\frac{1}{4} = 0.25$.',
        show(`0.25 + 0.6 = 0.25 + 0.60 = ${(25 + 60) / 100}`),
        '**Your challenge:** find $1\\frac{1}{2} - 0.75$.',
      ),
      cfu: abc('What is $1\\frac{1}{2} - 0.75$?', [`*${(150 - 75) / 100}`, '1.25', '0.25']),
    },
    reteach: {
      title: 'Line up the decimal points',
      body: para(
        'To add $6.4 + 2.85$, write the numbers so the decimal points line up.',
        steps(
          'Write $6.4$ as $6.40$ so both numbers have hundredths.',
          `Add as with whole numbers: $6.40 + 2.85 = ${(640 + 285) / 100}$.`,
          'Check: $6 + 3 = 9$, and our answer is close to 9.',
        ),
      ),
      cfu: yn('To add $3.5 + 1.25$, do we line up the decimal points?', 'yes'),
    },
  },
});

// ---------------------------------------------------------------- RC3: volume of rectangular prisms

const prism = { l: 5, w: 3, h: 4 };
const box = { l: 8, w: 5, h: 6 };
const bed = { l: 6, w: 3, h: 2 };

const rc3 = lesson({
  key: 'g5-rc3-lesson-volume-prisms',
  title: 'Volume of Rectangular Prisms',
  description:
    'Students find the volume of rectangular prisms by counting layers of unit cubes, connect layers to the formulas ' +
    'V = l x w x h and V = Bh, and solve problems about perimeter, area and volume.',
  grade: '5',
  domainCode: 'RC3',
  mood: { template: 3, prompt: 'If your mood today were a shape, would it be round, pointy or somewhere in between?' },
  warmUp: [
    ...on('5.6A', [
      mc('A cube has sides that are each 1 unit long. What is its volume?', [
        '*1 cubic unit',
        '1 square unit',
        '6 cubic units',
        '12 cubic units',
      ]),
    ]),
    ...on('5.4H', [
      text('What is the area of a rectangle that is 6 cm long and 4 cm wide, in square centimeters?', [6 * 4]),
    ]),
  ],
  prior: {
    title: 'From area to volume',
    body: para(
      'We know that the **area** of a rectangle is the number of unit squares that cover it: rows times squares in each row.',
      show('\\text{Area} = 6 \\times 4 = 24 \\text{ square units}'),
      'A **unit cube** is a cube with sides 1 unit long. Its volume is 1 cubic unit. **Volume** is the number of unit cubes that fill a solid with no gaps.',
    ),
  },
  teach: [
    {
      title: 'Counting cubes in layers',
      images: [labeledPrism(`${prism.l} units`, `${prism.w} units`, `${prism.h} units`)],
      body: para(
        `A box is ${prism.l} cubes long, ${prism.w} cubes wide and ${prism.h} cubes high.`,
        steps(
          `The bottom layer has $${prism.l} \\times ${prism.w} = ${prism.l * prism.w}$ cubes.`,
          `There are ${prism.h} layers like it.`,
          `Volume $= ${prism.l * prism.w} \\times ${prism.h} = ${prism.l * prism.w * prism.h}$ cubic units.`,
        ),
      ),
      cfu: abcd('A box is 4 cubes long, 2 cubes wide and 3 cubes high. How many cubes fill it?', [
        `*${4 * 2 * 3}`,
        `${4 + 2 + 3}`,
        `${4 * 2}`,
        `${4 * 2 * 3 * 2}`,
      ]),
    },
    {
      title: 'Two formulas, one idea',
      images: [labeledPrism(`${box.l} cm`, `${box.w} cm`, `${box.h} cm`)],
      body: para(
        `Find the volume of a prism ${box.l} cm long, ${box.w} cm wide and ${box.h} cm high.`,
        show(
          `V = l \\times w \\times h = ${box.l} \\times ${box.w} \\times ${box.h} = ${box.l * box.w * box.h} \\text{ cm}^3`,
        ),
        `Or use the area of the base, $B = ${box.l} \\times ${box.w} = ${box.l * box.w}$ square centimeters:`,
        show(`V = B \\times h = ${box.l * box.w} \\times ${box.h} = ${box.l * box.w * box.h} \\text{ cm}^3`),
      ),
      cfu: tf('$V = B \\times h$ and $V = l \\times w \\times h$ give the same volume for a rectangular prism.', true),
      also: [trueFalse('Volume is measured in square units.', false)],
    },
    {
      title: 'Area or volume?',
      images: [labeledPrism(`${bed.l} ft`, `${bed.w} ft`, `${bed.h} ft`)],
      body: para(
        `A garden bed is ${bed.l} feet long, ${bed.w} feet wide and ${bed.h} feet deep.`,
        `To cover the top with a net, we need its **area**: $${bed.l} \\times ${bed.w} = ${bed.l * bed.w}$ square feet.`,
        `To fill it with soil, we need its **volume**: $${bed.l} \\times ${bed.w} \\times ${bed.h} = ${bed.l * bed.w * bed.h}$ cubic feet.`,
      ),
      cfu: faces('How sure do you feel about choosing between area and volume?'),
    },
  ],
  checkpoint: {
    std: '5.6B',
    skillBuilder: true,
    intervention: 3,
    questions: [
      text(
        'The bottom layer of a rectangular prism is 6 cubes long and 4 cubes wide. There are 5 layers. What is the volume in cubic units?',
        [6 * 4 * 5],
      ),
      mc(
        'A prism has a base with an area of 12 square units and a height of 7 units. Which expression gives its volume?',
        ['*$12 \\times 7$', '$12 + 7$', '$12 \\times 7 \\times 7$', '$2 \\times 12 + 7$'],
      ),
      fill(
        'A rectangular prism is 9 units long, 2 units wide and 3 units high.',
        `The bottom layer has [[${9 * 2}]] cubes, there are [[3]] layers, so the volume is [[${9 * 2 * 3}]] cubic units.`,
      ),
    ],
    recheck: [
      text('A prism is 3 cubes long, 3 cubes wide and 4 cubes high. What is its volume in cubic units?', [3 * 3 * 4]),
      mc('A prism has 10 cubes in each layer and 6 layers. What is its volume?', [
        `*${10 * 6} cubic units`,
        `${10 + 6} cubic units`,
        `${10 * 6} square units`,
        `${10 * 6 * 10} cubic units`,
      ]),
    ],
    challenge: {
      title: 'Finding a missing height',
      body: para(
        'A box has a volume of 96 cubic inches. It is 4 inches long and 3 inches wide. How tall is it?',
        steps(
          `The base has an area of $4 \\times 3 = ${4 * 3}$ square inches.`,
          `Volume = base $\\times$ height, so height $= 96 \\div ${4 * 3} = ${96 / (4 * 3)}$ inches.`,
        ),
        '**Your challenge:** a box has a volume of 120 cubic inches. It is 6 inches long and 4 inches wide. How tall is it?',
      ),
      cfu: abcd('How tall is the box?', [
        `*${120 / (6 * 4)} inches`,
        `${120 - 6 - 4} inches`,
        `${120 / 6} inches`,
        `${6 * 4} inches`,
      ]),
    },
    reteach: {
      title: 'Build it layer by layer',
      body: para(
        'Picture a prism 3 cubes long and 2 cubes wide. One layer has $3 \\times 2 = 6$ cubes.',
        steps(
          'Stack the first layer: 6 cubes.',
          'Add a second layer: $6 + 6 = 12$ cubes.',
          'Add a third: $12 + 6 = 18$ cubes. A fourth: $18 + 6 = 24$ cubes.',
        ),
        `Four layers of 6 cubes is $6 \\times 4 = ${6 * 4}$ cubic units. Multiplying the layer by the number of layers is a quick way to count.`,
      ),
      cfu: thumbs('Thumbs up if you can find the number of cubes in one layer.'),
    },
  },
  exit: {
    std: '5.4H',
    intervention: 2,
    questions: [
      text('A fish tank is 20 inches long, 10 inches wide and 12 inches tall. What is its volume in cubic inches?', [
        num(20 * 10 * 12),
      ]),
      mc('A rectangular garden has a perimeter of 30 meters. It is 9 meters long. What is its area?', [
        `*${9 * ((30 - 2 * 9) / 2)} square meters`,
        '30 square meters',
        `${9 + (30 - 2 * 9) / 2} square meters`,
        `${9 * 30} square meters`,
      ]),
      drop(
        'A toy chest is 5 feet long, 4 feet wide and 3 feet tall.',
        `To find how much it holds, find its [[*volume|perimeter|area]]. It holds [[*${5 * 4 * 3} cubic feet|${5 * 4 * 3} square feet|${5 + 4 + 3} cubic feet]].`,
      ),
    ],
    recheck: [
      text('A sandbox is 7 feet long, 4 feet wide and 2 feet deep. How many cubic feet of sand fill it?', [7 * 4 * 2]),
      text('A rug is 8 feet long and 5 feet wide. What is its area in square feet?', [8 * 5]),
    ],
    challenge: {
      title: 'Two boxes together',
      body: para(
        'A shelf is made of two boxes: one is 4 by 3 by 2 feet and one is 6 by 3 by 2 feet. The total volume is the sum:',
        show(
          `4 \\times 3 \\times 2 + 6 \\times 3 \\times 2 = ${4 * 3 * 2} + ${6 * 3 * 2} = ${4 * 3 * 2 + 6 * 3 * 2} \\text{ ft}^3`,
        ),
        '**Your challenge:** a cube with edges of 3 cm sits next to a box that is 5 cm by 2 cm by 2 cm. What is their total volume?',
      ),
      cfu: abc('Total volume?', [
        `*${3 * 3 * 3 + 5 * 2 * 2} cubic centimeters`,
        `${3 * 3 + 5 * 2 * 2} cubic centimeters`,
        `${3 + 5 + 2 + 2} cubic centimeters`,
      ]),
    },
    reteach: {
      title: 'Perimeter, area and volume side by side',
      body: para(
        'Take a rectangle 4 units long and 3 units wide.',
        steps(
          `**Perimeter** is the distance around: $4 + 3 + 4 + 3 = ${2 * (4 + 3)}$ units.`,
          `**Area** is the squares that cover it: $4 \\times 3 = ${4 * 3}$ square units.`,
          `Stack it 2 units high and it becomes a prism. **Volume** is the cubes that fill it: $4 \\times 3 \\times 2 = ${4 * 3 * 2}$ cubic units.`,
        ),
      ),
      cfu: yn('Is the amount of water a pool holds a volume?', 'yes'),
    },
  },
});

// ---------------------------------------------------------------- RC4: income and budgets

const pay = { gross: 3200, income: 320, payroll: 245 };
const maya = {
  income: 60,
  items: [
    ['Snacks', 12],
    ['Savings', 20],
    ['Game', 8],
    ['Gift for a friend', 15],
  ] as const,
};
const mayaSpent = maya.items.reduce((n, [, v]) => n + v, 0);
const budgets = [
  [50, 45],
  [80, 80],
  [30, 35],
  [100, 99],
] as const;

const rc4 = lesson({
  key: 'g5-rc4-lesson-income-budgets',
  title: 'Gross Income, Net Income and Balancing a Budget',
  description:
    'Students tell gross income from net income, find net income after taxes, and balance a simple budget by ' +
    'comparing income with expenses.',
  grade: '5',
  domainCode: 'RC4',
  mood: { template: 4, prompt: 'Think of something you are looking forward to this week. How does it make you feel?' },
  warmUp: on('5.10A', [
    mc('Which tax is added to the price of things you buy at a store?', [
      '*Sales tax',
      'Property tax',
      'Income tax',
      'Payroll tax',
    ]),
    mc('Which tax do people pay each year on the homes and land they own?', [
      '*Property tax',
      'Sales tax',
      'Payroll tax',
      'Income tax',
    ]),
  ]),
  prior: {
    title: 'Money words we know',
    body: para(
      '**Income** is money you receive, like pay for a job. **Expenses** are the things you spend money on.',
      "**Income tax** and **payroll tax** are taken from a worker's pay. **Sales tax** is added when you buy things, and **property tax** is paid on homes and land.",
      `We can add and subtract money just like decimals: ${usd(12.5)} + ${usd(7.25)} = ${usd(12.5 + 7.25)}.`,
    ),
  },
  teach: [
    {
      title: 'Gross income and net income',
      body: para(
        `Ms. Rivera earns ${usd(pay.gross)} a month. This is her **gross income**, the money earned before taxes.`,
        `Each month ${usd(pay.income)} of income tax and ${usd(pay.payroll)} of payroll tax are taken out.`,
        show(`${tn(pay.gross)} - ${pay.income} - ${pay.payroll} = ${tn(pay.gross - pay.income - pay.payroll)}`),
        `Her **net income**, the money she takes home, is ${usd(pay.gross - pay.income - pay.payroll)}.`,
      ),
      cfu: abcd(`Sam's gross pay is ${usd(500)}. His taxes are ${usd(60)}. What is his net pay?`, [
        `*${usd(500 - 60)}`,
        usd(500 + 60),
        usd(500),
        usd(60),
      ]),
    },
    {
      title: 'Balancing a budget',
      images: [
        barGraph({
          name: 'lesson-g5-maya-budget',
          title: "Maya's Monthly Plan",
          categories: maya.items.map(([k]) => (k === 'Gift for a friend' ? 'Gift' : k)),
          values: maya.items.map(([, v]) => v),
          step: 5,
          max: 25,
          yTitle: 'Dollars',
        }),
      ],
      body: para(
        `Maya earns ${usd(maya.income)} a month walking dogs. Here is her plan:`,
        grid([['\\text{Expense}', '\\text{Amount}'], ...maya.items.map(([k, v]) => [`\\text{${k}}`, `\\$${v}`])]),
        `Her expenses add up to ${usd(mayaSpent)}, and ${usd(maya.income)} - ${usd(mayaSpent)} = ${usd(maya.income - mayaSpent)}. Her expenses are not more than her income, so her budget is **balanced**.`,
      ),
      cfu: yn(`Maya has ${usd(maya.income - mayaSpent)} left over. Is her budget balanced?`, 'yes'),
      also: [trueFalse('A budget is balanced when the expenses are greater than the income.', false)],
    },
    {
      title: 'When expenses are too high',
      body: para(
        `If Maya also wanted a ${usd(15)} movie ticket, her expenses would be ${usd(mayaSpent + 15)}, which is ${usd(mayaSpent + 15 - maya.income)} more than her income.`,
        'To balance the budget she could spend less on snacks, skip the game this month, or walk more dogs to earn more.',
      ),
      cfu: faces('How do you feel about making a budget of your own?'),
    },
  ],
  checkpoint: {
    std: '5.10B',
    intervention: 4,
    questions: [
      mc('What is gross income?', [
        '*All the money earned before taxes are taken out',
        'The money left after taxes are taken out',
        'The money spent on expenses',
        'The money put into savings',
      ]),
      text(
        `Jon's gross pay is ${usd(850)}. Taxes of ${usd(127.5)} are taken out. What is his net pay, in dollars?`,
        moneyKeys(850 - 127.5),
      ),
      drop(
        'Choose the words that make the sentence true.',
        'Net income is [[*less than|greater than]] gross income because [[*taxes are taken out|taxes are added|expenses are added]].',
      ),
    ],
    recheck: [
      text(
        `A nurse's gross pay is ${usd(1200)}. Taxes of ${usd(180)} are taken out. What is the net pay, in dollars?`,
        moneyKeys(1200 - 180),
      ),
      mc(`Ella earns ${usd(400)} and pays ${usd(48)} in taxes. What is her net income?`, [
        `*${usd(400 - 48)}`,
        usd(400 + 48),
        usd(400),
        usd(48),
      ]),
    ],
    challenge: {
      title: 'Two taxes',
      body: para(
        `A worker's gross income is ${usd(2400)}. Income tax is ${usd(216)} and payroll tax is ${usd(183.6)}.`,
        show(`2{,}400 - 216 - 183.60 = ${tn(2400 - 216 - 183.6, 2)}`),
        `Net income is ${usd(2400 - 216 - 183.6)}.`,
        `**Your challenge:** a chef earns ${usd(3000)}. Income tax is ${usd(285)} and payroll tax is ${usd(229.5)}. What is the net income?`,
      ),
      cfu: abcd('Net income?', [
        `*${usd(3000 - 285 - 229.5)}`,
        usd(3000 - 285),
        usd(3000 - 229.5),
        usd(3000 + 285 + 229.5),
      ]),
    },
    reteach: {
      title: 'Before and after taxes',
      body: para(
        'Think of gross income as a whole pizza. Taxes are slices taken out before it gets to you. Net income is what is left on your plate.',
        steps(
          `Start with the gross income: ${usd(900)}.`,
          `Subtract the taxes: ${usd(95)}.`,
          `What is left is the net income: $900 - 95 = ${900 - 95}$, so ${usd(900 - 95)}.`,
        ),
      ),
      cfu: thumbs('Thumbs up if you can say which is bigger: gross income or net income.'),
    },
  },
  exit: {
    std: '5.10F',
    intervention: 3,
    questions: [
      text(
        `Kai's income is ${usd(75)}. He plans ${usd(20)} for savings, ${usd(18)} for lunch and ${usd(25)} for a game. How many dollars are left?`,
        [75 - 20 - 18 - 25],
      ),
      sel(
        'Select all the balanced budgets.',
        budgets.map(([i, e]) => `${e <= i ? '*' : ''}Income ${usd(i)}, expenses ${usd(e)}`),
      ),
      mc(
        `Leo's income is ${usd(40)}. His expenses are ${usd(52)}. How much must he cut from his expenses to balance his budget?`,
        [`*${usd(52 - 40)}`, usd(52 + 40), usd(40), usd(52)],
      ),
    ],
    recheck: [
      text(
        `Rosa's income is ${usd(120)}. Her expenses are ${usd(35)}, ${usd(42.5)} and ${usd(30)}. How much is left, in dollars?`,
        moneyKeys(120 - 35 - 42.5 - 30),
      ),
      mc('Which budget is balanced?', [
        `*Income ${usd(90)}, expenses ${usd(85)}`,
        `Income ${usd(60)}, expenses ${usd(64)}`,
        `Income ${usd(45)}, expenses ${usd(50)}`,
        `Income ${usd(20)}, expenses ${usd(21)}`,
      ]),
    ],
    challenge: {
      title: 'A savings goal',
      body: para(
        `Ava earns ${usd(30)} a week and spends ${usd(18)}. She saves the rest. How many weeks until she has ${usd(84)} for a bike helmet?`,
        steps(
          `She saves $30 - 18 = ${30 - 18}$ dollars a week.`,
          `$84 \\div ${30 - 18} = ${84 / (30 - 18)}$, so it takes ${84 / (30 - 18)} weeks.`,
        ),
        `**Your challenge:** Ben earns ${usd(25)} a week and spends ${usd(16)}. How many weeks until he saves ${usd(72)}?`,
      ),
      cfu: abc('How many weeks?', [`*${72 / (25 - 16)} weeks`, `${Math.round(72 / 25)} weeks`, `${72 / 16} weeks`]),
    },
    reteach: {
      title: 'Income on one side, expenses on the other',
      body: para(
        `Jada earns ${usd(50)}. Her expenses are ${usd(15)}, ${usd(10)} and ${usd(20)}.`,
        steps(
          `Add the expenses: $15 + 10 + 20 = ${15 + 10 + 20}$.`,
          `Compare: ${15 + 10 + 20} is not more than 50.`,
          `Subtract to see what is left: $50 - ${15 + 10 + 20} = ${50 - 45}$. Her budget is balanced, with ${usd(5)} to spare.`,
        ),
      ),
      cfu: yn(`If Jada's expenses were ${usd(55)}, would her budget be balanced?`, 'no'),
    },
  },
});

export const GRADE_5: SeedLesson[] = [rc1, rc2, rc3, rc4];
