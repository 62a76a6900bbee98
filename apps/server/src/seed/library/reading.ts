// Reading: a grade 3 literary passage and a grade 4 informational article, STAAR-style.
import { about, cr, drop, fill, mc, on, order, reflect, sel, sheet, table, text } from './build';
import type { SeedWorksheet } from './types';

const ROOFTOP_GARDEN = `Rosa lived on the fourth floor of a tall apartment building in San Antonio. There was no yard, only a flat, sunny roof where people hung their laundry. Every summer, Rosa's grandfather, Abuelo Tomás, told stories about the garden he had kept when he was a boy. "We grew tomatoes as big as your fist," he would say, holding up his hand.

One morning in June, Rosa had an idea. "Abuelo, let's grow tomatoes on the roof!"

Abuelo smiled. "A garden needs more than an idea, mija. It needs patience."

They filled six old buckets with soil and planted tiny tomato seedlings. Rosa's little brother, Mateo, painted a sign that said ROSA'S GARDEN in bright green letters. Every evening, Rosa carried water up the stairs.

But the July sun was fierce. By the second week of July, the leaves had turned yellow and droopy. Rosa sat down beside the buckets and felt tears sting her eyes. "The roof is too hot," she said. "Maybe gardens don't belong up here."

Abuelo sat down next to her. He didn't say anything for a while. Then he pointed at the big striped umbrella leaning against the wall. "Plants get thirsty and tired, just like people. What do people do when the sun is too strong?"

Rosa wiped her eyes. "They find shade!"

Together they tied the old umbrella to a chair so that its shadow fell across the buckets during the hottest part of the afternoon. Mr. Kim from the third floor saw what they were doing. The next day he carried up a plastic tub and set it under the drainpipe to catch rainwater. "Rain is free," he said with a wink.

Day by day, the plants stood up a little straighter. New leaves unfolded, and small yellow flowers appeared. By the end of August, the vines were heavy with red tomatoes.

Rosa picked the biggest one and held it next to Abuelo's fist. It was almost the same size. Then she filled a basket and knocked on every door on the third and fourth floors. Soon the whole building smelled like Abuelo's salsa.

"Next summer," said Mr. Kim, "maybe we can grow peppers too."

Rosa grinned. "We'll need more buckets, and more patience."`;

