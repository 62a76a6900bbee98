// Grade 3 mathematics: one Clear Lesson per STAAR reporting category.
import { drop, fill, mc, on, order, relation, sel, text } from '../library/build';
import { barGraph, dotArray, fractionBar, labeledRectangle } from '../library/images';
import { abc, abcd, faces, grid, lesson, para, show, steps, tf, thumbs, trueFalse, yesNo, yn } from './build';
import type { SeedLesson } from './types';

// ---------------------------------------------------------------- RC1: equivalent and comparing fractions

const rc1 = lesson({
  key: 'g3-rc1-lesson-equivalent-comparing-fractions',
  title: 'Equivalent Fractions and Comparing Fractions',
  description:
    'Students use fraction strips and number lines to find equivalent fractions, then compare fractions with the ' +
    'same numerator or the same denominator by reasoning about the size of the pieces.',
  grade: '3',
  domainCode: 'RC1',
  mood: { template: 1, prompt: 'How are you feeling about fractions today?' },
  warmUp: [
    ...on('3.3A', [
      mc('A pizza is cut into 4 equal slices. What fraction of the pizza is 1 slice?', [
        '*$\\frac{1}{4}$',
        '$\\frac{1}{3}$',
        '$\\frac{4}{1}$',
        '$\\frac{1}{2}$',
      ]),
    ]),
    ...on('3.3C', [text('How many $\\frac{1}{6}$ pieces make one whole?', [6])]),
  ],
  prior: {
    title: 'What we know about fractions',
    body: para(
      'A fraction names equal parts of a whole. The **denominator** (bottom number) tells how many equal parts the whole is cut into. The **numerator** (top number) tells how many parts we are talking about.',
      show('\\frac{3}{4} \\text{ means 3 of 4 equal parts}'),
      'The more parts we cut a whole into, the **smaller** each part is: $\\frac{1}{8}$ of a sandwich is smaller than $\\frac{1}{2}$ of the same sandwich.',
    ),
  },
  teach: [
    {
      title: 'Same amount, different names',
      images: [fractionBar(2, 1), fractionBar(4, 2), fractionBar(8, 4)],
      body: para(
        'Take three strips of paper that are the same length. Fold one into 2 equal parts, one into 4, and one into 8. Shade half of each strip.',
        show('\\frac{1}{2} = \\frac{2}{4} = \\frac{4}{8}'),
        'Each shaded part is the same length, so these fractions are **equivalent**. On a number line from 0 to 1 they all land on the same point, right in the middle.',
      ),
      cfu: tf('$\\frac{1}{2}$ and $\\frac{2}{4}$ are at the same point on a number line.', true),
    },
    {
      title: 'Comparing fractions',
      images: [fractionBar(8, 5), fractionBar(8, 3), fractionBar(3, 2), fractionBar(6, 2)],
      body: para(
        '**Same denominator:** the pieces are the same size, so more pieces is more. $\\frac{5}{8} > \\frac{3}{8}$ because 5 eighths is more than 3 eighths.',
        '**Same numerator:** we have the same number of pieces, so compare the size of the pieces. Thirds are bigger than sixths, so $\\frac{2}{3} > \\frac{2}{6}$.',
      ),
      cfu: abcd('Which is greater: $\\frac{1}{4}$ or $\\frac{1}{6}$ of the same pizza?', [
        '*$\\frac{1}{4}$',
        '$\\frac{1}{6}$',
        'They are equal.',
        'We cannot tell.',
      ]),
      also: [yesNo('Is $\\frac{3}{4}$ of a ribbon longer than $\\frac{3}{8}$ of the same ribbon?', 'yes')],
    },
  ],
  checkpoint: {
    std: '3.3F',
    intervention: 3,
    questions: [
      mc('Which fraction is equivalent to $\\frac{1}{2}$?', [
        '*$\\frac{3}{6}$',
        '$\\frac{1}{3}$',
        '$\\frac{2}{3}$',
        '$\\frac{2}{6}$',
      ]),
      fill(
        'Use fraction strips to finish the sentence.',
        'One half is the same as [[4]] eighths and the same as [[2]] fourths.',
      ),
      text('How many sixths are equal to $\\frac{2}{3}$?', [4]),
    ],
    recheck: [
      mc('Which fraction is equivalent to $\\frac{1}{4}$?', [
        '*$\\frac{2}{8}$',
        '$\\frac{2}{4}$',
        '$\\frac{1}{8}$',
        '$\\frac{4}{8}$',
      ]),
      text('How many eighths are equal to $\\frac{3}{4}$?', [6]),
    ],
    challenge: {
      title: 'Equivalent fractions everywhere',
      body: para(
        'A strip cut in thirds and a strip cut in sixths: each third is the same as 2 sixths, so $\\frac{2}{3} = \\frac{4}{6}$. In the same way each fourth is 2 eighths, so $\\frac{3}{4} = \\frac{6}{8}$.',
        '**Your challenge:** which fraction is **not** equivalent to $\\frac{1}{2}$?',
      ),
      cfu: abcd('Which one is not equal to one half?', [
        '*$\\frac{3}{8}$',
        '$\\frac{2}{4}$',
        '$\\frac{3}{6}$',
        '$\\frac{4}{8}$',
      ]),
    },
    reteach: {
      title: 'Fold it and see',
      body: para(
        steps(
          'Fold a paper strip in half and shade one part: that is $\\frac{1}{2}$.',
          'Fold it in half again. Now there are 4 equal parts and 2 are shaded: $\\frac{2}{4}$.',
          'Fold once more: 8 equal parts and 4 are shaded: $\\frac{4}{8}$.',
        ),
        'We never changed how much was shaded, only how many pieces there are. That is why $\\frac{1}{2} = \\frac{2}{4} = \\frac{4}{8}$.',
      ),
      cfu: thumbs('Thumbs up if you can show $\\frac{1}{3} = \\frac{2}{6}$ by folding.'),
    },
  },
  exit: {
    std: '3.3H',
    intervention: 4,
    questions: [
      drop(
        'Choose the symbol that makes each comparison true.',
        `$\\frac{3}{8}$ ${relation(3 / 8, 5 / 8)} $\\frac{5}{8}$ and $\\frac{2}{3}$ ${relation(2 / 3, 2 / 6)} $\\frac{2}{6}$`,
      ),
      mc(
        'Lena ate $\\frac{2}{4}$ of her sandwich. Jay ate $\\frac{2}{3}$ of a sandwich that is the same size. Who ate more?',
        [
          '*Jay, because thirds are bigger than fourths',
          'Lena, because 4 is more than 3',
          'They ate the same amount',
          'Lena, because she ate 2 pieces',
        ],
      ),
      text('Which fraction is greater, $\\frac{5}{6}$ or $\\frac{5}{8}$? Type the greater fraction.', ['5/6']),
    ],
    recheck: [
      mc('Which symbol makes $\\frac{1}{3}$ __ $\\frac{1}{2}$ true?', ['*<', '>', '=']),
      order('Order the fractions from least to greatest.', ['$\\frac{1}{8}$', '$\\frac{1}{4}$', '$\\frac{1}{2}$']),
    ],
    challenge: {
      title: 'Three fractions in order',
      body: para(
        'All three fractions $\\frac{2}{8}$, $\\frac{2}{3}$ and $\\frac{2}{4}$ have 2 pieces. The biggest pieces are thirds, then fourths, then eighths.',
        show('\\frac{2}{3} > \\frac{2}{4} > \\frac{2}{8}'),
        '**Your challenge:** which is the least: $\\frac{3}{4}$, $\\frac{3}{8}$ or $\\frac{3}{6}$?',
      ),
      cfu: abc('Which fraction is the least?', ['*$\\frac{3}{8}$', '$\\frac{3}{4}$', '$\\frac{3}{6}$']),
    },
    reteach: {
      title: 'Two questions to ask',
      body: para(
        steps(
          'Are the **denominators** the same? Then the pieces are the same size. Count the pieces: $\\frac{4}{6} > \\frac{1}{6}$.',
          'Are the **numerators** the same? Then count is the same. Look at the piece size: halves are bigger than fourths, so $\\frac{1}{2} > \\frac{1}{4}$.',
        ),
        'Draw two bars the same length to check: the bar with more shaded wins.',
      ),
      cfu: yn('Is $\\frac{1}{8}$ of a pizza bigger than $\\frac{1}{4}$ of the same pizza?', 'no'),
    },
  },
});

