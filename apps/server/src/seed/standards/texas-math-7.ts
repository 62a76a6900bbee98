import { mathProcessStandards } from './texas-math-process';
import { type GradeSeed, MATH_RC, READINESS as R, SUPPORTING as S } from './types';

// 19 TAC §111.27, Mathematics, Grade 7 (adopted 2012), grouped as the STAAR Grade 7 Mathematics assessed
// curriculum groups them; its first reporting category is "Probability and Numerical Representations".
// Not assessed on STAAR: 7.6B, 7.6F, 7.8A-7.8C. 7.6F and 7.12B have the same official text.
// (7.2, 7.7: a single expectation each, known as 7.2A and 7.7A.)
export const texasMathGrade7: GradeSeed = {
  grade: '7',
  domains: [
    {
      code: 'RC1',
      name: 'Probability and Numerical Representations',
      standards: [
        {
          code: '7.2A',
          emphasis: S,
          description:
            'Extend previous knowledge of sets and subsets using a visual representation to describe relationships between sets of rational numbers.',
        },
        {
          code: '7.6A',
          emphasis: S,
          description: 'Represent sample spaces for simple and compound events using lists and tree diagrams.',
        },
        {
          code: '7.6B',
          description:
            'Select and use different simulations to represent simple and compound events with and without technology.',
        },
        {
          code: '7.6C',
          emphasis: S,
          description:
            'Make predictions and determine solutions using experimental data for simple and compound events.',
        },
        {
          code: '7.6D',
          emphasis: S,
          description:
            'Make predictions and determine solutions using theoretical probability for simple and compound events.',
        },
        {
          code: '7.6E',
          emphasis: S,
          description:
            'Find the probabilities of a simple event and its complement and describe the relationship between the two.',
        },
        {
          code: '7.6H',
          emphasis: R,
          description:
            'Solve problems using qualitative and quantitative predictions and comparisons from simple experiments.',
        },
        {
          code: '7.6I',
          emphasis: R,
          description:
            'Determine experimental and theoretical probabilities related to simple and compound events using data and sample spaces.',
          breakouts: [
            {
              code: '7.6I.1',
              description:
                'Determine experimental probabilities related to simple and compound events using data and sample spaces.',
            },
            {
              code: '7.6I.2',
              description:
                'Determine theoretical probabilities related to simple and compound events using data and sample spaces.',
            },
          ],
        },
      ],
    },
    {
      code: 'RC2',
      name: MATH_RC.RC2,
      standards: [
        {
          code: '7.3A',
          emphasis: S,
          description: 'Add, subtract, multiply, and divide rational numbers fluently.',
          breakouts: [
            { code: '7.3A.1', description: 'Add rational numbers fluently.' },
            { code: '7.3A.2', description: 'Subtract rational numbers fluently.' },
            { code: '7.3A.3', description: 'Multiply rational numbers fluently.' },
            { code: '7.3A.4', description: 'Divide rational numbers fluently.' },
          ],
        },
        {
          code: '7.3B',
          emphasis: R,
          description:
            'Apply and extend previous understandings of operations to solve problems using addition, subtraction, multiplication, and division of rational numbers.',
        },
        {
          code: '7.4A',
          emphasis: R,
          description:
            'Represent constant rates of change in mathematical and real-world problems given pictorial, tabular, verbal, numeric, graphical, and algebraic representations, including d = rt.',
        },
        {
          code: '7.4B',
          emphasis: S,
          description: 'Calculate unit rates from rates in mathematical and real-world problems.',
        },
        {
          code: '7.4C',
          emphasis: S,
          description:
            'Determine the constant of proportionality (k = y/x) within mathematical and real-world problems.',
        },
        {
          code: '7.4D',
          emphasis: R,
          description:
            'Solve problems involving ratios, rates, and percents, including multi-step problems involving percent increase and percent decrease, and financial literacy problems.',
        },
        {
          code: '7.7A',
          emphasis: R,
          description:
            'Represent linear relationships using verbal descriptions, tables, graphs, and equations that simplify to the form y = mx + b.',
        },
        {
          code: '7.10A',
          emphasis: S,
          description:
            'Write one-variable, two-step equations and inequalities to represent constraints or conditions within problems.',
        },
        {
          code: '7.10B',
          emphasis: S,
          description: 'Represent solutions for one-variable, two-step equations and inequalities on number lines.',
        },
        {
          code: '7.10C',
          emphasis: S,
          description:
            'Write a corresponding real-world problem given a one-variable, two-step equation or inequality.',
        },
        {
          code: '7.11A',
          emphasis: R,
          description: 'Model and solve one-variable, two-step equations and inequalities.',
          breakouts: [
            { code: '7.11A.1', description: 'Model and solve one-variable, two-step equations.' },
            { code: '7.11A.2', description: 'Model and solve one-variable, two-step inequalities.' },
          ],
        },
        {
          code: '7.11B',
          emphasis: S,
          description:
            'Determine if the given value(s) make(s) one-variable, two-step equations and inequalities true.',
        },
      ],
    },
    {
      code: 'RC3',
      name: MATH_RC.RC3,
      standards: [
        {
          code: '7.4E',
          emphasis: S,
          description:
            'Convert between measurement systems, including the use of proportions and the use of unit rates.',
        },
        {
          code: '7.5A',
          emphasis: S,
          description:
            'Generalize the critical attributes of similarity, including ratios within and between similar shapes.',
        },
        {
          code: '7.5B',
          emphasis: S,
          description: 'Describe π as the ratio of the circumference of a circle to its diameter.',
        },
        {
          code: '7.5C',
          emphasis: R,
          description: 'Solve mathematical and real-world problems involving similar shape and scale drawings.',
        },
        {
          code: '7.8A',
          description:
            'Model the relationship between the volume of a rectangular prism and a rectangular pyramid having both congruent bases and heights and connect that relationship to the formulas.',
        },
        {
          code: '7.8B',
          description:
            'Explain verbally and symbolically the relationship between the volume of a triangular prism and a triangular pyramid having both congruent bases and heights and connect that relationship to the formulas.',
        },
        {
          code: '7.8C',
          description:
            'Use models to determine the approximate formulas for the circumference and area of a circle and connect the models to the actual formulas.',
        },
        {
          code: '7.9A',
          emphasis: R,
          description:
            'Solve problems involving the volume of rectangular prisms, triangular prisms, rectangular pyramids, and triangular pyramids.',
          breakouts: [
            { code: '7.9A.1', description: 'Solve problems involving the volume of rectangular prisms.' },
            { code: '7.9A.2', description: 'Solve problems involving the volume of triangular prisms.' },
            { code: '7.9A.3', description: 'Solve problems involving the volume of rectangular pyramids.' },
            { code: '7.9A.4', description: 'Solve problems involving the volume of triangular pyramids.' },
          ],
        },
        {
          code: '7.9B',
          emphasis: R,
          description: 'Determine the circumference and area of circles.',
          breakouts: [
            { code: '7.9B.1', description: 'Determine the circumference of circles.' },
            { code: '7.9B.2', description: 'Determine the area of circles.' },
          ],
        },
        {
          code: '7.9C',
          emphasis: R,
          description:
            'Determine the area of composite figures containing combinations of rectangles, squares, parallelograms, trapezoids, triangles, semicircles, and quarter circles.',
        },
        {
          code: '7.9D',
          emphasis: S,
          description:
            "Solve problems involving the lateral and total surface area of a rectangular prism, rectangular pyramid, triangular prism, and triangular pyramid by determining the area of the shape's net.",
        },
        {
          code: '7.11C',
          emphasis: S,
          description:
            'Write and solve equations using geometry concepts, including the sum of the angles in a triangle, and angle relationships.',
        },
      ],
    },
    {
      code: 'RC4',
      name: MATH_RC.RC4,
      standards: [
        { code: '7.6F', description: 'Use data from a random sample to make inferences about a population.' },
        {
          code: '7.6G',
          emphasis: R,
          description:
            'Solve problems using data represented in bar graphs, dot plots, and circle graphs, including part-to-whole and part-to-part comparisons and equivalents.',
        },
        {
          code: '7.12A',
          emphasis: R,
          description:
            'Compare two groups of numeric data using comparative dot plots or box plots by comparing their shapes, centers, and spreads.',
        },
        {
          code: '7.12B',
          emphasis: S,
          description: 'Use data from a random sample to make inferences about a population.',
        },
        {
          code: '7.12C',
          emphasis: S,
          description:
            'Compare two populations based on data in random samples from these populations, including informal comparative inferences about differences between the two populations.',
        },
        {
          code: '7.13A',
          emphasis: S,
          description: 'Calculate the sales tax for a given purchase and calculate income tax for earned wages.',
        },
        {
          code: '7.13B',
          emphasis: S,
          description:
            'Identify the components of a personal budget, including income; planned savings for college, retirement, and emergencies; taxes; and fixed and variable expenses, and calculate what percentage each category comprises of the total budget.',
        },
        {
          code: '7.13C',
          emphasis: S,
          description:
            'Create and organize a financial assets and liabilities record and construct a net worth statement.',
        },
        {
          code: '7.13D',
          emphasis: S,
          description:
            "Use a family budget estimator to determine the minimum household budget and average hourly wage needed for a family to meet its basic needs in the student's city or another large city nearby.",
        },
        {
          code: '7.13E',
          emphasis: S,
          description: 'Calculate and compare simple interest and compound interest earnings.',
        },
        {
          code: '7.13F',
          emphasis: S,
          description: 'Analyze and compare monetary incentives, including sales, rebates, and coupons.',
        },
      ],
    },
    mathProcessStandards('7'),
  ],
};
