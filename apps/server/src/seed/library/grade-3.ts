// Grade 3 mathematics: one worksheet per STAAR reporting category.
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
  usd,
} from './build';
import {
  barGraph,
  clock,
  dotArray,
  dotPlot,
  fractionBar,
  fractionCircle,
  fractionPoint,
  labeledRectangle,
  lShape,
  numberLine,
  polygon,
  solid,
  unequalBar,
} from './images';
import type { SeedWorksheet } from './types';

// ---------------------------------------------------------------- RC1

const toOrder = [34_089, 34_809, 34_098, 43_089, 30_489];
const toRound = [3_482, 1_965, 7_049, 8_351];

const rc1 = sheet({
  key: 'g3-rc1-place-value-fractions',
  title: 'Place Value and Fractions',
  description:
    'Numerical representations and relationships: compose, compare, order and round whole numbers to 100,000; ' +
    'represent, compare and find equivalent fractions with models and number lines.',
  grade: '3',
  subject: 'Math',
  domainCode: 'RC1',
  isFullTopic: true,
  questions: [
    ...on('3.2A', [
      mc(
        'Which shows 45,307 in expanded notation?',
        ['*40,000 + 5,000 + 300 + 7', '40,000 + 5,000 + 30 + 7', '4,000 + 500 + 30 + 7', '400,000 + 50,000 + 300 + 7'],
        { hint: 'A zero in a place means there is nothing to add for that place.' },
      ),
      fill(
        'Use the place values to write the number.',
        'A number has 6 ten thousands, 2 thousands, 0 hundreds, 9 tens and 4 ones. The number is [[62,094]].',
      ),
    ]),
    ...on('3.2B', [
      text('What is the value of the digit 8 in 28,415?', ['8,000', 'eight thousand'], {
        hint: 'Name the place of the 8 first.',
      }),
      drop(
        'Choose the words that make the sentence true.',
        'In 33,333 the 3 in the thousands place is worth [[*10 times|100 times|the same as]] the 3 in the hundreds place.',
      ),
    ]),
    ...on('3.2C', [
      drop(
        'The number line shows where 647 is between two hundreds. Choose the numbers that make each sentence true.',
        '647 is between [[*600|640|500]] and [[*700|650|800]]. It is closer to [[*600|700]], so 647 rounded to the nearest hundred is [[*600|700|650]].',
        {
          images: [
            numberLine({
              name: 'number-line-600-700-647',
              alt: 'A number line from 600 to 700 with tick marks every 10 and a dot between 640 and 650, a little closer to 650',
              intervals: 10,
              labels: { 0: '600', 5: '650', 10: '700' },
              points: [{ at: 4.7 }],
            }),
          ],
        },
      ),
      table(
        'Round each number to the nearest ten and to the nearest hundred.',
        ['Number', 'Nearest ten', 'Nearest hundred'],
        toRound.map((n) => [num(n), `[[${num(roundTo(n, 10))}]]`, `[[${num(roundTo(n, 100))}]]`]),
        { points: 2, hint: 'Look at the digit to the right of the place you are rounding to. 5 or more rounds up.' },
      ),
    ]),
    ...on('3.2D', [
      order(
        'Order the numbers from least to greatest.',
        [...toOrder].sort((a, b) => a - b).map((n) => num(n)),
        { hint: 'Compare the ten thousands first, then the thousands, then the hundreds.' },
      ),
      drop('Choose the symbol that makes the comparison true.', `52,316 ${relation(52_316, 52_136)} 52,136`),
    ]),
    ...on('3.3A', [
      pick(`Which model shows ${fr(3, 4)} shaded?`, [
        { image: fractionBar(4, 3), correct: true },
        { image: fractionBar(4, 1) },
        { image: fractionBar(7, 3) },
        { image: fractionCircle(8, 3) },
      ]),
    ]),
    ...on('3.3C', [
      pick(
        `Which model shows ${fr(1, 3)} of the whole bar shaded?`,
        [
          { image: unequalBar([2, 1, 1], 1) },
          { image: fractionBar(3, 1), correct: true },
          { image: fractionBar(4, 1) },
          { image: fractionBar(3, 2) },
        ],
        { hint: 'A unit fraction is one part of a whole cut into equal parts.' },
      ),
    ]),
    ...on('3.3B', [
      text('What fraction does the dot on the number line show?', ['5/8'], {
        images: [fractionPoint(5, 8)],
        hint: 'Count the equal parts between 0 and 1. That number is the denominator.',
      }),
    ]),
    ...on('3.3D', [
      mc(`Which expression is equal to ${fr(4, 6)}?`, [
        '*$\\frac{1}{6}+\\frac{1}{6}+\\frac{1}{6}+\\frac{1}{6}$',
        '$\\frac{1}{4}+\\frac{1}{4}+\\frac{1}{4}+\\frac{1}{4}+\\frac{1}{4}+\\frac{1}{4}$',
        '$\\frac{1}{6}+\\frac{1}{6}+\\frac{1}{6}+\\frac{1}{6}+\\frac{1}{6}+\\frac{1}{6}$',
        '$\\frac{1}{4}+\\frac{1}{6}$',
      ]),
    ]),
    ...on('3.3E', [
      mc(
        'Three friends share 2 sandwiches equally. How much sandwich does each friend get?',
        [`*${fr(2, 3)} of a sandwich`, `${fr(1, 3)} of a sandwich`, `${fr(1, 2)} of a sandwich`, '1 whole sandwich'],
        { hint: 'Cut each sandwich into 3 equal parts and deal the parts out.' },
      ),
    ]),
    ...on('3.3F', [
      sel(`Select all the fractions that are equivalent to ${fr(1, 2)}.`, [
        `*${fr(2, 4)}`,
        `*${fr(3, 6)}`,
        `*${fr(4, 8)}`,
        fr(2, 3),
        fr(1, 4),
        fr(3, 4),
      ]),
    ]),
    ...on('3.3G', [
      drop(
        'Choose the words that make the sentence true.',
        `${fr(2, 3)} and ${fr(4, 6)} are equivalent because they are at [[*the same point|different points]] on a number line.`,
      ),
    ]),
    ...on('3.3H', [
      drop(
        'Choose the symbol and the word that make the sentences true.',
        `${fr(3, 8)} ${relation(3 / 8, 3 / 4)} ${fr(3, 4)}. Both fractions have 3 parts, and eighths are [[*smaller|larger]] parts than fourths.`,
      ),
      cr(
        `Juan ate ${fr(2, 6)} of a pizza. Mia ate ${fr(2, 8)} of a pizza of the same size. Who ate more pizza? Explain how you know.`,
        "Juan ate more. They each ate 2 pieces, but Juan's pizza was cut into 6 pieces and Mia's into 8. " +
          'Fewer pieces means bigger pieces, so sixths are bigger than eighths and 2/6 > 2/8.',
        { points: 2 },
      ),
    ]),
    ...on('3.7A', [
      pick(`Ana walked ${fr(3, 4)} of a mile. Which number line shows the distance she walked from 0?`, [
        { image: fractionPoint(1, 4) },
        { image: fractionPoint(3, 4), correct: true },
        { image: fractionPoint(3, 8) },
        { image: fractionPoint(4, 8) },
      ]),
    ]),
    reflect('Which was easier for you today, place value or fractions? Write one thing you want to practice more.'),
  ],
});