// ---------------------------------------------------------------- RC2: multiplication and division problems

const crayons = { boxes: 6, each: 8 };
const stickers = { total: 42, friends: 6 };

const rc2 = lesson({
  key: 'g3-rc2-lesson-multiplication-division-problems',
  title: 'Solving Multiplication and Division Problems',
  description:
    'Students represent one- and two-step problems with arrays, strip diagrams and equations, and use the ' +
    'relationship between multiplication and division to solve them.',
  grade: '3',
  domainCode: 'RC2',
  mood: { template: 2, prompt: 'Show how much energy you have today: are you a sleepy turtle or a bouncy kangaroo?' },
  warmUp: on('3.4F', [
    text('Multiply: $7 \\times 8$', [7 * 8]),
    mc('Which division fact goes with $6 \\times 9 = 54$?', [
      '*$54 \\div 9 = 6$',
      '$54 \\div 6 = 8$',
      '$9 \\div 6 = 54$',
      '$54 \\div 5 = 9$',
    ]),
  ]),
  prior: {
    title: 'Equal groups and arrays',
    body: para(
      'Multiplication joins **equal groups**. $3 \\times 4$ means 3 groups of 4, or an array with 3 rows of 4.',
      show(`3 \\times 4 = 4 + 4 + 4 = ${3 * 4}`),
      'Division splits a total into equal groups. Because $3 \\times 4 = 12$, we know $12 \\div 3 = 4$.',
    ),
  },
  teach: [
    {
      title: 'Equal groups: write an equation',
      images: [dotArray(crayons.boxes, crayons.each)],
      body: para(
        `There are ${crayons.boxes} boxes with ${crayons.each} crayons in each box. How many crayons are there?`,
        `Picture an array with ${crayons.boxes} rows of ${crayons.each}. Let $c$ stand for the total.`,
        show(`${crayons.boxes} \\times ${crayons.each} = c \\qquad c = ${crayons.boxes * crayons.each}`),
        `There are ${crayons.boxes * crayons.each} crayons.`,
      ),
      cfu: abcd('There are 4 bags with 7 apples in each bag. Which equation shows the total, $a$?', [
        '*$4 \\times 7 = a$',
        '$4 + 7 = a$',
        '$7 - 4 = a$',
        '$7 \\div 4 = a$',
      ]),
    },
    {
      title: 'Sharing equally',
      body: para(
        `${stickers.total} stickers are shared equally among ${stickers.friends} friends. How many does each friend get?`,
        'A strip diagram shows the total split into 6 equal parts. We think: 6 times what number is 42?',
        show(
          `${stickers.friends} \\times ${stickers.total / stickers.friends} = ${stickers.total}, \\text{ so } ${stickers.total} \\div ${stickers.friends} = ${stickers.total / stickers.friends}`,
        ),
        `Each friend gets ${stickers.total / stickers.friends} stickers.`,
      ),
      cfu: tf('To check $42 \\div 6 = 7$, we can multiply $6 \\times 7$.', true),
      also: [yesNo('Can 35 stickers be shared equally among 5 friends with none left over?', 'yes')],
    },
    {
      title: 'Two steps',
      images: [
        {
          ...dotArray(3, 8),
          alt: 'An array of dots: 3 rows with 8 dots in each row, one row for each pack of 8 pencils',
        },
      ],
      body: para(
        'Mr. Ruiz has 3 packs of 8 pencils and 5 loose pencils. How many pencils does he have?',
        steps(`Multiply the packs: $3 \\times 8 = ${3 * 8}$.`, `Add the loose pencils: $${3 * 8} + 5 = ${3 * 8 + 5}$.`),
        'An equation for the whole problem: $3 \\times 8 + 5 = p$, so $p = 29$.',
      ),
      cfu: faces('How do you feel about solving two-step problems?'),
    },
  ],
  checkpoint: {
    std: '3.5B',
    intervention: 2,
    questions: [
      mc('An array has 5 rows of 9 chairs. Which equation shows the total number of chairs?', [
        `*$5 \\times 9 = ${5 * 9}$`,
        `$5 + 9 = ${5 + 9}$`,
        `$9 - 5 = ${9 - 5}$`,
        '$45 \\div 9 = 9$',
      ]),
      text('A strip diagram shows 36 split into 4 equal parts. What number is in each part?', [36 / 4]),
      fill(
        'Ms. Lee puts 24 books equally on 3 shelves.',
        `$24 \\div 3 =$ [[${24 / 3}]], so each shelf has [[${24 / 3}]] books.`,
      ),
    ],
    recheck: [
      text('A classroom has 7 rows with 6 desks in each row. How many desks are there?', [7 * 6]),
      mc('40 cards are put into 5 equal piles. Which equation finds $p$, the cards in each pile?', [
        '*$40 \\div 5 = p$',
        '$40 \\times 5 = p$',
        '$40 - 5 = p$',
        '$40 + 5 = p$',
      ]),
    ],
    challenge: {
      title: 'A bake sale problem',
      body: para(
        'A class bakes 48 cookies and puts 6 in each bag. They sell each bag for 3 dollars. How much money do they make?',
        steps(`Bags: $48 \\div 6 = ${48 / 6}$.`, `Money: $${48 / 6} \\times 3 = ${(48 / 6) * 3}$ dollars.`),
        '**Your challenge:** 56 markers are packed 8 to a box. Each box sells for 2 dollars. How much money do all the boxes bring in?',
      ),
      cfu: abcd('How many dollars?', [
        `*${(56 / 8) * 2} dollars`,
        `${56 / 8} dollars`,
        `${56 * 2} dollars`,
        `${56 + 8} dollars`,
      ]),
    },
    reteach: {
      title: 'Draw the groups',
      body: para(
        'Problem: 3 vases each hold 5 flowers. How many flowers?',
        steps(
          'Draw 3 circles for the vases.',
          'Put 5 dots in each circle.',
          `Skip count by 5s: 5, 10, 15. So $3 \\times 5 = ${3 * 5}$.`,
        ),
        'For division, start with all the dots and deal them into the circles one at a time, like dealing cards.',
      ),
      cfu: thumbs('Thumbs up if you can draw a picture for $4 \\times 6$.'),
    },
  },
  exit: {
    std: '3.4K',
    intervention: 3,
    questions: [
      text(
        'A class has 4 tables with 6 students at each table. Then 3 more students join. How many students are there now?',
        [4 * 6 + 3],
      ),
      mc('Mia has 45 beads. Each bracelet uses 9 beads. How many bracelets can she make?', [
        `*${45 / 9}`,
        `${45 - 9}`,
        `${45 + 9}`,
        '4',
      ]),
      sel('Select all the problems you can solve with $24 \\div 4$.', [
        '*24 pencils are shared equally by 4 students. How many does each get?',
        '*24 chairs are put in rows of 4. How many rows are there?',
        'There are 24 cars and 4 more arrive. How many cars are there?',
        'Each of 24 children has 4 crayons. How many crayons are there?',
      ]),
    ],
    recheck: [
      text('There are 8 packs of 5 juice boxes. The class drinks 6 juice boxes. How many are left?', [8 * 5 - 6]),
      mc('30 students make teams of 5. How many teams are there?', [
        `*${30 / 5}`,
        `${30 - 5}`,
        `${30 + 5}`,
        `${30 * 5}`,
      ]),
    ],
    challenge: {
      title: 'Muffins for sale',
      body: para(
        'A baker makes 9 trays of 7 muffins and sells 50 of them. How many are left?',
        steps(`$9 \\times 7 = ${9 * 7}$ muffins.`, `$${9 * 7} - 50 = ${9 * 7 - 50}$ muffins are left.`),
        '**Your challenge:** 6 boxes of 8 crayons are shared equally by 4 children. How many crayons does each child get?',
      ),
      cfu: abc('Crayons for each child?', [`*${(6 * 8) / 4}`, `${6 * 8 - 4}`, `${6 + 8 + 4}`]),
    },
    reteach: {
      title: 'A plan for word problems',
      body: para(
        'Problem: 5 bags hold 4 oranges each. We give away 7 oranges. How many are left?',
        steps(
          'Read and picture it: 5 bags, 4 in each.',
          `Find the total: $5 \\times 4 = ${5 * 4}$.`,
          `Take away the ones we give: $${5 * 4} - 7 = ${5 * 4 - 7}$.`,
          `Check: does ${5 * 4 - 7} make sense? It is less than ${5 * 4}, so yes.`,
        ),
      ),
      cfu: yn('In "5 bags of 4 oranges", do we multiply to find the total?', 'yes'),
    },
  },
});