const g3 = sheet({
  key: 'g3-reading-rooftop-garden',
  title: 'The Rooftop Garden: Characters, Plot, Setting and Theme',
  description:
    'Literary text: read a realistic fiction story, then explain the characters and how they change, the plot ' +
    'and its conflict and resolution, how the setting shapes the plot, and the theme.',
  grade: '3',
  subject: 'Reading',
  domainCode: 'GENRE',
  isFullTopic: true,
  passages: [{ key: 'story', title: 'The Rooftop Garden', body: ROOFTOP_GARDEN }],
  questions: about('story', [
    ...on('3.8D', [
      text('In which city does Rosa live?', ['San Antonio', 'San Antonio, Texas', 'San Antonio TX']),
      drop(
        'Choose the words that make the sentences true.',
        'The story takes place on the [[*roof of an apartment building|farm|school playground]] during the [[*summer|winter]]. The hot sun is a problem because it makes the plants [[*wilt and turn yellow|grow too fast]].',
      ),
      mc('How does the setting cause the problem in the story?', [
        '*The roof gets so hot in July that the young plants start to dry out.',
        'The building has too many floors for Rosa to climb.',
        'It rains too much in San Antonio for tomatoes to grow.',
        'The roof is too dark for plants to get sunlight.',
      ]),
    ]),
    ...on('3.8C', [
      mc('What is the main problem in the story?', [
        "*Rosa's tomato plants are wilting in the heat on the roof.",
        'Mateo paints the sign with the wrong color.',
        'Mr. Kim does not want a garden on the roof.',
        'Abuelo forgets how to grow tomatoes.',
      ]),
      order('Put the events from the story in order.', [
        'Rosa and Abuelo plant tomato seedlings in buckets.',
        'The leaves turn yellow in the July heat.',
        'Rosa and Abuelo tie an umbrella to a chair to make shade.',
        'Mr. Kim sets out a tub to catch rainwater.',
        'Rosa shares a basket of tomatoes with her neighbors.',
      ]),
      mc('How is the problem solved?', [
        '*Rosa and Abuelo make shade with an umbrella, and Mr. Kim helps collect water.',
        'Rosa moves the buckets into the apartment.',
        'Rosa buys tomatoes at the store instead.',
        'A storm cools the roof for the rest of the summer.',
      ]),
      table(
        'Complete the story map with details from the story.',
        ['Story detail', 'Answer'],
        [
          ['Main character', '[[Rosa]]'],
          ['Month when the leaves turned yellow', '[[July]]'],
          [
            'What Rosa and Abuelo used to make shade',
            '[[umbrella|an umbrella|the umbrella|an old umbrella|a striped umbrella]]',
          ],
          ['What the building smelled like at the end', "[[salsa|Abuelo's salsa|Abuelos salsa]]"],
        ],
        { points: 2 },
      ),
    ]),
    ...on('3.8B', [
      sel('Select the TWO sentences that show how Abuelo helps Rosa.', [
        '*He sits beside her and asks what people do when the sun is too strong.',
        '*He helps her tie the umbrella to a chair.',
        'He paints a sign for the garden.',
        'He sets a tub under the drainpipe.',
        'He knocks on every door with a basket.',
      ]),
      drop(
        'Choose the words that make the sentences true.',
        'Mateo is a [[*minor|major]] character who helps by [[*painting a sign|carrying water|catching rainwater]]. Mr. Kim helps by [[*catching rainwater in a tub|painting a sign|picking tomatoes]].',
      ),
      mc('How does Rosa change from the middle of the story to the end?', [
        '*She goes from wanting to give up to proudly sharing her tomatoes.',
        'She goes from loving gardens to never wanting to garden again.',
        'She goes from being kind to her neighbors to ignoring them.',
        'She does not change at all.',
      ]),
    ]),
    ...on('3.8A', [
      fill(
        'Complete the sentence with a word from the story.',
        'Abuelo says that a garden needs more than an idea. It needs [[patience]].',
      ),
      drop(
        'Choose the words that make the sentences true.',
        '"Growing a garden" is the [[*topic|theme]] of the story. "Do not give up when things get hard" is a [[*theme|topic]] of the story.',
      ),
      mc('Which sentence best states a theme of the story?', [
        '*With patience and help from others, you can solve a hard problem.',
        'Tomatoes grow best on the roofs of buildings.',
        'Grandparents tell the best stories.',
        'Summers in Texas are very hot.',
      ]),
      cr(
        'What lesson does Rosa learn in the story? Use two details from the story to support your answer.',
        'Rosa learns not to give up when something is hard. When the leaves turned yellow she wanted to quit, but Abuelo helped her think of making shade. ' +
          'With the umbrella and the rainwater from Mr. Kim, the plants grew, and by August she had tomatoes to share.',
        { points: 2 },
      ),
    ]),
    reflect('Tell about a time you kept trying at something that was hard. Who helped you, and what happened?'),
  ]),
});

const MONARCHS = `Every fall, millions of orange-and-black monarch butterflies fly south across Texas. Their trip can cover more than 2,500 miles, from Canada and the northern United States all the way to the mountains of central Mexico. No other butterfly makes such a long trip every year.

**A Journey Through Texas**
Texas sits right in the middle of the monarchs' path. In October, people in towns from Wichita Falls to Eagle Pass can see clouds of butterflies resting in trees. The monarchs stop to sip nectar from fall wildflowers. The nectar gives them the energy they need to keep flying.

**Winter in the Mountains**
The monarchs spend the winter in fir forests high in the mountains of Mexico. The cool air there slows their bodies down, so they use less energy. They cluster together on tree branches by the thousands. Sometimes there are so many butterflies that the branches bend under their weight.

**The Return North**
In early spring, the monarchs leave Mexico and fly north again. When they reach Texas, the females lay their eggs on milkweed plants. Milkweed is the only plant that monarch caterpillars can eat. The butterflies that hatch keep moving north, and it takes three or four generations to reach Canada by summer. The monarchs that fly south the next fall are the great-great-grandchildren of the ones that left the year before.

**Helping the Monarchs**
The number of monarchs has dropped over the last thirty years. One reason is that there is less milkweed along their path. Many Texans are helping by planting milkweed and native wildflowers in gardens, parks and schoolyards. Some students even put tiny stickers on monarchs' wings so that scientists can learn where the butterflies travel.`;