// ---------------------------------------------------------------- RC2

// Eight different facts within 10 x 10, half of them as division, the same every run.
const facts = (() => {
  const r = rng(3042);
  const seen = new Set<string>();
  const out: string[][] = [];
  while (out.length < 8) {
    const a = r.int(3, 10);
    const b = r.int(2, 9);
    if (seen.has(`${a}x${b}`) || seen.has(`${b}x${a}`)) continue;
    seen.add(`${a}x${b}`);
    out.push(out.length % 2 === 0 ? [`$${a} \\times ${b}$`, `[[${a * b}]]`] : [`$${a * b} \\div ${b}$`, `[[${a}]]`]);
  }
  return out;
})();

const products = [
  ['$6 \\times 4$', 6 * 4],
  ['$3 \\times 9$', 3 * 9],
  ['$5 \\times 5$', 5 * 5],
  ['$2 \\times 10$', 2 * 10],
] as const;

const rc2 = sheet({
  key: 'g3-rc2-multiplication-division',
  title: 'Multiplication and Division',
  description:
    'Computations and algebraic relationships: arrays and equal groups, facts to 10 x 10, two-digit by one-digit ' +
    'multiplication, sharing equally and one- and two-step problems within 100.',
  grade: '3',
  subject: 'Math',
  domainCode: 'RC2',
  isFullTopic: false,
  passages: [
    {
      key: 'bake-sale',
      title: 'The Bake Sale',
      body:
        'The third-grade classes are having a bake sale. Cookies are packed in bags of 6. Cupcakes are packed in ' +
        "boxes of 4. Ms. Garza's class baked 54 cookies and 32 cupcakes. Each bag of cookies sells for \\$3 and each " +
        'box of cupcakes sells for \\$5.',
    },
  ],
  questions: [
    ...on('3.4D', [
      pick('Which array shows $4 \\times 6$?', [
        { image: dotArray(4, 4) },
        { image: dotArray(3, 6) },
        { image: dotArray(4, 6), correct: true },
        { image: dotArray(5, 5) },
      ]),
      text('Chairs are set up in 7 rows with 8 chairs in each row. How many chairs are there?', [56], {
        hint: 'Rows times the number in each row.',
      }),
    ]),
    ...on('3.4E', [
      sel('Select all the ways to find $5 \\times 3$.', [
        '*$3 + 3 + 3 + 3 + 3$',
        '*5 equal groups of 3',
        '*Skip count by 5 three times: 5, 10, 15',
        '$5 + 3$',
        '$5 + 5 + 5 + 5 + 5$',
      ]),
    ]),
    ...on('3.4F', [
      table('Complete each fact.', ['Fact', 'Answer'], facts, {
        points: 2,
        hint: 'Use a multiplication fact you know to find a division fact.',
      }),
      order(
        'Order the products from least to greatest.',
        [...products].sort((a, b) => a[1] - b[1]).map(([t]) => t),
      ),
    ]),
    ...on('3.4G', [
      text('Find the product: $43 \\times 6$', [43 * 6]),
      mc(
        'A school buys 7 boxes of markers. Each box has 24 markers. How many markers does the school buy?',
        [`*${7 * 24}`, '148', '31', '1,428'],
        { hint: 'Multiply the ones, regroup, then multiply the tens and add the regrouped tens.' },
      ),
    ]),
    ...on('3.4H', [
      text(
        'Ms. Lopez has 36 stickers. She shares them equally among 4 students. How many stickers does each student get?',
        [36 / 4],
      ),
    ]),
    ...on('3.4J', [
      fill('Use a related multiplication fact.', '$42 \\div 6 =$ [[7]] because $6 \\times$ [[7]] $= 42$.'),
    ]),
    ...on('3.4K', [
      mc(
        `Tickets to the science museum cost ${usd(8)} each. Mr. Reyes buys tickets for 3 adults and 5 students. How much does he pay?`,
        [`*${usd(8 * 8)}`, usd(24), usd(40), usd(16)],
      ),
      ...about('bake-sale', [
        text('How many bags of cookies can the class fill?', [54 / 6]),
        text('How many boxes of cupcakes can the class fill?', [32 / 4]),
        text(
          'The class sells every bag of cookies. How many dollars do they get for the cookies?',
          moneyKeys((54 / 6) * 3),
          {
            hint: 'First find the number of bags.',
          },
        ),
        text(
          'The class sells every bag of cookies and every box of cupcakes. How many more dollars do they get for the cupcakes than for the cookies?',
          moneyKeys((32 / 4) * 5 - (54 / 6) * 3),
          { hint: 'Find the money for each kind of treat first, then subtract.' },
        ),
      ]),
    ]),
    ...on('3.5B', [
      mc(
        'There are 28 students. Four students sit at each table. Which equation can be used to find $n$, the number of tables needed?',
        ['*$28 \\div 4 = n$', '$28 \\times 4 = n$', '$28 - 4 = n$', '$n \\div 4 = 28$'],
      ),
    ]),
    ...on('3.5D', [fill('Find each missing number.', '$6 \\times$ [[8]] $= 48$ and [[9]] $\\times 7 = 63$.')]),
    ...on('3.4E', [
      cr(
        'Show two different ways to find $6 \\times 8$.',
        'Way 1: 6 groups of 8 is 8, 16, 24, 32, 40, 48. Way 2: break 8 into 4 + 4. 6 x 4 = 24 and 24 + 24 = 48. ' +
          'So 6 x 8 = 48.',
        { points: 2 },
      ),
    ]),
    reflect('Which multiplication facts do you still need to practice? How will you practice them?'),
  ],
});

