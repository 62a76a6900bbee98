// Grade 7 mathematics: one Clear Lesson per STAAR reporting category.
import { drop, fill, mc, moneyKeys, on, order, ratio, ratioText, round, sel, text, usd } from '../library/build';
import { fractionCircle, hundredGrid, inequalityLine, labeledCircle } from '../library/images';
import { abc, abcd, faces, lesson, para, show, steps, tf, thumbs, yesIf, yesNo, yn } from './build';
import type { SeedLesson } from './types';

// ---------------------------------------------------------------- RC1: probability

const bag = { red: 3, blue: 5, green: 2 };
const bagTotal = bag.red + bag.blue + bag.green;

const rc1 = lesson({
  key: 'g7-rc1-lesson-probability',
  title: 'Theoretical and Experimental Probability',
  description:
    'Students find theoretical probabilities from sample spaces, experimental probabilities from data, and use ' +
    'both to make predictions about simple and compound events.',
  grade: '7',
  domainCode: 'RC1',
  mood: {
    template: 1,
    prompt: 'What is the probability you will have a great day today: unlikely, likely or certain?',
  },
  warmUp: [
    ...on('7.6A', [
      text('A coin is tossed and a number cube (1 to 6) is rolled. How many outcomes are in the sample space?', [
        2 * 6,
      ]),
    ]),
    ...on('7.6E', [
      mc('The probability of rain tomorrow is 0.3. What is the probability it does not rain?', [
        '*0.7',
        '0.3',
        '1.3',
        '0',
      ]),
    ]),
  ],
  prior: {
    title: 'Chance as a number',
    body: para(
      'A probability is a number from 0 (impossible) to 1 (certain). One half, $\\frac{1}{2}$, means "as likely as not".',
      'The **sample space** is the list of every possible outcome. For a number cube it is $\\{1, 2, 3, 4, 5, 6\\}$.',
    ),
  },
  teach: [
    {
      title: 'Theoretical probability',
      body: para(
        `A bag has ${bag.red} red, ${bag.blue} blue and ${bag.green} green marbles. Each marble is equally likely to be picked.`,
        show(
          `P(\\text{blue}) = \\frac{\\text{blue marbles}}{\\text{all marbles}} = \\frac{${bag.blue}}{${bagTotal}} = \\frac{1}{2}`,
        ),
        `The complement: $P(\\text{not green}) = 1 - \\frac{${bag.green}}{${bagTotal}} = \\frac{${bagTotal - bag.green}}{${bagTotal}} = \\frac{4}{5}$.`,
      ),
      cfu: abcd('From the same bag, what is $P(\\text{red})$?', [
        `*$\\frac{${bag.red}}{${bagTotal}}$`,
        `$\\frac{${bag.red}}{${bag.blue + bag.green}}$`,
        '$\\frac{1}{3}$',
        `$\\frac{${bag.red}}{${bag.blue}}$`,
      ]),
    },
    {
      title: 'Experimental probability',
      images: [{ ...fractionCircle(4, 1), alt: 'A spinner cut into 4 equal parts with 1 part shaded: the red part' }],
      body: para(
        'A spinner with 4 equal parts (one red) is spun 60 times and lands on red 18 times.',
        show(`P_{\\text{experimental}}(\\text{red}) = \\frac{18}{60} = \\frac{3}{10} = 30\\%`),
        'The theoretical probability is $\\frac{1}{4} = 25\\%$. Results of real trials are often close to, but not exactly, the theoretical probability. More trials usually bring them closer.',
      ),
      cfu: tf('Experimental probability always equals theoretical probability.', false),
      also: [yesNo('Can a coin land on heads 6 times out of 10 even though $P(\\text{heads}) = \\frac{1}{2}$?', 'yes')],
    },
    {
      title: 'Compound events',
      body: para(
        'Toss two coins. The sample space is HH, HT, TH, TT: 4 equally likely outcomes.',
        show(
          'P(\\text{two heads}) = \\frac{1}{4} \\qquad P(\\text{one head and one tail}) = \\frac{2}{4} = \\frac{1}{2}',
        ),
      ),
      cfu: faces('How do you feel about listing sample spaces?'),
    },
  ],
  checkpoint: {
    std: '7.6I',
    intervention: 4,
    questions: [
      text(
        'A number cube is rolled. What is the probability of rolling a number greater than 4? Write a fraction in simplest form.',
        [ratioText(ratio(2, 6))],
      ),
      mc('A coin is tossed 50 times and lands on heads 28 times. What is the experimental probability of heads?', [
        `*$\\frac{${28 / 2}}{${50 / 2}}$`,
        '$\\frac{1}{2}$',
        '$\\frac{28}{100}$',
        '$\\frac{22}{50}$',
      ]),
      sel(
        'A coin is tossed and a spinner with the numbers 1, 2 and 3 is spun. Select all the outcomes in the sample space.',
        ['*H1', '*H3', '*T2', 'H4', 'HT', 'T0'],
      ),
    ],
    recheck: [
      text(
        'A number cube is rolled. What is the probability of rolling an even number? Write a fraction in simplest form.',
        [ratioText(ratio(3, 6))],
      ),
      mc('Two coins are tossed. What is the probability of getting one head and one tail?', [
        '*$\\frac{1}{2}$',
        '$\\frac{1}{4}$',
        '$\\frac{1}{3}$',
        '$\\frac{3}{4}$',
      ]),
    ],
    challenge: {
      title: 'Two number cubes',
      body: para(
        'Rolling two number cubes gives $6 \\times 6 = 36$ outcomes. A sum of 7 happens 6 ways: (1,6), (2,5), (3,4), (4,3), (5,2), (6,1).',
        show(`P(\\text{sum } 7) = \\frac{6}{36} = ${'\\frac{1}{6}'}`),
        '**Your challenge:** what is the probability that the sum is 10?',
      ),
      cfu: abcd('$P(\\text{sum } 10) =$', [
        '*$\\frac{1}{12}$',
        '$\\frac{1}{10}$',
        '$\\frac{1}{6}$',
        '$\\frac{10}{36}$',
      ]),
    },
    reteach: {
      title: 'Favorable over total',
      body: para(
        'A spinner has 8 equal parts: 3 are yellow.',
        steps(
          'Count the outcomes you want (favorable): 3.',
          'Count all the equally likely outcomes: 8.',
          'Write favorable over total: $P(\\text{yellow}) = \\frac{3}{8}$.',
        ),
      ),
      cfu: thumbs('Thumbs up if you can find $P(\\text{not yellow})$ on this spinner.'),
    },
  },
  exit: {
    std: '7.6H',
    intervention: 2,
    questions: [
      text(
        'The probability of winning a game is $\\frac{3}{8}$. If you play 400 times, about how many times do you expect to win?',
        [(3 / 8) * 400],
      ),
      mc(
        'In an experiment, 12 of 40 marbles drawn (and put back) were red. Predict how many red marbles you will get in 300 draws.',
        [`*${(12 / 40) * 300}`, '12', '28', '120'],
      ),
      fill(
        'A spinner lands on blue $\\frac{1}{5}$ of the time.',
        `In 60 spins, we expect about [[${60 / 5}]] blue results.`,
      ),
    ],
    recheck: [
      text(
        'The probability an item is defective is $\\frac{2}{100}$. About how many of 1,500 items do you expect to be defective?',
        [(2 / 100) * 1500],
      ),
      mc('A number cube is rolled. Which is more likely?', [
        '*Rolling a number less than 3',
        'Rolling a 6',
        'They are equally likely',
        'Neither can happen',
      ]),
    ],
    challenge: {
      title: 'Comparing predictions',
      body: para(
        'A basketball player made 45 of 60 free throws. Another made 28 of 40. The first makes $\\frac{45}{60} = 75\\%$ and the second $\\frac{28}{40} = 70\\%$. In 20 more shots we predict 15 and 14 baskets.',
        '**Your challenge:** a quiz has 5 choices on each question. If a student guesses on 30 questions, about how many should be right?',
      ),
      cfu: abc('About how many right?', [`*${30 / 5}`, '5', `${30 - 5}`]),
    },
    reteach: {
      title: 'Probability times trials',
      body: para(
        'To predict, multiply the probability by the number of trials.',
        steps(
          '$P(\\text{heads}) = \\frac{1}{2}$; 80 tosses.',
          `$\\frac{1}{2} \\times 80 = ${80 / 2}$.`,
          'We predict about 40 heads: not exactly, but close.',
        ),
      ),
      cfu: yn('If $P = \\frac{1}{4}$ and there are 100 trials, do we predict about 25 successes?', 'yes'),
    },
  },
});

