// Grade 7 mathematics: one worksheet per STAAR reporting category.
import {
  about,
  cr,
  drop,
  fill,
  mc,
  minus,
  moneyKeys,
  on,
  order,
  percentKeys,
  pick,
  ratio,
  ratioText,
  reflect,
  round,
  sel,
  sheet,
  table,
  text,
  times,
  usd,
} from './build';
import { boxPlot, circleGraph, inequalityLine, labeledCircle, plot } from './images';
import type { SeedWorksheet } from './types';

// ---------------------------------------------------------------- RC1

const spins = { red: 28, blue: 20, yellow: 32 };
const spinTotal = spins.red + spins.blue + spins.yellow;
const events: [string, number][] = [
  ['rolling a 7', 0],
  ['rolling a 6', 1 / 6],
  ['rolling an even number', 3 / 6],
  ['rolling a number less than 5', 4 / 6],
  ['rolling a number from 1 to 6', 1],
];

const rc1 = sheet({
  key: 'g7-rc1-probability-number-sets',
  title: 'Probability and Sets of Numbers',
  description:
    'Probability and numerical representations: sets of rational numbers, sample spaces, simulations, theoretical and ' +
    'experimental probability of simple and compound events, complements and predictions.',
  grade: '7',
  subject: 'Math',
  domainCode: 'RC1',
  isFullTopic: false,
  passages: [
    {
      key: 'spinner',
      title: "Kira's Spinner Experiment",
      body: `Kira spun a spinner with red, blue and yellow sections ${spinTotal} times. It landed on red ${spins.red} times, on blue ${spins.blue} times and on yellow ${spins.yellow} times.`,
    },
  ],
  questions: [
    ...on('7.2A', [
      drop(
        'Choose the words that make the sentence true.',
        'All integers are [[*rational numbers|whole numbers]], but some rational numbers are not [[*integers|real numbers]].',
      ),
      sel('Select all the numbers that are rational numbers but are NOT integers.', [
        '*$-\\frac{3}{4}$',
        '*$0.6$',
        '*$5\\frac{1}{2}$',
        '$-12$',
        '$0$',
        '$\\frac{10}{5}$',
      ]),
    ]),
    ...on('7.6A', [
      text(
        'A sandwich shop offers 3 kinds of bread and 4 kinds of filling. How many different sandwiches with one bread and one filling are possible?',
        [3 * 4],
      ),
      table(
        'A coin is flipped and a spinner with sections A, B and C is spun. Complete the list of the sample space.',
        ['Outcome', 'Coin', 'Spinner'],
        [
          ['1', 'H', 'A'],
          ['2', 'H', 'B'],
          ['3', 'H', '[[C]]'],
          ['4', '[[T|tails]]', 'A'],
          ['5', 'T', '[[B]]'],
          ['6', 'T', 'C'],
        ],
      ),
    ]),
    ...on('7.6B', [
      mc(
        'The chance of rain each day this week is 25%. Which simulation could be used to model whether it rains on a given day?',
        [
          '*Spin a spinner with 4 equal sections, one of them labeled "rain".',
          'Flip a coin, with heads meaning "rain".',
          'Roll a number cube, with 1 and 2 meaning "rain".',
          'Draw a card from a stack of 25 cards.',
        ],
      ),
    ]),
    ...on('7.6I', [
      text(
        'A bag has 5 red, 3 blue and 2 green marbles. One marble is picked without looking. What is the probability that it is blue?',
        ['3/10', '30%'],
      ),
      text(
        'A number cube is rolled and a coin is flipped. What is the probability of rolling an even number and flipping heads?',
        [ratioText(times(ratio(3, 6), ratio(1, 2))), '25%'],
        { hint: 'List or count the 12 outcomes in the sample space.' },
      ),
      cr(
        'The theoretical probability that a coin lands on heads is $\\frac{1}{2}$. Jon flipped a coin 20 times and got 14 heads. Explain why his experimental probability is different, and what should happen if he flips the coin many more times.',
        'His experimental probability is 14/20 = 7/10. A small number of trials can vary from what theory predicts just by chance. ' +
          'With many more flips, the experimental probability should get closer to 1/2.',
        { points: 3 },
      ),
    ]),
    ...on('7.6E', [
      fill(
        'Use the bag of 5 red, 3 blue and 2 green marbles.',
        'The probability of NOT picking blue is [[7/10|70%]], and P(blue) + P(not blue) = [[1]].',
      ),
      drop(
        'The probability of rain tomorrow is 0.35. Choose the probability that it does NOT rain.',
        'P(no rain) = [[*0.65|0.35|1.35]]',
      ),
    ]),
    ...about('spinner', [
      ...on('7.6C', [
        text(
          'What is the experimental probability that the spinner lands on red? Write it as a fraction in simplest form.',
          [ratioText(ratio(spins.red, spinTotal))],
          { exact: true },
        ),
        text(
          'Kira will spin the spinner 400 more times. Based on her results, how many times should she expect it to land on yellow?',
          [round((spins.yellow / spinTotal) * 400)],
        ),
      ]),
    ]),
    ...on('7.6D', [
      mc(
        'A spinner has 8 equal sections and 3 of them are green. If the spinner is spun 200 times, about how many times should it land on green?',
        [`*${(3 / 8) * 200}`, '60', '3', '125'],
      ),
    ]),
    ...on('7.6H', [
      order(
        'A number cube labeled 1 to 6 is rolled once. Order the events from least likely to most likely.',
        [...events].sort((a, b) => a[1] - b[1]).map(([t]) => t),
      ),
    ]),
    reflect('Describe a game you know that depends on probability. Is it fair? Why or why not?'),
  ],
});