// ---------------------------------------------------------------- RC3

const lArea = 10 * 8 - 4 * 3;

const rc3 = sheet({
  key: 'g3-rc3-geometry-measurement',
  title: 'Geometry and Measurement',
  description:
    'Geometry and measurement: classify solids and quadrilaterals, area with unit squares and composite figures, ' +
    'equal shares, perimeter, time intervals, liquid volume and weight.',
  grade: '3',
  subject: 'Math',
  domainCode: 'RC3',
  isFullTopic: true,
  questions: [
    ...on('3.6A', [
      pick('Which figure has 6 faces that are all squares?', [
        { image: solid('rectangular-prism') },
        { image: solid('square-pyramid') },
        { image: solid('cube'), correct: true },
        { image: solid('triangular-prism') },
      ]),
      sel('Select all the solid figures that have a curved surface.', [
        '*cone',
        '*cylinder',
        '*sphere',
        'cube',
        'rectangular prism',
        'triangular prism',
      ]),
      table(
        'Complete the table.',
        ['Figure', 'Faces', 'Edges', 'Vertices'],
        [
          ['cube', '6', '[[12]]', '[[8]]'],
          ['triangular prism', '[[5]]', '9', '[[6]]'],
          ['square pyramid', '5', '[[8]]', '[[5]]'],
        ],
        { points: 2 },
      ),
    ]),
    ...on('3.6B', [
      pick('Select all the figures that are quadrilaterals.', [
        { image: polygon('square'), correct: true },
        { image: polygon('trapezoid'), correct: true },
        { image: polygon('triangle-acute') },
        { image: polygon('rhombus'), correct: true },
        { image: polygon('pentagon') },
        { image: polygon('kite'), correct: true },
      ]),
      drop(
        'Choose the words that make the sentence true.',
        'A square is also a [[*rectangle|triangle|pentagon]] because it has 4 right angles, and it is also a [[*rhombus|triangle|hexagon]] because its 4 sides are equal.',
      ),
    ]),
    ...on('3.6C', [
      text("Ms. Kim's rug is shaped like a rectangle. What is the area of the rug in square feet?", [9 * 6], {
        images: [labeledRectangle('9 ft', '6 ft')],
        hint: 'Area = number of rows times the number of unit squares in each row.',
      }),
      mc(
        'A patio is covered with square tiles in 7 rows with 5 tiles in each row. Which expression shows the area of the patio in square units?',
        ['*$7 \\times 5$', '$7 + 5$', '$7 + 5 + 7 + 5$', '$7 \\times 7$'],
      ),
    ]),
    ...on('3.6D', [
      text('What is the area of the figure in square meters?', [lArea], {
        images: [lShape(10, 8, 4, 3, 'm')],
        hint: 'Split the figure into two rectangles, find each area and add.',
      }),
    ]),
    ...on('3.6E', [
      drop(
        'Two sandwiches are the same size. One is cut into 2 equal rectangles. The other is cut into 2 equal triangles. Choose the answers that make the sentences true.',
        `Each part is [[*${fr(1, 2)}|${fr(1, 4)}|${fr(2, 1)}]] of a sandwich, so a rectangle part and a triangle part have [[*the same area|different areas]].`,
      ),
    ]),
    ...on('3.7B', [
      text(
        'A triangle has sides that measure 8 centimeters, 11 centimeters and 14 centimeters. What is its perimeter in centimeters?',
        [8 + 11 + 14],
      ),
      text(
        'The perimeter of a rectangular garden is 30 feet. The garden is 9 feet long. How many feet wide is it?',
        [(30 - 2 * 9) / 2],
        { hint: 'The two lengths use 18 feet of the perimeter. Split what is left between the two widths.' },
      ),
      cr(
        'Two different rectangles each have a perimeter of 20 inches. Give the side lengths of both rectangles and show that each perimeter is 20 inches.',
        'A rectangle 1 inch by 9 inches: 1 + 9 + 1 + 9 = 20 inches. A rectangle 4 inches by 6 inches: 4 + 6 + 4 + 6 = 20 inches.',
        { points: 2 },
      ),
    ]),
    ...on('3.7C', [
      pick('Soccer practice starts at 4:15. It lasts 45 minutes. Which clock shows the time practice ends?', [
        { image: clock(4, 45) },
        { image: clock(5, 0), correct: true },
        { image: clock(5, 15) },
        { image: clock(3, 30) },
      ]),
      text('Leo reads for 25 minutes and then practices piano for 35 minutes. How many minutes is that in all?', [
        25 + 35,
      ]),
    ]),
    ...on('3.7D', [
      drop(
        'Choose the kind of measurement for each job.',
        'To find how much water a bathtub holds, measure [[*liquid volume|weight]]. To find how heavy a backpack is, measure [[*weight|liquid volume]].',
      ),
    ]),
    ...on('3.7E', [
      mc('Which unit is best to measure the amount of water in a fish tank?', [
        '*gallons',
        'ounces',
        'pounds',
        'inches',
      ]),
    ]),
    reflect('Describe a place at home or at school where you could use area or perimeter.'),
  ],
});