// ---------------------------------------------------------------- RC3: area and perimeter

const rug = { l: 7, w: 4 };

const rc3 = lesson({
  key: 'g3-rc3-lesson-area-perimeter',
  title: 'Area and Perimeter of Rectangles',
  description:
    'Students find the area of rectangles as rows times unit squares in each row, split shapes into rectangles, and ' +
    'find the perimeter of polygons and a missing side length.',
  grade: '3',
  domainCode: 'RC3',
  mood: { template: 3, prompt: 'What is one thing that made you smile since yesterday?' },
  warmUp: [
    ...on('3.6B', [
      mc('Which shape has 4 equal sides and 4 right angles?', ['*Square', 'Trapezoid', 'Triangle', 'Pentagon']),
    ]),
    ...on('3.6A', [text('How many faces does a cube have?', [6])]),
  ],
  prior: {
    title: 'Squares, rows and sides',
    body: para(
      'A **unit square** is a square with sides 1 unit long. We can cover a flat shape with unit squares and count them.',
      'An array of 3 rows with 5 in each row has $3 \\times 5 = 15$ things. Counting rows and columns is faster than counting one by one!',
      'A **side** is a straight edge of a shape. A rectangle has 4 sides, and the opposite sides are the same length.',
    ),
  },
  teach: [
    {
      title: 'Area: rows times squares in each row',
      images: [labeledRectangle(`${rug.l} units`, `${rug.w} units`)],
      body: para(
        `A rug is ${rug.l} units long and ${rug.w} units wide. Cover it with unit squares: there are ${rug.w} rows with ${rug.l} squares in each row.`,
        show(`\\text{Area} = ${rug.w} \\times ${rug.l} = ${rug.l * rug.w} \\text{ square units}`),
        'Area tells how much space covers the inside of a shape. We measure it in **square units**.',
      ),
      cfu: abcd('What is the area of a rectangle 6 units long and 3 units wide?', [
        `*${6 * 3} square units`,
        `${6 + 3} square units`,
        `${6 * 3} units`,
        `${6 * 3 * 2} square units`,
      ]),
    },
    {
      title: 'Perimeter: the distance around',
      images: [labeledRectangle(`${rug.l} units`, `${rug.w} units`)],
      body: para(
        `Walk around the same rug and add every side: $${rug.l} + ${rug.w} + ${rug.l} + ${rug.w} = ${2 * (rug.l + rug.w)}$ units.`,
        'Perimeter tells how far it is **around** a shape. We measure it in units (like inches or meters).',
        `**Missing side:** a shape with 4 sides has a perimeter of 20 inches. Three sides are 6, 4 and 6 inches. The sides we know add to $6 + 4 + 6 = ${6 + 4 + 6}$, so the last side is $20 - ${6 + 4 + 6} = ${20 - 16}$ inches.`,
      ),
      cfu: yn('Is the perimeter of a rectangle 5 units long and 2 units wide equal to 14 units?', 'yes'),
      also: [trueFalse('Area measures the distance around a shape.', false)],
    },
    {
      title: 'Breaking a shape into rectangles',
      body: para(
        'An L-shaped garden can be split into two rectangles: one 4 by 3 and one 2 by 2.',
        show(`4 \\times 3 + 2 \\times 2 = ${4 * 3} + ${2 * 2} = ${4 * 3 + 2 * 2} \\text{ square units}`),
        'Add the areas of the parts to find the area of the whole shape.',
      ),
      cfu: faces('How do you feel about finding the area of shapes like this?'),
    },
  ],
  checkpoint: {
    std: '3.6C',
    intervention: 4,
    questions: [
      text(
        'A rectangle is covered by 5 rows of unit squares with 8 squares in each row. What is its area in square units?',
        [5 * 8],
      ),
      mc('A rug is 9 feet long and 3 feet wide. What is its area?', [
        `*${9 * 3} square feet`,
        `${9 + 3} square feet`,
        `${2 * (9 + 3)} square feet`,
        `${9 * 3} feet`,
      ]),
      drop(
        'A garden is 6 meters long and 4 meters wide.',
        `Its area is [[*$6 \\times 4$|$6 + 4$|$6 + 4 + 6 + 4$]], which is [[*${6 * 4}|${6 + 4}|${2 * (6 + 4)}]] square meters.`,
      ),
    ],
    recheck: [
      text('A rectangle has 8 rows with 7 unit squares in each row. What is its area in square units?', [8 * 7]),
      mc('What is the area of a rectangle 10 centimeters long and 5 centimeters wide?', [
        `*${10 * 5} square centimeters`,
        `${2 * (10 + 5)} square centimeters`,
        `${10 + 5} square centimeters`,
        `${10 * 5} centimeters`,
      ]),
    ],
    challenge: {
      title: 'Working backward from the area',
      body: para(
        'A poster has an area of 36 square inches and is 9 inches long. How wide is it? Think: $9 \\times ? = 36$.',
        show(`36 \\div 9 = ${36 / 9} \\text{ inches}`),
        '**Your challenge:** a rectangle has an area of 42 square units. One side is 6 units. How long is the other side?',
      ),
      cfu: abcd('The other side is…', [`*${42 / 6} units`, `${42 - 6} units`, `${42 + 6} units`, `${42 * 6} units`]),
    },
    reteach: {
      title: 'Count rows, then multiply',
      body: para(
        'Picture a rectangle with 4 rows of 5 squares.',
        steps(
          'Count the rows: 4.',
          'Count the squares in one row: 5.',
          `Skip count by 5 four times: 5, 10, 15, 20. So $4 \\times 5 = ${4 * 5}$ square units.`,
        ),
        'Every row has the same number of squares, so multiplying always works for rectangles.',
      ),
      cfu: thumbs('Thumbs up if you can find the area of a rectangle with 3 rows of 6 squares.'),
    },
  },
  exit: {
    std: '3.7B',
    intervention: 2,
    questions: [
      text('What is the perimeter of a rectangle 9 centimeters long and 5 centimeters wide, in centimeters?', [
        2 * (9 + 5),
      ]),
      mc('A triangle has a perimeter of 24 inches. Two sides are 7 inches and 9 inches. How long is the third side?', [
        `*${24 - 7 - 9} inches`,
        `${7 + 9} inches`,
        `${24 + 7 + 9} inches`,
        `${9 - 7} inches`,
      ]),
      fill('A square garden has sides that are each 6 meters long.', `Its perimeter is [[${4 * 6}]] meters.`),
    ],
    recheck: [
      text('A pentagon has 5 sides that are each 5 centimeters long. What is its perimeter in centimeters?', [5 * 5]),
      text('A rectangle has a perimeter of 30 feet. It is 10 feet long. How many feet wide is it?', [
        (30 - 2 * 10) / 2,
      ]),
    ],
    challenge: {
      title: 'Missing sides of a rectangle',
      body: para(
        'A rectangle has a perimeter of 26 meters and is 8 meters long. The two long sides use $8 + 8 = 16$ meters.',
        show(`26 - 16 = 10, \\quad 10 \\div 2 = ${10 / 2} \\text{ meters wide}`),
        '**Your challenge:** a square has a perimeter of 36 centimeters. How long is each side?',
      ),
      cfu: abc('Each side is…', [`*${36 / 4} centimeters`, `${36 - 4} centimeters`, '6 centimeters']),
    },
    reteach: {
      title: 'Trace and add',
      body: para(
        'A shape has sides of 3, 5, 4 and 6 inches.',
        steps(
          'Put your finger on one corner and trace around the shape.',
          'Say each side length as you pass it: 3, 5, 4, 6.',
          `Add them: $3 + 5 + 4 + 6 = ${3 + 5 + 4 + 6}$ inches.`,
        ),
      ),
      cfu: yn('To find the perimeter, do we add the lengths of all the sides?', 'yes'),
    },
  },
});

