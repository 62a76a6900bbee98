// Grade 5 mathematics: one worksheet per STAAR reporting category.
import {
  about,
  cr,
  drop,
  fill,
  fr,
  mc,
  minus,
  moneyKeys,
  num,
  on,
  order,
  pick,
  plus,
  ratio,
  ratioText,
  reflect,
  relation,
  round,
  roundTo,
  sel,
  sheet,
  table,
  text,
  usd,
} from './build';
import { barGraph, decimalAreaModel, dotPlot, type LibImage, labeledPrism, plot, polygon } from './images';
import type { SeedWorksheet } from './types';

const isPrime = (n: number) =>
  n > 1 && Array.from({ length: Math.floor(Math.sqrt(n)) - 1 }, (_, i) => i + 2).every((k) => n % k !== 0);

// ---------------------------------------------------------------- RC1

const toOrder = ['2.405', '2.45', '2.045', '2.5', '2.054'];
const greaterThan = ['6.4', '6.305', '6.351', '6.35', '6.53', '6.035'];
const toRound = [4.567, 12.045, 0.893, 7.951];
const candidates = [2, 9, 11, 15, 17, 21, 23, 27];

const rc1 = sheet({
  key: 'g5-rc1-decimals-primes-expressions',
  title: 'Decimals, Primes and Numerical Expressions',
  description:
    'Numerical representations and relationships: decimals to thousandths in expanded notation, comparing, ordering ' +
    'and rounding decimals, prime and composite numbers, and simplifying expressions with parentheses and brackets.',
  grade: '5',
  subject: 'Math',
  domainCode: 'RC1',
  isFullTopic: true,
  questions: [
    ...on('5.2A', [
      mc('Which shows 4.078 in expanded notation?', [
        '*$(4 \\times 1) + (7 \\times 0.01) + (8 \\times 0.001)$',
        '$(4 \\times 1) + (7 \\times 0.1) + (8 \\times 0.01)$',
        '$(4 \\times 1) + (78 \\times 0.01)$',
        '$(4 \\times 10) + (7 \\times 0.01) + (8 \\times 0.001)$',
      ]),
      text('What is the value of the digit 6 in 12.365?', ['0.06', '6 hundredths', 'six hundredths']),
      fill('Write the number in standard form.', 'Twenty-three and fifty-four thousandths = [[23.054]]'),
    ]),
    ...on('5.2B', [
      order(
        'Order the decimals from least to greatest.',
        [...toOrder].sort((a, b) => Number(a) - Number(b)),
        { hint: 'Write each number to the thousandths: 2.5 = 2.500.' },
      ),
      drop(
        'Choose the symbols that make the comparisons true.',
        `0.329 ${relation(0.329, 0.33)} 0.33, 5.070 ${relation(5.07, 5.07)} 5.07 and 8.102 ${relation(8.102, 8.012)} 8.012`,
      ),
      sel(
        'Select all the numbers that are greater than 6.35.',
        greaterThan.map((c) => `${Number(c) > 6.35 ? '*' : ''}${c}`),
      ),
      cr(
        'Sam says that 0.7 is less than 0.65 because 65 is greater than 7. Explain his mistake and compare the numbers correctly.',
        'Sam compared the digits as whole numbers. 0.7 = 0.70, which is 70 hundredths, and 0.65 is 65 hundredths. ' +
          '70 hundredths > 65 hundredths, so 0.7 > 0.65.',
        { points: 2 },
      ),
    ]),
    ...on('5.2C', [
      table(
        'Round each decimal.',
        ['Decimal', 'Nearest tenth', 'Nearest hundredth'],
        toRound.map((n) => [String(n), `[[${round(n, 1).toFixed(1)}]]`, `[[${round(n, 2).toFixed(2)}]]`]),
        { points: 2 },
      ),
      mc(
        "A runner's time in the 100-meter dash was 14.386 seconds. What is the time rounded to the nearest tenth of a second?",
        [`*${round(14.386, 1).toFixed(1)}`, '14.3', '14.39', '14.0'],
      ),
      text('A bag of apples weighs 2.748 pounds. What is the weight rounded to the nearest hundredth of a pound?', [
        round(2.748, 2).toFixed(2),
      ]),
    ]),
    ...on('5.4A', [
      sel(
        'Select all the prime numbers.',
        candidates.map((n) => `${isPrime(n) ? '*' : ''}${n}`),
        { hint: 'A prime number has exactly two factors: 1 and itself.' },
      ),
      drop(
        'Choose the words that make the sentence true.',
        '51 is [[*composite|prime]] because [[*it has factors other than 1 and itself, such as 3 and 17|it is an odd number|it ends in 1]].',
      ),
    ]),
    ...on('5.4E', [
      drop(
        'Choose the first step to simplify $2 \\times [15 - (3 + 4)]$.',
        'First, [[*add 3 and 4|multiply 2 and 15|subtract 3 from 15]].',
      ),
    ]),
    ...on('5.4F', [
      order('Put the steps to simplify $[4 + (8 - 2)] \\times 3 \\div 6$ in order.', [
        'Subtract inside the parentheses: $8 - 2 = 6$',
        'Add inside the brackets: $4 + 6 = 10$',
        'Multiply: $10 \\times 3 = 30$',
        'Divide: $30 \\div 6 = 5$',
      ]),
      text('Simplify: $36 \\div (4 + 2) \\times 3 - 5$', [(36 / (4 + 2)) * 3 - 5], {
        hint: 'Parentheses first, then multiply and divide from left to right, then subtract.',
      }),
      mc('Which expression has a value of 20?', [
        '*$(6 + 4) \\times 2$',
        '$6 + 4 \\times 2$',
        '$6 + (4 \\times 2) + 2$',
        '$[6 + 4] \\times [2 + 2]$',
      ]),
    ]),
    reflect('How is comparing decimals like comparing whole numbers? How is it different?'),
  ],
});