// ---------------------------------------------------------------- RC4

const votes = { 'Sack race': 14, 'Tug-of-war': 22, Relay: 18, 'Water balloons': 26 };
const fruits = [
  'apple',
  'banana',
  'apple',
  'grape',
  'orange',
  'banana',
  'apple',
  'grape',
  'apple',
  'banana',
  'grape',
  'apple',
];
const fruitCount = (f: string) => fruits.filter((x) => x === f).length;
const booksCounts = [2, 4, 5, 3, 1]; // students who read 0..4 books

const fieldDayGraph = barGraph({
  name: 'g3-field-day-votes',
  title: 'Favorite Field Day Event',
  categories: Object.keys(votes),
  values: Object.values(votes),
  step: 2,
  max: 30,
  yTitle: 'Number of votes',
});

const fruitGraph = (values: number[], name: string) =>
  barGraph({
    name,
    title: 'Favorite Fruit',
    categories: ['Apple', 'Banana', 'Grape', 'Orange'],
    values,
    step: 1,
    max: 6,
    yTitle: 'Number of students',
  });

const rc4 = sheet({
  key: 'g3-rc4-data-financial-literacy',
  title: 'Data and Money Decisions',
  description:
    'Data analysis and personal financial literacy: frequency tables, dot plots and bar graphs with scaled intervals; ' +
    'income, scarcity, spending, credit, saving and giving.',
  grade: '3',
  subject: 'Math',
  domainCode: 'RC4',
  isFullTopic: false,
  passages: [
    {
      key: 'field-day',
      title: 'Field Day Vote',
      body: 'Every third grader at Bluebonnet Elementary voted for one favorite Field Day event. The bar graph shows the results.',
    },
  ],
  questions: [
    ...on('3.8B', [
      ...about('field-day', [
        text(
          'How many more students voted for water balloons than for the sack race?',
          [votes['Water balloons'] - votes['Sack race']],
          {
            images: [fieldDayGraph],
          },
        ),
        text('How many students voted in all?', [Object.values(votes).reduce((a, b) => a + b, 0)], {
          images: [fieldDayGraph],
        }),
        mc(
          'Which two events together got the same number of votes as water balloons and the sack race together?',
          ['*Tug-of-war and relay', 'Tug-of-war and sack race', 'Relay and sack race', 'Relay and water balloons'],
          { images: [fieldDayGraph] },
        ),
        cr(
          'Write a question that can be answered using the Field Day bar graph. Then answer your question and explain how you used the graph.',
          'How many more students voted for tug-of-war than relay? The tug-of-war bar ends at 22 and the relay bar at 18, so 22 - 18 = 4 more students.',
          { images: [fieldDayGraph], points: 2 },
        ),
      ]),
    ]),
    ...on('3.8A', [
      table(
        `Students named their favorite fruit: ${fruits.join(', ')}. Complete the frequency table.`,
        ['Fruit', 'Number of students'],
        ['apple', 'banana', 'grape', 'orange'].map((f) => [f, `[[${fruitCount(f)}]]`]),
        { points: 2, hint: 'Make a tally mark for each fruit, then count the marks.' },
      ),
      pick('Which bar graph matches the favorite fruit data?', [
        { image: fruitGraph([5, 3, 1, 3], 'g3-fruit-graph-wrong-a') },
        {
          image: fruitGraph(
            ['apple', 'banana', 'grape', 'orange'].map((f) => fruitCount(f)),
            'g3-fruit-graph-right',
          ),
          correct: true,
        },
        { image: fruitGraph([4, 3, 3, 2], 'g3-fruit-graph-wrong-b') },
      ]),
      text(
        'The dot plot shows how many books each student read over winter break. How many students read 3 or more books?',
        [booksCounts[3]! + booksCounts[4]!],
        {
          images: [
            dotPlot({
              name: 'g3-books-dot-plot',
              title: 'Books Read Over Winter Break',
              ticks: ['0', '1', '2', '3', '4'],
              counts: booksCounts,
            }),
          ],
        },
      ),
    ]),
    ...on('3.9A', [
      mc(
        'Carlos learned how to fix bicycles. Now he earns money fixing bikes for his neighbors. Which sentence explains how his skill and his income are connected?',
        [
          '*The skill he learned lets him do work that people pay for.',
          'He earns money because he owns a bicycle.',
          'People pay him because bicycles cost a lot of money.',
          'His skill does not change how much he can earn.',
        ],
      ),
    ]),
    ...on('3.9B', [
      drop(
        'Choose the words that make the sentence true.',
        'A freeze damaged many strawberry farms, so there are fewer strawberries to sell. The price of strawberries will most likely [[*go up|go down|stay the same]].',
      ),
    ]),
    ...on('3.9C', [
      mc(
        `Ella planned to spend ${usd(10)} on a book. At the store she also bought a ${usd(4)} toy she had not planned to buy. What is a cost of her unplanned decision?`,
        [
          `*She has ${usd(4)} less to save or spend on something else.`,
          'She gets a new toy to play with.',
          `The book costs ${usd(4)} more.`,
          'She has to return the book.',
        ],
      ),
    ]),
    ...on('3.9D', [
      mc('What does it mean to use credit to buy something?', [
        '*You borrow money to pay for it and must pay the lender back, usually with interest.',
        'You use money you saved in a piggy bank.',
        'The store gives you the item for free.',
        'You trade something you own for it.',
      ]),
    ]),
    ...on('3.9E', [
      sel('Select all the good reasons to save money.', [
        '*to buy something that costs more than you have now',
        '*to pay for college someday',
        '*to be ready for an emergency',
        'so you never have to spend any money',
        'because saved money disappears after a week',
      ]),
      text(`Ana saves ${usd(3)} every week. How many weeks will it take her to save ${usd(27)}?`, [27 / 3]),
    ]),
    ...on('3.9F', [
      sel('Select all the examples of charitable giving.', [
        '*donating canned food to a food bank',
        '*giving part of an allowance to an animal shelter',
        'buying a snack at the store',
        'putting money in a savings account',
      ]),
    ]),
    reflect(`If you earned ${usd(10)}, how would you split it between spending, saving and giving? Why?`),
  ],
});

export const GRADE_3: SeedWorksheet[] = [rc1, rc2, rc3, rc4];
