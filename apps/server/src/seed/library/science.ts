// Science: a grade 5 worksheet on ecosystems and food webs (Organisms and Environments).
import { about, cr, drop, fill, mc, on, order, reflect, sel, sheet, table } from './build';
import type { SeedWorksheet } from './types';

const POND = `At the edge of a pond in the Texas Hill Country, cattails grow in the shallow water and green algae float near the surface. Like all plants, they use energy from sunlight to make their own food.

Tadpoles and pond snails graze on the algae. Dragonfly nymphs, which live underwater before they grow wings, hunt tadpoles. Bullfrogs catch dragonflies, snails and small fish with their long, sticky tongues. A great blue heron wades slowly through the shallows, then strikes quickly to catch a frog or a fish.

When plants and animals die, bacteria and fungi in the mud break them down. This returns nutrients to the water and soil, where the cattails and algae can use them again.

The living things in the pond depend on the nonliving parts of the ecosystem, too: sunlight, water, air and soil. When people keep the water clean and plant native plants along the shore, the pond stays healthy. When trash, too much fertilizer or construction runoff washes in, the whole food web can be harmed.`;

const science = sheet({
  key: 'g5-science-pond-ecosystem',
  title: 'A Texas Pond Ecosystem: Food Webs and Energy',
  description:
    'Organisms and environments: producers, consumers and decomposers, biotic and abiotic factors, the flow of ' +
    'energy in a food web, predicting the effects of changes, and how people help or harm an ecosystem.',
  grade: '5',
  subject: 'Science',
  domainCode: 'RC4',
  isFullTopic: true,
  passages: [{ key: 'pond', title: 'Life in a Texas Pond', body: POND }],
  questions: about('pond', [
    ...on('5.12A', [
      table(
        'Classify each organism from the pond as a producer, a consumer or a decomposer.',
        ['Organism', 'Role'],
        [
          ['algae', 'producer'],
          ['cattails', '[[producer]]'],
          ['pond snail', '[[consumer]]'],
          ['great blue heron', '[[consumer]]'],
          ['fungi in the mud', '[[decomposer]]'],
        ],
        { points: 2 },
      ),
      sel('Select all the abiotic (nonliving) factors in the pond ecosystem.', [
        '*sunlight',
        '*water',
        '*soil',
        '*air',
        'algae',
        'bacteria',
        'tadpoles',
      ]),
      fill(
        'Complete the sentence.',
        'Herons are [[consumers|consumer|predators|predator|carnivores|carnivore]] because they get energy by eating other organisms.',
      ),
    ]),
    ...on('5.12B', [
      order(
        'Order the organisms to show how energy flows through one food chain in the pond, starting with the producer.',
        ['algae', 'tadpoles', 'dragonflies', 'bullfrogs', 'great blue herons'],
      ),
      mc('Where does the energy in the pond food web come from in the first place?', [
        '*the Sun',
        'the mud',
        'the bullfrogs',
        'the water',
      ]),
      drop(
        'Choose the words that make the sentences true.',
        'Energy flows from [[*producers to consumers|consumers to producers]]. Decomposers return [[*nutrients|sunlight|energy from the Sun]] to the water and soil.',
      ),
      mc('A disease kills most of the tadpoles in the pond. What will most likely happen next?', [
        '*The algae will increase and the dragonfly nymphs will have less food.',
        'The algae will disappear and the herons will have more food.',
        'The number of dragonfly nymphs will increase.',
        'Nothing will change in the pond.',
      ]),
      cr(
        'Predict what would happen to the number of bullfrogs and the number of snails if all the herons left the pond. Explain your prediction using the food web.',
        'With no herons eating them, more bullfrogs would survive, so the frog population would grow. More frogs would eat more snails and dragonflies, ' +
          'so the number of snails would go down. Over time, with fewer snails grazing, the algae could increase.',
        { points: 3 },
      ),
    ]),
    ...on('5.12C', [
      mc('Which describes a healthy ecosystem?', [
        '*Many kinds of organisms live together and have the food, water and shelter they need.',
        'Only one kind of organism lives there.',
        'There are no predators, so every animal survives.',
        'The water is covered by a thick layer of algae.',
      ]),
      sel('Select all the human activities that help keep the pond ecosystem healthy.', [
        '*planting native plants along the shore',
        '*picking up trash near the water',
        '*using less fertilizer on nearby lawns',
        'dumping grass clippings into the pond',
        'letting construction mud wash into the water',
      ]),
      drop(
        'Choose the words that make the sentences true.',
        'Too much fertilizer washing into the pond makes the algae grow [[*too much|too little]]. When the extra algae die, decomposers use up the oxygen in the water, so fish [[*may die|grow larger]].',
      ),
    ]),
    reflect('Think of an ecosystem near your home or school. What is one thing people could do to keep it healthy?'),
  ]),
});

export const SCIENCE: SeedWorksheet[] = [science];