// ---------------------------------------------------------------- RC2

const rationalFacts: [string, string][] = [
  ['$-3.5 + 8.25$', String(-3.5 + 8.25)],
  ['$-\\frac{2}{3} \\times \\frac{9}{4}$', ratioText(times(ratio(-2, 3), ratio(9, 4)))],
  ['$-7.2 \\div 0.9$', String(round(-7.2 / 0.9))],
  ['$\\frac{5}{6} - \\left(-\\frac{1}{4}\\right)$', ratioText(minus(ratio(5, 6), ratio(-1, 4)))],
];
const tickets: [number, number][] = [
  [2, 27],
  [5, 67.5],
  [8, 108],
];
const k = tickets[0]![1] / tickets[0]![0];
const salePrice = 64 * 0.75;
const tax = round(salePrice * 0.0825);
const dGraph = (name: string, alt: string, points: { x: number; y: number }[]) =>
  plot({
    name,
    alt,
    xLabel: 'Time (hours)',
    yLabel: 'Distance (miles)',
    xMax: 5,
    yMax: 300,
    xStep: 1,
    yStep: 50,
    points,
    connect: true,
  });

const rc2 = sheet({
  key: 'g7-rc2-proportionality-equations',
  title: 'Rational Numbers, Proportionality and Equations',
  description:
    'Computations and algebraic relationships: operations with rational numbers, constant rates of change, unit ' +
    'rates, the constant of proportionality, percent problems, linear relationships and two-step equations and inequalities.',
  grade: '7',
  subject: 'Math',
  domainCode: 'RC2',
  isFullTopic: true,
  passages: [
    {
      key: 'shoes',
      title: 'Shopping for Shoes',
      body: `A pair of running shoes costs ${usd(64)}. This weekend the store is taking 25% off the price. The sales tax rate is 8.25%, charged on the sale price.`,
    },
  ],
  questions: [
    ...on('7.3A', [
      table(
        'Compute. Write fractions in simplest form.',
        ['Problem', 'Answer'],
        rationalFacts.map(([p, a]) => [p, `[[${a}]]`]),
        {
          points: 2,
        },
      ),
    ]),
    ...on('7.3B', [
      text(
        'At 6 a.m. the temperature was $-6.5$°F. It rose 2.5°F each hour for 4 hours. What was the temperature at 10 a.m., in °F?',
        [-6.5 + 2.5 * 4],
      ),
      text(
        `Luis has ${usd(35.5)}. He buys 3 notebooks for ${usd(4.25)} each and a backpack for ${usd(18.75)}. How much money does he have left, in dollars?`,
        moneyKeys(round(35.5 - 3 * 4.25 - 18.75)),
      ),
    ]),
    ...on('7.4A', [
      pick('A car travels at a constant rate of 50 miles per hour. Which graph shows $d = 50t$?', [
        {
          image: dGraph('g7-graph-d-25t', 'A line through (0, 0), (2, 50) and (4, 100)', [
            { x: 0, y: 0 },
            { x: 2, y: 50 },
            { x: 4, y: 100 },
          ]),
        },
        {
          image: dGraph('g7-graph-d-50t', 'A line through (0, 0), (1, 50), (2, 100), (3, 150) and (4, 200)', [
            { x: 0, y: 0 },
            { x: 1, y: 50 },
            { x: 2, y: 100 },
            { x: 3, y: 150 },
            { x: 4, y: 200 },
          ]),
          correct: true,
        },
        {
          image: dGraph('g7-graph-d-50t-plus-50', 'A line through (0, 50), (1, 100), (2, 150) and (3, 200)', [
            { x: 0, y: 50 },
            { x: 1, y: 100 },
            { x: 2, y: 150 },
            { x: 3, y: 200 },
          ]),
        },
      ]),
    ]),
    ...on('7.4B', [
      text('A car travels 195 miles in 3 hours at a constant speed. What is its speed in miles per hour?', [195 / 3]),
    ]),
    ...on('7.4C', [
      fill(
        `The cost of concert tickets is proportional to the number of tickets: ${tickets
          .map(([n, c]) => `${n} tickets cost ${usd(c, !Number.isInteger(c))}`)
          .join(', ')}.`,
        `The constant of proportionality is $k =$ [[${k}]], so 3 tickets cost [[${(3 * k).toFixed(2)}]] dollars.`,
      ),
    ]),
    ...about('shoes', [
      ...on('7.4D', [
        text('What is the sale price of the shoes, in dollars?', moneyKeys(salePrice)),
        text('How much sales tax is charged on the sale price? Round to the nearest cent.', moneyKeys(tax)),
        text('What is the total cost of the shoes with tax, in dollars?', moneyKeys(round(salePrice + tax))),
      ]),
    ]),
    ...on('7.4D', [
      text(
        `The price of a video game rose from ${usd(40)} to ${usd(52)}. What was the percent increase?`,
        percentKeys(round(((52 - 40) / 40) * 100)),
      ),
      cr(
        `Store A sells a jacket for ${usd(85)} with 20% off. Store B sells the same jacket for ${usd(85)} with ${usd(15)} off. Which store has the better deal? Show your work.`,
        `Store A: 20% of 85 is 17, so the price is ${usd(68)}. Store B: 85 - 15 = ${usd(70)}. Store A is better by ${usd(2)}.`,
        { points: 2 },
      ),
    ]),
    ...on('7.7A', [
      mc(
        'A table shows $x$-values 0, 1, 2, 3 and $y$-values 5, 8, 11, 14. Which equation represents the relationship?',
        ['*$y = 3x + 5$', '$y = 5x + 3$', '$y = 3x$', '$y = x + 5$'],
      ),
      table(
        'Complete the table for $y = 2x - 3$.',
        ['$x$', '$y$'],
        [-1, 0, 2, 5].map((x) => [String(x), `[[${2 * x - 3}]]`]),
        { points: 2 },
      ),
    ]),
    ...on('7.10A', [
      mc(
        `Maya has ${usd(45)} and saves ${usd(12)} each week. Which inequality can be used to find $w$, the number of weeks until she has at least ${usd(150)}?`,
        ['*$45 + 12w \\ge 150$', '$45 + 12w \\le 150$', '$12 + 45w \\ge 150$', '$45w + 12 \\le 150$'],
      ),
    ]),
    ...on('7.10B', [
      pick(
        'Which number line shows the solutions of $-3x + 1 \\ge 7$?',
        [
          { image: inequalityLine(-5, 5, -2, 'right', true) },
          { image: inequalityLine(-5, 5, -2, 'left', true), correct: true },
          { image: inequalityLine(-5, 5, -2, 'left', false) },
          { image: inequalityLine(-5, 5, 2, 'left', true) },
        ],
        { hint: 'Dividing both sides by a negative number reverses the inequality sign.' },
      ),
    ]),
    ...on('7.10C', [
      mc('Which situation can be represented by $15 + 4x = 51$?', [
        `*A gym charges a ${usd(15)} sign-up fee plus ${usd(4)} for each class. Jo paid ${usd(51)} in all.`,
        `A gym charges ${usd(15)} for each class plus a ${usd(4)} sign-up fee. Jo paid ${usd(51)} in all.`,
        `Jo paid ${usd(15)} for 4 classes and ${usd(51)} for a membership.`,
        `Jo had ${usd(51)} and spent ${usd(15)} on each of 4 classes.`,
      ]),
    ]),
    ...on('7.11A', [
      text('Solve for $x$: $-4x + 7 = 31$', [(31 - 7) / -4]),
      text('Solve for $x$: $\\frac{x}{3} - 5 = 2$', [(2 + 5) * 3]),
      order('Put the steps for solving $5x - 8 = 17$ in order.', [
        'Write the equation: $5x - 8 = 17$',
        'Add 8 to both sides: $5x = 25$',
        'Divide both sides by 5: $x = 5$',
        'Check: $5(5) - 8 = 17$',
      ]),
    ]),
    ...on('7.11B', [
      sel(
        'Select all the values of $x$ that make $3x - 4 \\le 11$ true.',
        [5, -2, 0, 6, 5.5].map((x) => `${3 * x - 4 <= 11 ? '*' : ''}$${x}$`),
      ),
    ]),
    reflect('How can you tell from a table, a graph or an equation whether a relationship is proportional?'),
  ],
});