// ---------------------------------------------------------------- RC2

const fluency: [string, string][] = [
  ['$7.35 + 2.8$', round(7.35 + 2.8).toFixed(2)],
  ['$12 - 4.56$', round(12 - 4.56).toFixed(2)],
  ['$\\frac{5}{6} - \\frac{1}{3}$', ratioText(minus(ratio(5, 6), ratio(1, 3)))],
  ['$1\\frac{1}{2} + \\frac{3}{4}$', ratioText(plus(ratio(3, 2), ratio(3, 4)))],
];

const rc2 = sheet({
  key: 'g5-rc2-computations-algebraic-reasoning',
  title: 'Computations with Whole Numbers, Decimals and Fractions',
  description:
    'Computations and algebraic relationships: estimate, multiply and divide whole numbers, multiply and divide ' +
    'decimals, add and subtract fractions, divide with unit fractions, equations and numerical patterns.',
  grade: '5',
  subject: 'Math',
  domainCode: 'RC2',
  isFullTopic: true,
  questions: [
    ...on('5.3A', [
      mc(
        'A school collected 1,892 cans in one week and 2,315 cans the next week. Rounded to the nearest thousand, about how many cans did the school collect?',
        [`*${num(roundTo(1_892, 1000) + roundTo(2_315, 1000))}`, '3,000', '5,000', '40,000'],
      ),
    ]),
    ...on('5.3B', [text('Multiply: $347 \\times 26$', [num(347 * 26)])]),
    ...on('5.3C', [text('Divide: $4{,}536 \\div 18$', [4_536 / 18])]),
    ...on('5.3D', [
      text('The model shows $0.3 \\times 0.4$. Each small square is 0.01. What is the product?', ['0.12'], {
        images: [decimalAreaModel(3, 4)],
        hint: 'Count the squares where the shading overlaps.',
      }),
    ]),
    ...on('5.3E', [
      text(`Pencils cost ${usd(0.35)} each. What is the cost of 12 pencils, in dollars?`, moneyKeys(round(12 * 0.35))),
      text('Each bag of apples weighs 2.45 pounds. How many pounds do 3 bags weigh?', [round(3 * 2.45).toFixed(2)]),
    ]),
    ...on('5.3F', [
      fill(
        'Use a model to divide $4.8 \\div 4$: share 4 wholes and 8 tenths equally among 4 groups.',
        'Each group gets [[1]] whole and [[2]] tenths, so $4.8 \\div 4 =$ [[1.2]].',
      ),
    ]),
    ...on('5.3G', [
      text(
        `A club pays ${usd(45.6)} for 12 pizzas that each cost the same amount. How much does each pizza cost, in dollars?`,
        moneyKeys(round(45.6 / 12)),
      ),
    ]),
    ...on('5.3H', [
      text(`Add: ${fr(2, 3)} + ${fr(1, 4)}`, [ratioText(plus(ratio(2, 3), ratio(1, 4)))], {
        hint: 'Use a common denominator of 12.',
      }),
      text(
        `Ana had ${fr(5, 6)} of a yard of ribbon. She used ${fr(1, 4)} of a yard for a bow. How much ribbon is left, in yards?`,
        [ratioText(minus(ratio(5, 6), ratio(1, 4)))],
      ),
    ]),
    ...on('5.3I', [text(`Multiply: $4 \\times \\frac{2}{3}$`, [ratioText(ratio(8, 3)), '8/3'])]),
    ...on('5.3J', [
      mc(`Which situation can be modeled by ${fr(1, 3)} $\\div 4$?`, [
        `*${fr(1, 3)} of a pan of cornbread is shared equally by 4 friends.`,
        `4 pans of cornbread are cut into pieces that are each ${fr(1, 3)} of a pan.`,
        `4 friends each eat ${fr(1, 3)} of a pan of cornbread.`,
        `${fr(1, 3)} of a pan of cornbread is added to 4 pans.`,
      ]),
    ]),
    ...on('5.3K', [
      table(
        'Add or subtract. Write fractions in simplest form.',
        ['Problem', 'Answer'],
        fluency.map(([p, a]) => [p, `[[${a}]]`]),
        { points: 2 },
      ),
    ]),
    ...on('5.3L', [
      fill('Divide.', `$3 \\div \\frac{1}{4} =$ [[${3 * 4}]] and $\\frac{1}{5} \\div 2 =$ [[1/10]]`),
      text(`How many ${fr(1, 3)}-cup servings are in 4 cups of trail mix?`, [4 * 3]),
      cr(
        `Write a word problem that can be solved with $6 \\div \\frac{1}{2}$. Then solve it and explain your answer.`,
        'Ms. Diaz has 6 pounds of clay. Each student gets 1/2 pound. How many students get clay? Each pound makes 2 halves, ' +
          'so 6 pounds make 6 x 2 = 12 halves. 12 students get clay.',
        { points: 2 },
      ),
    ]),
    ...on('5.4B', [
      mc(
        'Mr. Green buys 4 packs of water bottles with 24 bottles in each pack. He already has 18 bottles. Which equation can be used to find $b$, the total number of bottles?',
        ['*$b = 4 \\times 24 + 18$', '$b = 4 + 24 + 18$', '$b = 4 \\times (24 + 18)$', '$b = 24 \\times 18 + 4$'],
      ),
      fill("Solve the equation for Mr. Green's bottles.", `$b =$ [[${4 * 24 + 18}]]`),
    ]),
    ...on('5.4C', [
      table(
        'Use the rule $y = 3x$ to complete the table.',
        ['$x$', '$y$'],
        [1, 2, 3, 4, 6].map((x) => [String(x), x <= 2 ? String(3 * x) : `[[${3 * x}]]`]),
      ),
      pick('Which graph shows the pattern $y = x + 2$?', [
        {
          image: patternGraph(
            'g5-graph-y-2x',
            [0, 1, 2, 3].map((x) => ({ x, y: 2 * x })),
          ),
        },
        {
          image: patternGraph(
            'g5-graph-y-x-plus-2',
            [0, 1, 2, 3].map((x) => ({ x, y: x + 2 })),
          ),
          correct: true,
        },
        {
          image: patternGraph(
            'g5-graph-y-2x-plus-2',
            [0, 1, 2, 3].map((x) => ({ x, y: 2 * x + 2 })),
          ),
        },
      ]),
    ]),
    ...on('5.4D', [
      drop(
        'A table shows $x$-values 1, 2, 3, 4 and $y$-values 5, 10, 15, 20. Choose the words that make the sentence true.',
        'The pattern is [[*multiplicative|additive]] because each $y$-value is [[*5 times|5 more than]] its $x$-value.',
      ),
    ]),
    reflect(
      'Which kind of computation from this worksheet do you feel most sure about? Which one needs more practice?',
    ),
  ],
});

