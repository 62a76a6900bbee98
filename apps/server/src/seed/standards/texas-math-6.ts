import { mathProcessStandards } from './texas-math-process';
import { type GradeSeed, MATH_RC, READINESS as R, SUPPORTING as S } from './types';

// 19 TAC §111.26, Mathematics, Grade 6 (adopted 2012), grouped as the STAAR Grade 6 Mathematics assessed
// curriculum groups them. Not assessed on STAAR: 6.14D. (6.11: a single expectation, known as 6.11A.)
export const texasMathGrade6: GradeSeed = {
  grade: '6',
  domains: [
    {
      code: 'RC1',
      name: MATH_RC.RC1,
      standards: [
        {
          code: '6.2A',
          emphasis: S,
          description:
            'Classify whole numbers, integers, and rational numbers using a visual representation such as a Venn diagram to describe relationships between sets of numbers.',
        },
        { code: '6.2B', emphasis: S, description: 'Identify a number, its opposite, and its absolute value.' },
        {
          code: '6.2C',
          emphasis: S,
          description: 'Locate, compare, and order integers and rational numbers using a number line.',
        },
        {
          code: '6.2D',
          emphasis: R,
          description: 'Order a set of rational numbers arising from mathematical and real-world contexts.',
        },
        {
          code: '6.2E',
          emphasis: S,
          description:
            'Extend representations for division to include fraction notation such as a/b represents the same number as a ÷ b where b ≠ 0.',
        },
        {
          code: '6.4C',
          emphasis: S,
          description:
            'Give examples of ratios as multiplicative comparisons of two quantities describing the same attribute.',
        },
        {
          code: '6.4D',
          emphasis: S,
          description:
            'Give examples of rates as the comparison by division of two quantities having different attributes, including rates as quotients.',
        },
        {
          code: '6.4E',
          emphasis: S,
          description: 'Represent ratios and percents with concrete models, fractions, and decimals.',
        },
        {
          code: '6.4F',
          emphasis: S,
          description:
            'Represent benchmark fractions and percents such as 1%, 10%, 25%, 33 1/3%, and multiples of these values using 10 by 10 grids, strip diagrams, number lines, and numbers.',
        },
        {
          code: '6.4G',
          emphasis: R,
          description:
            'Generate equivalent forms of fractions, decimals, and percents using real-world problems, including problems that involve money.',
        },
        {
          code: '6.5C',
          emphasis: S,
          description: 'Use equivalent fractions, decimals, and percents to show equal parts of the same whole.',
        },
        {
          code: '6.7A',
          emphasis: R,
          description:
            'Generate equivalent numerical expressions using order of operations, including whole number exponents, and prime factorization.',
        },
        {
          code: '6.7B',
          emphasis: S,
          description: 'Distinguish between expressions and equations verbally, numerically, and algebraically.',
        },
        {
          code: '6.7C',
          emphasis: S,
          description:
            'Determine if two expressions are equivalent using concrete models, pictorial models, and algebraic representations.',
        },
        {
          code: '6.7D',
          emphasis: R,
          description:
            'Generate equivalent expressions using the properties of operations: inverse, identity, commutative, associative, and distributive properties.',
        },
      ],
    },
    {
      code: 'RC2',
      name: MATH_RC.RC2,
      standards: [
        {
          code: '6.3A',
          emphasis: S,
          description:
            'Recognize that dividing by a rational number and multiplying by its reciprocal result in equivalent values.',
        },
        {
          code: '6.3B',
          emphasis: S,
          description:
            'Determine, with and without computation, whether a quantity is increased or decreased when multiplied by a fraction, including values greater than or less than one.',
        },
        {
          code: '6.3C',
          emphasis: S,
          description:
            'Represent integer operations with concrete models and connect the actions with the models to standardized algorithms.',
        },
        {
          code: '6.3D',
          emphasis: R,
          description: 'Add, subtract, multiply, and divide integers fluently.',
          breakouts: [
            { code: '6.3D.1', description: 'Add integers fluently.' },
            { code: '6.3D.2', description: 'Subtract integers fluently.' },
            { code: '6.3D.3', description: 'Multiply integers fluently.' },
            { code: '6.3D.4', description: 'Divide integers fluently.' },
          ],
        },
        {
          code: '6.3E',
          emphasis: R,
          description: 'Multiply and divide positive rational numbers fluently.',
          breakouts: [
            { code: '6.3E.1', description: 'Multiply positive rational numbers fluently.' },
            { code: '6.3E.2', description: 'Divide positive rational numbers fluently.' },
          ],
        },
        {
          code: '6.4A',
          emphasis: S,
          description:
            'Compare two rules verbally, numerically, graphically, and symbolically in the form of y = ax or y = x + a in order to differentiate between additive and multiplicative relationships.',
        },
        {
          code: '6.4B',
          emphasis: R,
          description:
            'Apply qualitative and quantitative reasoning to solve prediction and comparison of real-world problems involving ratios and rates.',
        },
        {
          code: '6.5A',
          emphasis: S,
          description:
            'Represent mathematical and real-world problems involving ratios and rates using scale factors, tables, graphs, and proportions.',
        },
        {
          code: '6.5B',
          emphasis: R,
          description:
            'Solve real-world problems to find the whole given a part and the percent, to find the part given the whole and the percent, and to find the percent given the part and the whole, including the use of concrete and pictorial models.',
          breakouts: [
            {
              code: '6.5B.1',
              description: 'Solve real-world problems to find the whole given a part and the percent.',
            },
            {
              code: '6.5B.2',
              description: 'Solve real-world problems to find the part given the whole and the percent.',
            },
            {
              code: '6.5B.3',
              description: 'Solve real-world problems to find the percent given the part and the whole.',
            },
          ],
        },
        {
          code: '6.6A',
          emphasis: S,
          description: 'Identify independent and dependent quantities from tables and graphs.',
        },
        {
          code: '6.6B',
          emphasis: S,
          description:
            'Write an equation that represents the relationship between independent and dependent quantities from a table.',
        },
        {
          code: '6.6C',
          emphasis: R,
          description:
            'Represent a given situation using verbal descriptions, tables, graphs, and equations in the form y = kx or y = x + b.',
        },
        {
          code: '6.9A',
          emphasis: S,
          description:
            'Write one-variable, one-step equations and inequalities to represent constraints or conditions within problems.',
        },
        {
          code: '6.9B',
          emphasis: S,
          description: 'Represent solutions for one-variable, one-step equations and inequalities on number lines.',
        },
        {
          code: '6.9C',
          emphasis: S,
          description:
            'Write corresponding real-world problems given one-variable, one-step equations or inequalities.',
        },
        {
          code: '6.10A',
          emphasis: R,
          description:
            'Model and solve one-variable, one-step equations and inequalities that represent problems, including geometric concepts.',
          breakouts: [
            {
              code: '6.10A.1',
              description:
                'Model and solve one-variable, one-step equations that represent problems, including geometric concepts.',
            },
            {
              code: '6.10A.2',
              description:
                'Model and solve one-variable, one-step inequalities that represent problems, including geometric concepts.',
            },
          ],
        },
        {
          code: '6.10B',
          emphasis: S,
          description: 'Determine if the given value(s) make(s) one-variable, one-step equations or inequalities true.',
        },
      ],
    },
    {
      code: 'RC3',
      name: MATH_RC.RC3,
      standards: [
        {
          code: '6.4H',
          emphasis: R,
          description: 'Convert units within a measurement system, including the use of proportions and unit rates.',
        },
        {
          code: '6.8A',
          emphasis: S,
          description:
            'Extend previous knowledge of triangles and their properties to include the sum of angles of a triangle, the relationship between the lengths of sides and measures of angles in a triangle, and determining when three lengths form a triangle.',
        },
        {
          code: '6.8B',
          emphasis: S,
          description:
            'Model area formulas for parallelograms, trapezoids, and triangles by decomposing and rearranging parts of these shapes.',
        },
        {
          code: '6.8C',
          emphasis: S,
          description:
            'Write equations that represent problems related to the area of rectangles, parallelograms, trapezoids, and triangles and volume of right rectangular prisms where dimensions are positive rational numbers.',
        },
        {
          code: '6.8D',
          emphasis: R,
          description:
            'Determine solutions for problems involving the area of rectangles, parallelograms, trapezoids, and triangles and volume of right rectangular prisms where dimensions are positive rational numbers.',
          breakouts: [
            {
              code: '6.8D.1',
              description:
                'Determine solutions for problems involving the area of rectangles, parallelograms, trapezoids, and triangles where dimensions are positive rational numbers.',
            },
            {
              code: '6.8D.2',
              description:
                'Determine solutions for problems involving the volume of right rectangular prisms where dimensions are positive rational numbers.',
            },
          ],
        },
        {
          code: '6.11A',
          emphasis: R,
          description: 'Graph points in all four quadrants using ordered pairs of rational numbers.',
        },
      ],
    },
    {
      code: 'RC4',
      name: MATH_RC.RC4,
      standards: [
        {
          code: '6.12A',
          emphasis: S,
          description:
            'Represent numeric data graphically, including dot plots, stem-and-leaf plots, histograms, and box plots.',
        },
        {
          code: '6.12B',
          emphasis: S,
          description:
            'Use the graphical representation of numeric data to describe the center, spread, and shape of the data distribution.',
        },
        {
          code: '6.12C',
          emphasis: R,
          description:
            'Summarize numeric data with numerical summaries, including the mean and median (measures of center) and the range and interquartile range (IQR) (measures of spread), and use these summaries to describe the center, spread, and shape of the data distribution.',
        },
        {
          code: '6.12D',
          emphasis: R,
          description:
            'Summarize categorical data with numerical and graphical summaries, including the mode, the percent of values in each category (relative frequency table), and the percent bar graph, and use these summaries to describe the data distribution.',
        },
        {
          code: '6.13A',
          emphasis: R,
          description:
            'Interpret numeric data summarized in dot plots, stem-and-leaf plots, histograms, and box plots.',
        },
        {
          code: '6.13B',
          emphasis: S,
          description: 'Distinguish between situations that yield data with and without variability.',
        },
        {
          code: '6.14A',
          emphasis: S,
          description:
            'Compare the features and costs of a checking account and a debit card offered by different local financial institutions.',
        },
        { code: '6.14B', emphasis: S, description: 'Distinguish between debit cards and credit cards.' },
        {
          code: '6.14C',
          emphasis: S,
          description: 'Balance a check register that includes deposits, withdrawals, and transfers.',
        },
        { code: '6.14D', description: 'Explain why it is important to establish a positive credit history.' },
        {
          code: '6.14E',
          emphasis: S,
          description: 'Describe the information in a credit report and how long it is retained.',
        },
        {
          code: '6.14F',
          emphasis: S,
          description: 'Describe the value of credit reports to borrowers and to lenders.',
        },
        {
          code: '6.14G',
          emphasis: S,
          description:
            'Explain various methods to pay for college, including through savings, grants, scholarships, student loans, and work-study.',
        },
        {
          code: '6.14H',
          emphasis: S,
          description:
            'Compare the annual salary of several occupations requiring various levels of post-secondary education or vocational training and calculate the effects of the different annual salaries on lifetime income.',
        },
      ],
    },
    mathProcessStandards('6'),
  ],
};