// ---------------------------------------------------------------- RC3

const rc3 = sheet({
  key: 'g7-rc3-circles-volume-similarity',
  title: 'Similar Figures, Circles, Volume and Surface Area',
  description:
    'Geometry and measurement: similar shapes and scale drawings, pi, circumference and area of circles, composite ' +
    'figures, volume of prisms and pyramids, surface area from nets, angle relationships and converting between systems.',
  grade: '7',
  subject: 'Math',
  domainCode: 'RC3',
  isFullTopic: false,
  questions: [
    ...on('7.5A', [
      fill(
        'Triangle ABC is similar to triangle DEF. AB = 6 cm, BC = 8 cm and DE = 9 cm.',
        'The scale factor from ABC to DEF is [[1.5|3/2]], so EF = [[12]] cm.',
      ),
    ]),
    ...on('7.5B', [
      drop(
        'Choose the words that make the sentence true.',
        "Pi ($\\pi$) is the ratio of a circle's [[*circumference|radius|area]] to its [[*diameter|radius|area]].",
      ),
    ]),
    ...on('7.5C', [
      text(
        'A map uses a scale of 1 inch = 15 miles. Two towns are 3.5 inches apart on the map. How many miles apart are the towns?',
        [3.5 * 15],
      ),
      cr(
        'A scale drawing of a classroom uses 1 inch = 4 feet. The room is 5 inches by 3.5 inches on the drawing. Find the actual area of the room and explain your steps.',
        'Actual length = 5 x 4 = 20 feet and actual width = 3.5 x 4 = 14 feet. Area = 20 x 14 = 280 square feet.',
        { points: 2 },
      ),
    ]),
    ...on('7.9B', [
      text('What is the area of the circle in square centimeters? Use 3.14 for $\\pi$.', [round(3.14 * 6 * 6)], {
        images: [labeledCircle('radius', '6 cm')],
        tolerance: 0.1,
        hint: '$A = \\pi r^2$',
      }),
      text('What is the circumference of the circle in inches? Use 3.14 for $\\pi$.', [round(3.14 * 14)], {
        images: [labeledCircle('diameter', '14 in.')],
        tolerance: 0.05,
      }),
    ]),
    ...on('7.8A', [
      drop(
        'Choose the words that make the sentence true.',
        'The volume of a pyramid is [[*one-third of|one-half of|three times]] the volume of a prism with the same base and the same height.',
      ),
    ]),
    ...on('7.8C', [
      mc(
        'A circle is cut into many equal wedges that are rearranged into a shape that is almost a parallelogram. Its base is about half the circumference, $\\pi r$, and its height is the radius, $r$. Which formula does this model show?',
        ['*$A = \\pi r^2$', '$A = 2\\pi r$', '$A = \\pi d$', '$A = \\frac{1}{2}\\pi r$'],
      ),
    ]),
    ...on('7.9A', [
      text(
        'A rectangular pyramid has a base that is 6 meters by 5 meters and a height of 9 meters. What is its volume in cubic meters?',
        [(6 * 5 * 9) / 3],
      ),
      text(
        'A triangular prism has triangle bases with a base of 4 feet and a height of 3 feet. The prism is 10 feet long. What is its volume in cubic feet?',
        [((4 * 3) / 2) * 10],
      ),
    ]),
    ...on('7.9C', [
      text(
        'A figure is made of a rectangle 10 meters long and 6 meters wide with a semicircle on one 6-meter side. What is the area of the figure in square meters? Use 3.14 for $\\pi$.',
        [round(10 * 6 + (3.14 * 3 * 3) / 2)],
        { tolerance: 0.1, hint: 'The semicircle has a radius of 3 meters.' },
      ),
    ]),
    ...on('7.9D', [
      table(
        'A rectangular prism is 5 cm long, 3 cm wide and 2 cm tall. Use its net to find its total surface area.',
        ['Faces', 'Area of one face (sq cm)', 'Area of both faces (sq cm)'],
        [
          ['Top and bottom', '[[15]]', '[[30]]'],
          ['Front and back', '[[10]]', '[[20]]'],
          ['Left and right', '[[6]]', '[[12]]'],
          ['Total surface area', '', `[[${2 * (5 * 3 + 5 * 2 + 3 * 2)}]]`],
        ],
        { points: 3 },
      ),
    ]),
    ...on('7.11C', [
      text(
        'Two angles are supplementary. One measures $(3x + 10)$° and the other measures 50°. What is the value of $x$?',
        [(180 - 50 - 10) / 3],
      ),
      fill(
        'The angles of a triangle measure $x$°, $2x$° and $3x$°.',
        `$x =$ [[${180 / 6}]], and the largest angle measures [[${(180 / 6) * 3}]]°.`,
      ),
    ]),
    ...on('7.4E', [
      text(
        'One mile is about 1.6 kilometers. About how many miles is a 5-kilometer race? Round to the nearest tenth.',
        [round(5 / 1.6, 1)],
        {
          tolerance: 0.05,
        },
      ),
    ]),
    reflect('Which formula from this worksheet is hardest to remember? Write a tip that would help a classmate.'),
  ],
});