function patternGraph(name: string, points: { x: number; y: number }[]): LibImage {
  return plot({
    name,
    alt: `A graph of the points ${points.map((p) => `(${p.x}, ${p.y})`).join(', ')}`,
    xLabel: 'x',
    yLabel: 'y',
    xMax: 5,
    yMax: 10,
    xStep: 1,
    yStep: 1,
    points,
  });
}

// ---------------------------------------------------------------- RC3

function pointAt(x: number, y: number): LibImage {
  return plot({
    name: `g5-grid-point-${x}-${y}`,
    alt: `A coordinate grid with one point plotted ${x} units to the right of the origin and ${y} units up`,
    xLabel: 'x',
    yLabel: 'y',
    xMax: 8,
    yMax: 8,
    xStep: 1,
    yStep: 1,
    points: [{ x, y }],
  });
}

const rc3 = sheet({
  key: 'g5-rc3-volume-coordinate-plane',
  title: 'Volume, Figures and the Coordinate Plane',
  description:
    'Geometry and measurement: classify two-dimensional figures, volume of rectangular prisms, perimeter and area, ' +
    'conversions within a measurement system, and graphing ordered pairs in the first quadrant.',
  grade: '5',
  subject: 'Math',
  domainCode: 'RC3',
  isFullTopic: false,
  questions: [
    ...on('5.5A', [
      sel('Select all the true statements.', [
        '*All squares are rectangles.',
        '*All rectangles are parallelograms.',
        '*Some rhombuses are squares.',
        'All parallelograms are rectangles.',
        'All rhombuses are squares.',
        'No rectangle is a rhombus.',
      ]),
      pick('Which figure is a parallelogram but is NOT a rectangle?', [
        { image: polygon('square') },
        { image: polygon('parallelogram'), correct: true },
        { image: polygon('rectangle') },
        { image: polygon('trapezoid') },
      ]),
    ]),
    ...on('5.6A', [
      mc(
        'A box is filled with unit cubes with no gaps. The box is 4 cubes long, 3 cubes wide and 2 cubes high. What is the volume of the box?',
        [`*${4 * 3 * 2} cubic units`, '9 cubic units', `${4 * 3 * 2} square units`, '14 cubic units'],
      ),
    ]),
    ...on('5.6B', [
      text('What is the volume of the rectangular prism in cubic centimeters?', [8 * 5 * 4], {
        images: [labeledPrism('8 cm', '5 cm', '4 cm')],
        hint: 'Find the number of cubes in the bottom layer, then multiply by the number of layers.',
      }),
    ]),
    ...on('5.4G', [
      drop(
        'Choose the words that make the sentences true.',
        'The volume of a cube with side length $s$ is [[*$V = s \\times s \\times s$|$V = 6 \\times s$|$V = 4 \\times s$]]. In $V = Bh$, $B$ stands for the [[*area of the base|length of the base|number of faces]].',
      ),
    ]),
    ...on('5.4H', [
      text('A sandbox is 6 feet long, 4 feet wide and 2 feet deep. How many cubic feet of sand will fill it?', [
        6 * 4 * 2,
      ]),
      text(
        'A rectangular garden has a perimeter of 36 meters. It is 11 meters long. What is the area of the garden in square meters?',
        [11 * ((36 - 2 * 11) / 2)],
        { hint: 'Find the width first.' },
      ),
      cr(
        'A fish tank is 20 inches long, 10 inches wide and 12 inches tall. Kim has 2,000 cubic inches of water. Is that enough to fill the tank? Explain.',
        `No. The volume is 20 x 10 x 12 = ${num(20 * 10 * 12)} cubic inches. 2,000 < ${num(
          20 * 10 * 12,
        )}, so she needs ${num(20 * 10 * 12 - 2000)} more cubic inches of water.`,
        { points: 2 },
      ),
    ]),
    ...on('5.7A', [
      table(
        'Convert each measurement.',
        ['Measurement', 'Convert to', 'Answer'],
        [
          ['3 feet', 'inches', `[[${3 * 12}]]`],
          ['2.5 meters', 'centimeters', `[[${2.5 * 100}]]`],
          ['4 gallons', 'quarts', `[[${4 * 4}]]`],
          ['3,500 grams', 'kilograms', `[[${3_500 / 1_000}]]`],
        ],
        { points: 2 },
      ),
      text(
        'A ribbon is 4 yards long. Ms. Patel cuts it into pieces that are each 8 inches long. How many pieces does she cut?',
        [(4 * 36) / 8],
      ),
    ]),
    ...on('5.8A', [
      drop(
        'Choose the words that make the sentence true.',
        'The point where the $x$-axis and the $y$-axis meet is called the [[*origin|vertex|quadrant]], and its coordinates are [[*(0, 0)|(1, 1)|(0, 1)]].',
      ),
    ]),
    ...on('5.8B', [
      order('Put the steps for graphing the point (4, 7) in order.', [
        'Start at the origin, (0, 0).',
        'Move 4 units to the right along the $x$-axis.',
        'Move 7 units up, parallel to the $y$-axis.',
        'Draw a point and label it.',
      ]),
    ]),
    ...on('5.8C', [
      pick('Which grid shows the point (3, 5)?', [
        { image: pointAt(5, 3) },
        { image: pointAt(3, 5), correct: true },
        { image: pointAt(3, 3) },
      ]),
      fill('Write the coordinates of point C.', 'Point C is at ([[7]], [[4]]).', {
        images: [
          plot({
            name: 'g5-grid-points-abc',
            alt: 'A coordinate grid with point A at 2 right and 6 up, point B at 5 right and 1 up, and point C at 7 right and 4 up',
            xLabel: 'x',
            yLabel: 'y',
            xMax: 8,
            yMax: 8,
            xStep: 1,
            yStep: 1,
            points: [
              { x: 2, y: 6, letter: 'A' },
              { x: 5, y: 1, letter: 'B' },
              { x: 7, y: 4, letter: 'C' },
            ],
          }),
        ],
      }),
    ]),
    reflect('Where might you see a coordinate grid or a volume measurement outside of school?'),
  ],
});