const g4 = sheet({
  key: 'g4-reading-monarch-journey',
  title: "The Monarch's Long Journey: Reading Informational Text",
  description:
    'Informational text: read an article about monarch butterfly migration through Texas, then use headings to ' +
    'predict, make inferences, find key ideas and put information together.',
  grade: '4',
  subject: 'Reading',
  domainCode: 'COMP',
  isFullTopic: true,
  passages: [{ key: 'article', title: "The Monarch's Long Journey", body: MONARCHS }],
  questions: about('article', [
    ...on('4.6C', [
      mc('Which section should a reader look in to find out what people can do for monarchs?', [
        '*Helping the Monarchs',
        'A Journey Through Texas',
        'Winter in the Mountains',
        'The Return North',
      ]),
      drop(
        'Choose the words that make the sentence true.',
        'The heading "Winter in the Mountains" helps a reader predict that the section will explain [[*where monarchs spend the winter|how monarchs lay their eggs|why monarchs are orange]].',
      ),
    ]),
    ...on('4.6G', [
      mc('Which sentence best states the central idea of the article?', [
        '*Monarchs make a very long trip every year, and people can help protect them along the way.',
        'Monarch caterpillars can eat only milkweed.',
        'Texas has many towns where people can see butterflies.',
        'Scientists put stickers on butterfly wings.',
      ]),
      order("Put the events of the monarchs' yearly journey in order, starting in the fall.", [
        'Monarchs fly south across Texas.',
        'Monarchs spend the winter in mountain forests in Mexico.',
        'Females lay eggs on milkweed in Texas.',
        'New generations of butterflies keep flying north to Canada.',
        'Great-great-grandchildren of the first monarchs fly south again.',
      ]),
      table(
        'Answer each question with a detail from the article.',
        ['Question', 'Answer'],
        [
          ['What do monarchs sip from fall wildflowers?', '[[nectar]]'],
          ['What is the only plant monarch caterpillars can eat?', '[[milkweed]]'],
          ['In which country do monarchs spend the winter?', '[[Mexico]]'],
          ['How many miles can the trip south cover?', '[[2,500|more than 2,500|2500]]'],
        ],
        { points: 2 },
      ),
    ]),
    ...on('4.6F', [
      mc('In the section "Winter in the Mountains," what does the word "cluster" mean?', [
        '*gather closely together',
        'fly away quickly',
        'change color',
        'lay eggs',
      ]),
      mc('Based on the article, what would most likely happen if there were no milkweed in Texas?', [
        '*Fewer caterpillars would survive, so fewer monarchs would continue north.',
        'Monarchs would stay in Mexico all year.',
        'Monarchs would eat nectar as caterpillars instead.',
        'More monarchs would reach Canada.',
      ]),
      sel('Select all the sentences that are supported by the article.', [
        '*Monarchs need energy from food to make their long trip.',
        '*The butterflies that fly south in the fall have never made the trip before.',
        '*Planting milkweed can help the monarch population.',
        'Monarchs stay in Texas all winter.',
        'Every monarch lives long enough to fly from Canada to Mexico and back.',
      ]),
    ]),
    ...on('4.6H', [
      fill(
        'Complete the sentence using information from two sections of the article.',
        'Because females lay their eggs on [[milkweed]], planting it in schoolyards helps more [[caterpillars|monarchs|butterflies|monarch caterpillars]] survive.',
      ),
      cr(
        'Explain how the sections "The Return North" and "Helping the Monarchs" are connected. Use details from both sections.',
        '"The Return North" explains that females lay their eggs on milkweed and that caterpillars can eat only milkweed. ' +
          '"Helping the Monarchs" says there is less milkweed now, so people plant milkweed. Both sections show that milkweed is needed for new monarchs to grow.',
        { points: 2 },
      ),
    ]),
    ...on('4.6E', [
      reflect('Have you ever seen monarchs or other butterflies where you live? How could your school help them?'),
    ]),
  ]),
});

export const READING: SeedWorksheet[] = [g3, g4];