// ---------------------------------------------------------------- RC4

const travel = [
  { label: 'Bus', percent: 45 },
  { label: 'Car', percent: 30 },
  { label: 'Walk', percent: 15 },
  { label: 'Bike', percent: 10 },
];
const students = 200;
const count = (mode: string) => (students * (travel.find((t) => t.label === mode)?.percent ?? 0)) / 100;
const travelGraph = circleGraph('g7-travel-to-school', 'How 200 Students Get to School', travel);
const classA = [60, 70, 78, 85, 95] as const;
const classB = [55, 72, 80, 84, 90] as const;
const scores = boxPlot({
  name: 'g7-test-scores',
  title: 'Test Scores',
  axisMin: 50,
  axisMax: 100,
  step: 5,
  boxes: [
    ['Class A', ...classA],
    ['Class B', ...classB],
  ],
});
const budget: [string, number][] = [
  ['Housing', 1_200],
  ['Food', 600],
  ['Savings', 400],
  ['Transportation', 500],
];
const monthlyIncome = 4_000;
const compound = (years: number) => round(1_000 * 1.05 ** years);

const rc4 = sheet({
  key: 'g7-rc4-data-financial-literacy',
  title: 'Comparing Data and Personal Finance',
  description:
    'Data analysis and personal financial literacy: circle graphs, comparative box plots, random samples and ' +
    'inferences; sales and income tax, budgets, net worth, simple and compound interest, and sales and coupons.',
  grade: '7',
  subject: 'Math',
  domainCode: 'RC4',
  isFullTopic: true,
  questions: [
    ...on('7.6G', [
      text('How many students walk to school?', [count('Walk')], { images: [travelGraph] }),
      text('How many more students ride the bus than ride in a car?', [count('Bus') - count('Car')], {
        images: [travelGraph],
      }),
      fill(
        'Write the ratio in simplest form.',
        'The ratio of students who ride the bus to students who bike is [[9]] : [[2]].',
        {
          images: [travelGraph],
        },
      ),
    ]),
    ...on('7.12A', [
      sel(
        'The box plots compare the test scores of two classes. Select all the true statements.',
        [
          ['The median of Class B is greater than the median of Class A.', classB[2] > classA[2]],
          ['Class A has a greater interquartile range than Class B.', classA[3] - classA[1] > classB[3] - classB[1]],
          ['The two classes have the same range.', classA[4] - classA[0] === classB[4] - classB[0]],
          ["Class B's lowest score is higher than Class A's lowest score.", classB[0] > classA[0]],
          ['Half of the students in Class A scored above 85.', classA[2] >= 85],
        ].map(([t, ok]) => `${ok ? '*' : ''}${t}`),
        { images: [scores], points: 3 },
      ),
    ]),
    ...on('7.12B', [
      text(
        'In a random sample of 60 students at a school, 21 said tacos are their favorite lunch. The school has 900 students. Predict how many of them prefer tacos.',
        [round((21 / 60) * 900)],
      ),
    ]),
    ...on('7.6F', [
      mc(
        'Mr. Ortiz wants to know how many students at his school like the new lunch menu. Which sample is most likely to be random and representative?',
        [
          '*50 names drawn at random from a list of every student in the school',
          'the first 50 students in the lunch line on pizza day',
          'the 25 students in his first-period class',
          'all the members of the cooking club',
        ],
      ),
    ]),
    ...on('7.12C', [
      mc(
        'In a random sample of 50 seventh graders at Oak Middle School, 32 walk to school. In a random sample of 40 seventh graders at Elm Middle School, 18 walk to school. Which inference is best supported?',
        [
          `*A greater percent of seventh graders walk at Oak (${round((32 / 50) * 100)}%) than at Elm (${round((18 / 40) * 100)}%).`,
          'More seventh graders walk at Elm because its sample is smaller.',
          'The same percent of seventh graders walk at both schools.',
          'No students at Elm ride the bus.',
        ],
      ),
    ]),
    ...on('7.13A', [
      text(
        `A video game costs ${usd(56)}. The sales tax rate is 8.25%. How much is the sales tax, in dollars? Round to the nearest cent.`,
        moneyKeys(round(56 * 0.0825)),
      ),
      text(
        `Ana earned ${usd(850)} this month. Her employer withheld 12% for income tax. How much income tax was withheld, in dollars?`,
        moneyKeys(round(850 * 0.12)),
      ),
    ]),
    ...on('7.13B', [
      table(
        `A family's monthly income is ${usd(monthlyIncome)}. What percent of the income does each part of the budget use?`,
        ['Budget category', 'Amount', 'Percent of income'],
        budget.map(([c, a]) => [c, usd(a), `[[${percentKeys(round((a / monthlyIncome) * 100, 1)).join('|')}]]`]),
        { points: 2 },
      ),
    ]),
    ...on('7.13C', [
      drop(
        'Choose the words that make the sentences true.',
        'A car loan is a [[*liability|asset]], and money in a savings account is an [[*asset|liability]]. Net worth is assets [[*minus|plus|times]] liabilities.',
      ),
      text(
        `Mr. Patel has assets worth ${usd(12_500)} and liabilities of ${usd(4_300)}. What is his net worth, in dollars?`,
        moneyKeys(12_500 - 4_300),
      ),
    ]),
    ...on('7.13D', [
      text(
        `A family budget estimator shows that a family in Houston needs ${usd(52_000)} a year to meet its basic needs. One adult works 40 hours a week for 52 weeks a year. What hourly wage is needed, in dollars?`,
        moneyKeys(52_000 / (40 * 52)),
      ),
    ]),
    ...on('7.13E', [
      table(
        `${usd(1_000)} is deposited at 5% interest per year. Complete the balances. Round to the nearest cent.`,
        ['Year', 'Balance with simple interest', 'Balance with compound interest'],
        [1, 2, 3].map((y) => [String(y), `[[${(1_000 + 50 * y).toFixed(2)}]]`, `[[${compound(y).toFixed(2)}]]`]),
        { points: 3, tolerance: 0.01 },
      ),
      cr(
        'Explain why the compound interest balance grows faster than the simple interest balance.',
        `Simple interest is always 5% of the original ${usd(1_000)}, or ${usd(50)} a year. Compound interest is 5% of the current balance, ` +
          'which includes the interest already earned, so the interest itself earns interest and each year adds more.',
        { points: 2 },
      ),
    ]),
    ...on('7.13F', [
      mc(`An ${usd(80)} pair of headphones is on sale. Which offer saves more money?`, [
        `*15% off, because it saves ${usd(round(80 * 0.15))}`,
        `a ${usd(10)} coupon, because it saves ${usd(10)}`,
        'They save the same amount',
        `15% off, because it saves ${usd(15)}`,
      ]),
    ]),
    reflect('Which is more important to you when you save money: a high interest rate or saving often? Why?'),
  ],
});

export const GRADE_7: SeedWorksheet[] = [rc1, rc2, rc3, rc4];