// ---------------------------------------------------------------- RC2: two-step equations

const rc2 = lesson({
  key: 'g7-rc2-lesson-two-step-equations',
  title: 'Writing and Solving Two-Step Equations',
  description:
    'Students write two-step equations and inequalities for real-world problems and solve them by undoing ' +
    'operations, checking each solution.',
  grade: '7',
  domainCode: 'RC2',
  mood: { template: 2, prompt: 'Balance check: how balanced do you feel today, like a steady scale or a wobbly one?' },
  warmUp: on('7.3A', [text('Add: $-6 + 14$', [-6 + 14]), mc('Multiply: $(-3)(-5)$', ['*15', '-15', '-8', '8'])]),
  prior: {
    title: 'One-step equations',
    body: para(
      'An equation is like a balanced scale. To solve $x + 7 = 12$, subtract 7 from both sides: $x = 5$.',
      'To solve $4x = 20$, divide both sides by 4: $x = 5$. Each operation has an **inverse** that undoes it.',
    ),
  },
  teach: [
    {
      title: 'Writing a two-step equation',
      body: para(
        `A gym charges ${usd(25)} to join and ${usd(8)} per class. Kim spent ${usd(89)}. How many classes did she take?`,
        'Let $c$ be the number of classes. Cost per class times classes, plus the fee, is the total:',
        show('8c + 25 = 89'),
      ),
      cfu: abcd(`A taxi charges ${usd(3)} plus ${usd(2)} per mile. A ride cost ${usd(19)}. Which equation fits?`, [
        '*$2m + 3 = 19$',
        '$3m + 2 = 19$',
        '$2 + 3m = 19$',
        '$5m = 19$',
      ]),
    },
    {
      title: 'Solving: undo in reverse order',
      body: para(
        'Solve $3x + 7 = 25$.',
        steps(
          `Subtract 7 from both sides: $3x = ${25 - 7}$.`,
          `Divide both sides by 3: $x = ${(25 - 7) / 3}$.`,
          `Check: $3(${(25 - 7) / 3}) + 7 = ${3 * 6 + 7}$. ✓`,
        ),
        `And Kim's gym: $8c + 25 = 89$ gives $8c = 64$, so $c = ${64 / 8}$ classes.`,
      ),
      cfu: tf('$x = 4$ is a solution of $5x - 3 = 17$.', 5 * 4 - 3 === 17),
      also: [yesNo('Is $x = 2$ a solution of $6x + 1 = 14$?', yesIf(6 * 2 + 1 === 14))],
    },
    {
      title: 'Inequalities work the same way',
      images: [inequalityLine(0, 10, 4, 'right', false)],
      body: para(
        'Solve $2x + 5 > 13$.',
        steps('Subtract 5: $2x > 8$.', 'Divide by 2: $x > 4$.'),
        'On a number line, draw an open circle at 4 and shade to the right: every number greater than 4 works.',
      ),
      cfu: faces('How do you feel about solving two-step inequalities?'),
    },
  ],
  checkpoint: {
    std: '7.10A',
    intervention: 3,
    questions: [
      mc(
        `A plumber charges ${usd(40)} for a visit plus ${usd(35)} per hour. The bill was ${usd(145)}. Which equation finds the hours, $h$?`,
        ['*$35h + 40 = 145$', '$40h + 35 = 145$', '$35 + 40 + h = 145$', '$75h = 145$'],
      ),
      drop(
        `Tickets cost ${usd(12)} each and parking is ${usd(5)}. The family can spend at most ${usd(65)}. Choose the inequality for the number of tickets, $t$.`,
        '[[*$12t + 5 \\le 65$|$12t + 5 \\ge 65$|$5t + 12 \\le 65$]]',
      ),
      mc('Jo has 8 stickers and gets 3 more each day. Which equation finds the day $d$ when she has 32?', [
        '*$3d + 8 = 32$',
        '$8d + 3 = 32$',
        '$3 + 8 + d = 32$',
        '$11d = 32$',
      ]),
    ],
    recheck: [
      mc(
        `A phone costs ${usd(120)} down plus ${usd(30)} a month. The total paid is ${usd(390)}. Which equation finds the months, $m$?`,
        ['*$30m + 120 = 390$', '$120m + 30 = 390$', '$150m = 390$', '$30 + 120m = 390$'],
      ),
      mc(
        `Sam has ${usd(50)} and spends ${usd(6)} a week. Which inequality finds when he still has at least ${usd(20)}?`,
        ['*$50 - 6w \\ge 20$', '$50 - 6w \\le 20$', '$6w - 50 \\ge 20$', '$50 + 6w \\ge 20$'],
      ),
    ],
    challenge: {
      title: 'Equations with a discount',
      body: para(
        `Four friends each buy a ticket and share a ${usd(10)} coupon. They pay ${usd(58)} in all. $4t - 10 = 58$, so $4t = 68$ and $t = ${68 / 4}$ dollars.`,
        `**Your challenge:** 3 shirts and a ${usd(7)} hat cost ${usd(55)}. Which equation finds the price of a shirt, $s$?`,
      ),
      cfu: abcd('Equation:', ['*$3s + 7 = 55$', '$7s + 3 = 55$', '$3s - 7 = 55$', '$10s = 55$']),
    },
    reteach: {
      title: 'Find the rate and the start',
      body: para(
        `A pool has 200 gallons and fills at 25 gallons a minute. When will it have 700 gallons?`,
        steps(
          'What changes each time (the rate)? 25 gallons per minute, so $25m$.',
          'What is there at the start? 200 gallons, so $+ 200$.',
          'What is the total? 700. Equation: $25m + 200 = 700$.',
        ),
      ),
      cfu: thumbs('Thumbs up if you can spot the rate and the starting amount in a problem.'),
    },
  },
  exit: {
    std: '7.11A',
    intervention: 2,
    questions: [
      text('Solve: $5x - 8 = 27$', [(27 + 8) / 5]),
      text('Solve: $\\frac{x}{4} + 6 = 11$', [(11 - 6) * 4]),
      order('Put the steps to solve $2x + 9 = 23$ in order.', [
        'Subtract 9 from both sides: $2x = 14$',
        'Divide both sides by 2: $x = 7$',
        'Check: $2(7) + 9 = 23$',
      ]),
    ],
    recheck: [text('Solve: $6x + 4 = -20$', [(-20 - 4) / 6]), text('Solve: $-3x + 5 = 26$', [(26 - 5) / -3])],
    challenge: {
      title: 'Fractions as coefficients',
      body: para(
        'Solve $\\frac{2}{3}x - 4 = 6$.',
        steps(
          'Add 4: $\\frac{2}{3}x = 10$.',
          'Multiply by $\\frac{3}{2}$: $x = 15$.',
          'Check: $\\frac{2}{3}(15) - 4 = 10 - 4 = 6$. ✓',
        ),
        '**Your challenge:** solve $\\frac{3}{4}x + 2 = 11$.',
      ),
      cfu: abc('$x =$', [`*${((11 - 2) * 4) / 3}`, `${(11 - 2) * 0.75}`, `${11 - 2}`]),
    },
    reteach: {
      title: 'Undo, step by step',
      body: para(
        'Solve $4x - 3 = 21$. Think about what happened to $x$: it was multiplied by 4, then 3 was subtracted. Undo in reverse order.',
        steps(
          'Undo "subtract 3": add 3 to both sides. $4x = 24$.',
          'Undo "multiply by 4": divide both sides by 4. $x = 6$.',
          'Check: $4(6) - 3 = 21$. ✓',
        ),
      ),
      cfu: yn('To solve $2x + 5 = 17$, do we divide by 2 before we subtract 5?', 'no'),
    },
  },
});