// ---------------------------------------------------------------- RC4

const budget = { Rent: 1_250, Food: 850, Car: 480, Utilities: 310, Savings: 400, Other: 600 };
const budgetTotal = Object.values(budget).reduce((a, b) => a + b, 0);
const netIncome = 4_200;
const practiceData = [
  { x: 1, y: 3 },
  { x: 2, y: 5 },
  { x: 3, y: 6 },
  { x: 4, y: 8 },
  { x: 5, y: 9 },
];
const scatter = (name: string, points: { x: number; y: number }[]) =>
  plot({
    name,
    alt: `A scatterplot with points at ${points.map((p) => `(${p.x}, ${p.y})`).join(', ')}`,
    xLabel: 'Hours of practice',
    yLabel: 'Free throws made',
    xMax: 10,
    yMax: 10,
    xStep: 1,
    yStep: 1,
    points,
  });
const rainTicks = ['0.1', '0.2', '0.3', '0.4', '0.5'];
const rainCounts = [2, 4, 3, 1, 2];
const rainPlot = dotPlot({
  name: 'g5-rainfall',
  title: 'Daily Rainfall (inches)',
  ticks: rainTicks,
  counts: rainCounts,
});
const cans = barGraph({
  name: 'g5-cans-collected',
  title: 'Cans Collected',
  categories: ['Class A', 'Class B', 'Class C', 'Class D'],
  values: [125, 175, 90, 150],
  step: 25,
  max: 200,
  yTitle: 'Number of cans',
});