// ---------------------------------------------------------------- RC4: frequency tables and bar graphs

const fruit = [
  ['Apple', 8],
  ['Banana', 5],
  ['Grapes', 11],
  ['Orange', 4],
] as const;
const fruitTotal = fruit.reduce((n, [, v]) => n + v, 0);
const books = [
  ['Monday', 6],
  ['Tuesday', 9],
  ['Wednesday', 4],
  ['Thursday', 7],
] as const;
const booksTotal = books.reduce((n, [, v]) => n + v, 0);
const booksTable = grid([['\\text{Day}', '\\text{Books read}'], ...books.map(([d, n]) => [`\\text{${d}}`, n])]);
const booksOn = (day: string) => books.find(([d]) => d === day)?.[1] as number;

const rc4 = lesson({
  key: 'g3-rc4-lesson-frequency-tables-graphs',
  title: 'Frequency Tables, Pictographs and Bar Graphs',
  description:
    'Students summarize data in frequency tables, read pictographs and bar graphs with scaled intervals, and solve ' +
    'one- and two-step problems with the data.',
  grade: '3',
  domainCode: 'RC4',
  mood: { template: 4, prompt: 'If today were a kind of weather, would it be sunny, cloudy or rainy for you?' },
  warmUp: [
    ...on('3.9A', [
      mc('Why do people work at jobs?', ['*To earn income', 'To spend savings', 'To borrow money', 'To pay less tax']),
    ]),
    ...on('3.9E', [
      mc('Which is a good reason to save money?', [
        '*To buy something that costs a lot later',
        'To spend it all today',
        'To lose it',
        'To owe money',
      ]),
    ]),
  ],
  prior: {
    title: 'Counting with tally marks',
    body: para(
      'We use **tally marks** to count quickly. Four marks and a slash across them make a group of 5.',
      'Two full groups and 3 more marks stand for $5 + 5 + 3 = 13$.',
      'A **scale** on a graph counts by the same amount each time, like 0, 2, 4, 6 or 0, 5, 10, 15.',
    ),
  },
  teach: [
    {
      title: 'Making a frequency table',
      images: [
        barGraph({
          name: 'lesson-g3-favorite-fruit',
          title: 'Favorite Fruit',
          categories: fruit.map(([f]) => f),
          values: fruit.map(([, n]) => n),
          step: 2,
          max: 12,
          yTitle: 'Votes',
        }),
      ],
      body: para(
        'Our class voted for a favorite fruit. We counted the tallies and wrote the numbers in a **frequency table**.',
        grid([['\\text{Fruit}', '\\text{Votes}'], ...fruit.map(([f, n]) => [`\\text{${f}}`, n])]),
        `In all, $${fruit.map(([, n]) => n).join(' + ')} = ${fruitTotal}$ students voted.`,
      ),
      cfu: abcd('How many more students chose grapes than banana?', [`*${11 - 5}`, `${11 + 5}`, '5', '11']),
    },
    {
      title: 'Pictographs and bar graphs',
      body: para(
        'In a **pictograph** the key tells what one picture stands for. If each picture stands for 5 students, a row with 4 pictures shows $4 \\times 5 = 20$ students.',
        'In a **bar graph** with a scale of 2 (0, 2, 4, 6, 8, …), a bar that ends halfway between 6 and 8 shows 7.',
      ),
      cfu: tf('If each picture stands for 5 students, 3 pictures stand for 15 students.', true),
      also: [yesNo('On a scale of 0, 2, 4, 6, 8, does a bar that ends exactly on the 8 line show 8?', 'yes')],
    },
  ],
  checkpoint: {
    std: '3.8A',
    skillBuilder: true,
    intervention: 3,
    questions: [
      text('Votes for class pet: dog, cat, dog, fish, dog, cat, dog. How many votes are for dog?', [4]),
      mc('A bar graph has a scale of 0, 2, 4, 6, 8. A bar ends halfway between 6 and 8. What number does it show?', [
        '*7',
        '6',
        '8',
        '14',
      ]),
      fill(
        'A pictograph key says each picture stands for 4 books. Sam has 3 pictures.',
        `Sam read [[${3 * 4}]] books.`,
      ),
    ],
    recheck: [
      text('Colors picked: red, blue, red, red, green, blue. How many students picked red?', [3]),
      mc('Each picture in a pictograph stands for 2 students. A row has 5 pictures. How many students does it show?', [
        `*${5 * 2}`,
        '5',
        `${5 + 2}`,
        '2',
      ]),
    ],
    challenge: {
      title: 'Half a picture',
      body: para(
        'If each picture stands for 4 books, half a picture stands for 2 books. A row with 3 and a half pictures shows $4 + 4 + 4 + 2 = 14$ books.',
        '**Your challenge:** each picture stands for 10 students. A row has 4 and a half pictures. How many students is that?',
      ),
      cfu: abcd('How many students?', [`*${4 * 10 + 5}`, `${4 * 10}`, '4', `${5 * 10}`]),
    },
    reteach: {
      title: 'Tally, count, write',
      body: para(
        'Data: sun, rain, sun, snow, sun, rain.',
        steps(
          'Make a row for each kind of weather.',
          'Make one tally mark for each day as you read the list.',
          'Count each row and write the number: sun 3, rain 2, snow 1.',
        ),
        'Check: $3 + 2 + 1 = 6$, the same as the number of days in the list.',
      ),
      cfu: thumbs('Thumbs up if you can turn tally marks into a number.'),
    },
  },
  exit: {
    std: '3.8B',
    intervention: 4,
    questions: [
      text(para('The table shows the books a class read.', booksTable, 'How many books did they read in all?'), [
        booksTotal,
      ]),
      mc(para('Use the table.', booksTable, 'How many more books were read on Tuesday than on Wednesday?'), [
        `*${booksOn('Tuesday') - booksOn('Wednesday')}`,
        `${booksOn('Tuesday') + booksOn('Wednesday')}`,
        `${booksOn('Tuesday')}`,
        `${booksOn('Wednesday')}`,
      ]),
      sel(
        para('Use the table.', booksTable, 'Select all the days when more than 5 books were read.'),
        books.map(([d, n]) => `${n > 5 ? '*' : ''}${d}`),
      ),
    ],
    recheck: [
      text(para('Use the table.', booksTable, 'How many more books were read on Thursday than on Monday?'), [
        booksOn('Thursday') - booksOn('Monday'),
      ]),
      mc(para('Use the table.', booksTable, 'How many books were read on Monday and Wednesday together?'), [
        `*${booksOn('Monday') + booksOn('Wednesday')}`,
        `${booksOn('Monday') - booksOn('Wednesday')}`,
        `${booksOn('Monday')}`,
        `${booksTotal}`,
      ]),
    ],
    challenge: {
      title: 'Reaching a goal',
      body: para(
        booksTable,
        `The class goal is 40 books. After Thursday they have read ${booksTotal}, so they need $40 - ${booksTotal} = ${40 - booksTotal}$ more.`,
        '**Your challenge:** on Friday they read 2 more books than on Tuesday. How many books did they read Monday through Friday?',
      ),
      cfu: abc('Books for the whole week?', [
        `*${booksTotal + booksOn('Tuesday') + 2}`,
        `${booksTotal + 2}`,
        `${booksOn('Tuesday') + 2}`,
      ]),
    },
    reteach: {
      title: 'Find it, then decide',
      body: para(
        booksTable,
        steps(
          'Find the numbers you need in the table: Tuesday 9 and Monday 6.',
          'Decide: "how many more" means subtract; "in all" or "together" means add.',
          `Solve: $9 - 6 = ${9 - 6}$ more books on Tuesday.`,
        ),
      ),
      cfu: yn('Does "how many in all" mean we should add?', 'yes'),
    },
  },
});

export const GRADE_3: SeedLesson[] = [rc1, rc2, rc3, rc4];