// ---------------------------------------------------------------- RC3: circles

const PI = 3.14;
const circ = (d: number) => round(PI * d);
const area = (r: number) => round(PI * r * r);

const rc3 = lesson({
  key: 'g7-rc3-lesson-circles',
  title: 'Circumference and Area of Circles',
  description:
    'Students use pi as the ratio of circumference to diameter to find the circumference and area of circles, ' +
    'using 3.14 for pi.',
  grade: '7',
  domainCode: 'RC3',
  mood: { template: 3, prompt: 'Think of something round that makes you happy, like a pizza or a ball. What is it?' },
  warmUp: on('7.5B', [
    mc('What is $\\pi$?', [
      "*The ratio of a circle's circumference to its diameter",
      "The ratio of a circle's radius to its diameter",
      'The area of a circle with a radius of 1 inch',
      'The diameter of any circle',
    ]),
    text(
      'A circle has a circumference of about 31.4 cm and a diameter of 10 cm. What is the circumference divided by the diameter?',
      [round(31.4 / 10)],
    ),
  ]),
  prior: {
    title: 'Parts of a circle',
    body: para(
      'The **radius** $r$ goes from the center to the circle. The **diameter** $d$ goes across through the center: $d = 2r$.',
      'The **circumference** $C$ is the distance around. For every circle, $C \\div d = \\pi \\approx 3.14$.',
    ),
  },
  teach: [
    {
      title: 'Circumference',
      images: [labeledCircle('diameter', '8 in'), labeledCircle('radius', '5 cm')],
      body: para(
        show(`C = \\pi d \\quad \\text{or} \\quad C = 2\\pi r`),
        `A circle with a diameter of 8 in: $C \\approx 3.14 \\times 8 = ${circ(8)}$ in.`,
        `A circle with a radius of 5 cm: $C \\approx 2 \\times 3.14 \\times 5 = ${circ(10)}$ cm.`,
      ),
      cfu: abcd('A circle has a diameter of 10 in. About how long is its circumference?', [
        `*${circ(10)} in`,
        `${circ(5)} in`,
        `${area(5)} in`,
        '314 in',
      ]),
    },
    {
      title: 'Area',
      images: [labeledCircle('radius', '4 m'), labeledCircle('diameter', '10 ft')],
      body: para(
        show(`A = \\pi r^2`),
        `Radius 4 m: $A \\approx 3.14 \\times 4^2 = 3.14 \\times 16 = ${area(4)}$ square meters.`,
        `Diameter 10 ft: the radius is 5 ft, so $A \\approx 3.14 \\times 25 = ${area(5)}$ square feet.`,
      ),
      cfu: tf('To find the area of a circle with a diameter of 6, we use $r = 3$.', true),
      also: [yesNo('Is the area of a circle measured in square units?', 'yes')],
    },
  ],
  checkpoint: {
    std: '7.9B',
    intervention: 2,
    questions: [
      text('A circle has a diameter of 12 cm. Use 3.14 for $\\pi$. What is its circumference in centimeters?', [
        circ(12),
      ]),
      mc('A circle has a radius of 7 m. Use 3.14 for $\\pi$. What is its circumference?', [
        `*${circ(14)} m`,
        `${circ(7)} m`,
        `${area(7)} m`,
        `${round(PI * 49 * 2)} m`,
      ]),
      fill(
        'A bike wheel has a diameter of 20 inches. Use 3.14 for $\\pi$.',
        `In one turn, the wheel rolls [[${circ(20)}]] inches.`,
      ),
    ],
    recheck: [
      text('A circle has a diameter of 5 ft. Use 3.14 for $\\pi$. What is its circumference in feet?', [circ(5)]),
      mc('A circle has a radius of 3 cm. Use 3.14 for $\\pi$. What is its circumference?', [
        `*${circ(6)} cm`,
        `${circ(3)} cm`,
        `${area(3)} cm`,
        '6 cm',
      ]),
    ],
    challenge: {
      title: 'Working backward',
      body: para(
        `A round table has a circumference of 47.1 inches. $d = C \\div \\pi \\approx 47.1 \\div 3.14 = ${round(47.1 / PI)}$ inches.`,
        '**Your challenge:** a circular track has a circumference of 62.8 m. What is its radius?',
      ),
      cfu: abcd('Radius:', [`*${round(62.8 / PI / 2)} m`, `${round(62.8 / PI)} m`, '31.4 m', '5 m']),
    },
    reteach: {
      title: 'Diameter or radius?',
      body: para(
        steps(
          'Read the problem: is the length given the diameter (all the way across) or the radius (halfway)?',
          'If it is the radius, double it: radius 4 means diameter 8.',
          `Multiply the diameter by 3.14: $3.14 \\times 8 = ${circ(8)}$.`,
        ),
      ),
      cfu: thumbs('Thumbs up if you can explain the difference between radius and diameter.'),
    },
  },
  exit: {
    std: '7.9B',
    intervention: 3,
    questions: [
      text('A circle has a radius of 6 in. Use 3.14 for $\\pi$. What is its area in square inches?', [area(6)]),
      mc('A circle has a diameter of 10 cm. Use 3.14 for $\\pi$. What is its area?', [
        `*${area(5)} square centimeters`,
        `${circ(10)} square centimeters`,
        `${area(10)} square centimeters`,
        `${circ(5)} square centimeters`,
      ]),
      text('A circular rug has a radius of 3 ft. Use 3.14 for $\\pi$. What is its area in square feet?', [area(3)]),
    ],
    recheck: [
      text('A circle has a radius of 9 m. Use 3.14 for $\\pi$. What is its area in square meters?', [area(9)]),
      mc('A circle has a diameter of 6 in. Use 3.14 for $\\pi$. What is its area?', [
        `*${area(3)} square inches`,
        `${area(6)} square inches`,
        `${round(circ(6) / 2)} square inches`,
        `${circ(6)} square inches`,
      ]),
    ],
    challenge: {
      title: 'Half a circle',
      body: para(
        `A semicircle with a radius of 4 cm has half the area of the whole circle: $\\frac{1}{2} \\times 3.14 \\times 16 = ${round(area(4) / 2)}$ square centimeters.`,
        '**Your challenge:** what is the area of a semicircle with a diameter of 12 m?',
      ),
      cfu: abc('Area:', [
        `*${round(area(6) / 2)} square meters`,
        `${area(6)} square meters`,
        `${round(area(12) / 2)} square meters`,
      ]),
    },
    reteach: {
      title: 'Square the radius first',
      body: para(
        'Find the area of a circle with a diameter of 8 cm.',
        steps(
          'Find the radius: $8 \\div 2 = 4$ cm.',
          'Square it: $4^2 = 4 \\times 4 = 16$.',
          `Multiply by 3.14: $3.14 \\times 16 = ${area(4)}$ square centimeters.`,
        ),
      ),
      cfu: yn('Does $4^2$ mean $4 \\times 2$?', 'no'),
    },
  },
});