const rc4 = sheet({
  key: 'g5-rc4-data-financial-literacy',
  title: 'Data and Budgets',
  description:
    'Data analysis and personal financial literacy: bar graphs, dot plots and scatterplots; taxes, gross and net ' +
    'income, methods of payment and balancing a simple budget.',
  grade: '5',
  subject: 'Math',
  domainCode: 'RC4',
  isFullTopic: false,
  passages: [
    {
      key: 'budget',
      title: 'The Martinez Family Budget',
      body:
        `The Martinez family has a net income of ${usd(netIncome)} each month. Their monthly budget is: ` +
        Object.entries(budget)
          .map(([k, v]) => `${k.toLowerCase()} ${usd(v)}`)
          .join(', ') +
        '.',
    },
  ],
  questions: [
    ...about('budget', [
      ...on('5.10F', [
        fill(
          'Balance the Martinez family budget.',
          `Their expenses add up to [[${num(budgetTotal)}]] dollars each month, so [[${num(netIncome - budgetTotal)}]] dollars of income are left over.`,
        ),
      ]),
      ...on('5.10E', [
        sel(
          `In June the family's car needs a ${usd(500)} repair, so their expenses are greater than their income. Select all the actions that could help balance the budget.`,
          [
            '*spend less on other expenses this month',
            '*cook at home more to lower food costs',
            '*earn extra income by working more hours',
            'stop paying rent',
            'buy a more expensive car',
          ],
        ),
        cr(
          'The repair makes June expenses greater than income. By how much? Describe two changes the family could make to balance the June budget.',
          `Expenses are ${usd(budgetTotal)} + ${usd(500)} = ${usd(budgetTotal + 500)}, which is ${usd(
            budgetTotal + 500 - netIncome,
          )} more than ${usd(netIncome)}. They could cut "other" spending by ${usd(100)} and spend ${usd(
            90,
          )} less on food, which covers the difference.`,
          { points: 3 },
        ),
      ]),
    ]),
    ...on('5.10B', [
      text(
        `Ms. Lee's gross income is ${usd(3_600)} a month. Her employer withholds ${usd(720)} for taxes. What is her net income, in dollars?`,
        moneyKeys(3_600 - 720),
      ),
      drop(
        'Choose the words that make the sentence true.',
        'Gross income is the money earned [[*before|after]] taxes are taken out, and net income is the money left [[*after|before]] taxes are taken out.',
      ),
    ]),
    ...on('5.10A', [
      drop(
        'Choose the type of tax for each description.',
        'A tax on items bought at a store is [[*sales tax|property tax|payroll tax]]. A tax on homes and land is [[*property tax|sales tax|payroll tax]]. Social Security taken out of each paycheck is a [[*payroll tax|sales tax|property tax]].',
      ),
    ]),
    ...on('5.10C', [
      mc('Which is an advantage of paying with a debit card instead of cash?', [
        '*You do not have to carry cash, and the money comes straight from your bank account.',
        'You can spend more money than you have in your account without paying it back.',
        'It never has any fees.',
        'A lost debit card can never be used by someone else.',
      ]),
    ]),
    ...on('5.9B', [
      pick(
        `Coach Ruiz recorded each player's hours of practice and free throws made as ordered pairs: ${practiceData
          .map((p) => `(${p.x}, ${p.y})`)
          .join(', ')}. Which scatterplot shows the data?`,
        [
          { image: scatter('g5-scatter-practice', practiceData), correct: true },
          {
            image: scatter(
              'g5-scatter-practice-swapped',
              practiceData.map((p) => ({ x: p.y, y: p.x })),
            ),
          },
          {
            image: scatter(
              'g5-scatter-practice-wrong',
              practiceData.map((p, i) => (i === 2 ? { x: 3, y: 8 } : p)),
            ),
          },
        ],
      ),
    ]),
    ...on('5.9C', [
      text(
        'The dot plot shows the rainfall on several days. On how many days was the rainfall more than 0.3 inch?',
        [rainCounts[3]! + rainCounts[4]!],
        { images: [rainPlot] },
      ),
      text(
        'What was the total rainfall, in inches, on the days with 0.2 inch of rain?',
        [round(rainCounts[1]! * 0.2, 1).toFixed(1)],
        {
          images: [rainPlot],
        },
      ),
      text('How many more cans did Class B collect than Class C?', [175 - 90], { images: [cans] }),
    ]),
    ...on('5.9A', [
      table(
        'Use the bar graph to complete the frequency table.',
        ['Class', 'Number of cans'],
        [
          ['Class A', '[[125]]'],
          ['Class B', '[[175]]'],
          ['Class C', '[[90]]'],
          ['Class D', '[[150]]'],
        ],
        { images: [cans], points: 2 },
      ),
    ]),
    reflect('Why is it useful for a family to write down a budget?'),
  ],
});

// ---------------------------------------------------------------- every answer type (end-to-end tests assign it)

const everyType = sheet({
  key: 'g5-every-answer-type',
  title: 'Grade 5 review: every question type',
  description: 'A short grade 5 review with one question of each of the ten question types.',
  grade: '5',
  subject: 'Math',
  isFullTopic: true,
  questions: [
    mc('What is $0.4 \\times 0.3$?', ['*0.12', '1.2', '0.7', '0.012'], { std: '5.3E' }),
    sel('Select all the prime numbers.', ['*2', '9', '*11', '15', '*17', '21'], { std: '5.4A' }),
    text(`Add: ${fr(1, 2)} + ${fr(1, 3)}`, ['5/6'], { std: '5.3K' }),
    order('Order the decimals from least to greatest.', ['0.054', '0.405', '0.45', '0.5'], { std: '5.2B' }),
    pick(
      'Click the trapezoid.',
      [
        { image: polygon('rectangle') },
        { image: polygon('trapezoid'), correct: true },
        { image: polygon('triangle-acute') },
      ],
      { std: '5.5A' },
    ),
    fill('Simplify the expression.', '$4 \\times (3 + 5) =$ [[32]]', { std: '5.4F' }),
    table(
      'Use the rule $y = x + 4$ to complete the table.',
      ['$x$', '$y$'],
      [
        ['1', '5'],
        ['2', '6'],
        ['3', '[[7]]'],
        ['5', '[[9]]'],
      ],
      { std: '5.4C' },
    ),
    reflect('Which kind of question was easiest for you today? Why?'),
    cr(
      'A box is 5 inches long, 4 inches wide and 3 inches tall. Find its volume and explain how you found it.',
      'The bottom layer has 5 x 4 = 20 cubes and there are 3 layers, so the volume is 20 x 3 = 60 cubic inches.',
      { std: '5.4H', points: 2 },
    ),
    drop(
      'The table shows $x$-values 1, 2, 3 and $y$-values 4, 5, 6. Choose the word that makes the sentence true.',
      'The pattern is [[*additive|multiplicative]] because each $y$-value is 3 more than its $x$-value.',
      { std: '5.4D' },
    ),
  ],
});

export const GRADE_5: SeedWorksheet[] = [rc1, rc2, rc3, rc4, everyType];