// ---------------------------------------------------------------- RC4: sales tax, income tax and discounts

const rc4 = lesson({
  key: 'g7-rc4-lesson-sales-tax-discounts',
  title: 'Sales Tax, Income Tax and Discounts',
  description:
    'Students calculate sales tax on purchases and income tax on earned wages, and compare sales, rebates and ' +
    'coupons to find the better deal.',
  grade: '7',
  domainCode: 'RC4',
  mood: { template: 4, prompt: 'Imagine your dream shopping trip. How do you feel when you find a great deal?' },
  warmUp: on('7.13B', [
    mc('Which is a fixed expense in a personal budget?', [
      '*Rent that is the same every month',
      'Groceries',
      'Movie tickets',
      'Gasoline',
    ]),
    text(`A family's monthly income is ${usd(4000)}. They save ${usd(400)}. What percent of the income do they save?`, [
      '10%',
      '10',
    ]),
  ]),
  prior: {
    title: 'Percents as decimals',
    body: para(
      'To find a percent of an amount, write the percent as a decimal and multiply: $8\\% = 0.08$ and $8.25\\% = 0.0825$.',
      `$10\\%$ of ${usd(50)} is $0.10 \\times 50 = 5$ dollars.`,
    ),
  },
  teach: [
    {
      title: 'Sales tax',
      body: para(
        `A pair of shoes costs ${usd(40)}. The sales tax rate is 8.25%.`,
        show(`\\text{tax} = 0.0825 \\times 40 = ${round(0.0825 * 40).toFixed(2)}`),
        `Total cost: ${usd(40)} + ${usd(round(0.0825 * 40))} = ${usd(40 + round(0.0825 * 40))}.`,
      ),
      cfu: abcd(`A book costs ${usd(25)} and the sales tax rate is 8%. What is the total cost?`, [
        `*${usd(25 + 2)}`,
        usd(2),
        usd(25.08),
        usd(33),
      ]),
    },
    {
      title: 'Income tax',
      body: para(
        `Maria earns ${usd(500)} in a week. She pays 10% income tax: $0.10 \\times 500 = 50$ dollars.`,
        `She keeps ${usd(500)} − ${usd(50)} = ${usd(450)}.`,
      ),
      cfu: tf(`A tax rate of 12% on ${usd(200)} is ${usd(24)}.`, round(0.12 * 200) === 24),
      also: [yesNo('Is sales tax added to the price of what you buy?', 'yes')],
    },
    {
      title: 'Sales, rebates and coupons',
      images: [
        { ...hundredGrid(25), alt: 'A grid of 100 equal squares with 25 squares shaded: 25%' },
        { ...hundredGrid(30), alt: 'A grid of 100 equal squares with 30 squares shaded: 30%' },
      ],
      body: para(
        `Shoes cost ${usd(60)}. A 25% sale takes off $0.25 \\times 60 = 15$ dollars, so they cost ${usd(45)}. A ${usd(10)} mail-in rebate later brings the cost to ${usd(35)}.`,
        `Which is better on a ${usd(50)} item: 30% off or a ${usd(12)} coupon? 30% of 50 is ${usd(15)}, which is more than ${usd(12)}, so 30% off is the better deal.`,
      ),
      cfu: faces('How do you feel about comparing deals?'),
    },
  ],
  checkpoint: {
    std: '7.13A',
    intervention: 4,
    questions: [
      text(
        `A game costs ${usd(36)}. The sales tax rate is 8.25%. How much is the sales tax, in dollars?`,
        moneyKeys(round(0.0825 * 36)),
      ),
      mc(`A jacket costs ${usd(80)}. The sales tax rate is 6%. What is the total cost?`, [
        `*${usd(80 + round(0.06 * 80))}`,
        usd(round(0.06 * 80)),
        usd(86),
        usd(80.06),
      ]),
      text(
        `Luis earns ${usd(650)}. His income tax rate is 12%. How much income tax does he pay, in dollars?`,
        moneyKeys(round(0.12 * 650)),
      ),
    ],
    recheck: [
      text(
        `A bike costs ${usd(120)}. The sales tax rate is 7%. How much is the sales tax, in dollars?`,
        moneyKeys(round(0.07 * 120)),
      ),
      mc(`A book costs ${usd(15)}. The sales tax rate is 8%. What is the total cost?`, [
        `*${usd(15 + round(0.08 * 15))}`,
        usd(round(0.08 * 15)),
        usd(15.08),
        usd(23),
      ]),
    ],
    challenge: {
      title: 'Discount first, then tax',
      body: para(
        `A coat costs ${usd(90)} and is 20% off. Sale price: $90 - 0.20 \\times 90 = 72$. With 8.25% tax: $72 \\times 1.0825 = ${round(72 * 1.0825).toFixed(2)}$.`,
        `**Your challenge:** a ${usd(50)} backpack is 10% off and the sales tax rate is 8%. What is the total cost?`,
      ),
      cfu: abcd('Total cost:', [`*${usd(round(45 * 1.08))}`, usd(45), usd(round(50 * 1.08)), usd(round(50 * 0.98))]),
    },
    reteach: {
      title: 'Rate times price',
      body: para(
        `Find the sales tax on a ${usd(30)} shirt at 7%.`,
        steps(
          'Write the rate as a decimal: $7\\% = 0.07$.',
          `Multiply: $0.07 \\times 30 = ${round(0.07 * 30).toFixed(2)}$.`,
          `Add for the total: ${usd(30)} + ${usd(2.1)} = ${usd(32.1)}.`,
        ),
      ),
      cfu: thumbs('Thumbs up if you can write 6% as a decimal.'),
    },
  },
  exit: {
    std: '7.13F',
    intervention: 3,
    questions: [
      mc(`An item costs ${usd(40)}. Which is the better deal?`, [
        `*15% off (saves ${usd(6)})`,
        `A ${usd(5)} coupon`,
        'They save the same',
        'Neither saves money',
      ]),
      text(
        `Headphones cost ${usd(75)} and are 20% off. What is the sale price, in dollars?`,
        moneyKeys(75 - round(0.2 * 75)),
      ),
      drop(
        'Choose the words that make the sentence true.',
        'A coupon lowers the price [[*when you pay|a month after you pay]], and a rebate gives you money back [[*after you buy|before you buy]].',
      ),
    ],
    recheck: [
      text(
        `Shoes cost ${usd(48)} and are 25% off. What is the sale price, in dollars?`,
        moneyKeys(48 - round(0.25 * 48)),
      ),
      mc(`Shirts cost ${usd(20)} each. You need 2. Which deal costs less?`, [
        `*Buy one, get the second half off (${usd(30)})`,
        `20% off each shirt (${usd(32)})`,
        `A ${usd(5)} coupon (${usd(35)})`,
        `No deal (${usd(40)})`,
      ]),
    ],
    challenge: {
      title: 'Stacking a sale and a coupon',
      body: para(
        `A ${usd(80)} bike helmet is 25% off, and then a ${usd(10)} coupon is used: $80 - 20 = 60$, then $60 - 10 = 50$ dollars.`,
        `**Your challenge:** if the ${usd(10)} coupon is used first and then 25% is taken off, what is the price?`,
      ),
      cfu: abc('Price:', [`*${usd((80 - 10) * 0.75)}`, usd(50), usd(60)]),
    },
    reteach: {
      title: 'Compare the savings',
      body: para(
        `Deal A: 20% off a ${usd(35)} game. Deal B: ${usd(6)} off.`,
        steps(
          `Savings in A: $0.20 \\times 35 = 7$ dollars.`,
          `Savings in B: 6 dollars.`,
          `7 > 6, so deal A saves more. Sale price with A: ${usd(28)}.`,
        ),
      ),
      cfu: yn(`On a ${usd(20)} item, does 10% off save more than a ${usd(3)} coupon?`, 'no'),
    },
  },
});

export const GRADE_7: SeedLesson[] = [rc1, rc2, rc3, rc4];
