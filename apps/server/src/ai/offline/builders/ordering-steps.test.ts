import { describe, expect, it } from 'vitest';
import { paragraphsOf } from '../analysis/lists.ts';
import { generateOne } from '../test-support/generate.ts';

const AQUARIUM = `Setting up a freshwater aquarium takes patience. Most problems for beginners come from adding fish too soon, before the water can handle their waste. The steps below describe a simple tank for small tropical fish.

First, choose a place for the tank. A filled tank is very heavy, because each litre of water weighs about one kilogram, so a 60-litre tank weighs more than 60 kilograms. Place it on a strong, level stand, away from direct sunlight and radiators. Sunlight encourages algae, and radiators make the temperature unstable.

Second, rinse the gravel in a bucket of tap water until the water runs clear. Never use soap or detergent, because even small traces are poisonous to fish. Spread the gravel on the bottom of the tank in a layer about five centimetres deep.

Third, install the equipment. Fit the filter and the heater, but do not switch them on yet. A heater must never run outside the water, because the glass can crack.

Fourth, fill the tank with tap water. Pour the water onto a plate or a bowl placed on the gravel so that the stream does not dig holes in it. Add a water conditioner to remove chlorine, which is harmful to fish and to the bacteria that live in the filter.

Fifth, switch on the filter and the heater. Set the heater to about 25 degrees Celsius, which suits most small tropical species.

Sixth, cycle the tank. Cycling means growing a colony of helpful bacteria in the filter before fish are added. These bacteria turn ammonia, which fish produce as waste, into nitrite, and then turn nitrite into nitrate. Ammonia and nitrite are toxic even in small amounts, while nitrate is much less harmful. To start the cycle, add a small source of ammonia, such as a pinch of fish food, every few days. Test the water once a week with a liquid test kit. Cycling usually takes four to six weeks. The tank is ready when ammonia and nitrite both read zero and nitrate is present.

Finally, add the fish slowly. Start with three to five hardy fish, such as zebra danios. Float the closed bag in the tank for fifteen minutes so that the temperatures match, then release the fish gently with a net.

After setup, change about a quarter of the water every week, and feed the fish only as much as they can eat in two minutes.`;

const FORKLIFT = `Procedure WH-12: Pre-Shift Forklift Inspection

Purpose
This procedure describes the inspection that every operator must carry out before using a counterbalance forklift truck in the warehouse. The inspection takes about ten minutes.

Procedure
1. Collect the inspection checklist for the truck from the rack next to the charging area. Each truck has its own checklist, identified by the truck number.
2. Walk around the truck and look for visible damage, leaks under the truck and loose parts. Check that the load capacity plate is attached and readable.
3. Inspect the forks. Each fork must be straight and free of cracks, and the locking pins must be in place.
4. Check the tyres for cuts, missing pieces and objects stuck in the tread.
5. Check the fluid levels. On electric trucks, check the battery water level and the condition of the cables. On gas trucks, check the engine oil and look for leaks around the gas cylinder.
6. Sit in the operator's seat and fasten the seat belt. Test the horn, the lights and the reversing alarm.
7. Test the brakes by driving slowly forward and stopping. Then test the parking brake on the ramp in bay 4.
8. Raise and lower the forks to their full height, and tilt the mast forward and back. The movement must be smooth, without jerks or unusual noises.
9. Record the result on the checklist, sign it and return it to the rack.

Faults
If any check fails, the operator must not use the truck.`;

const itemsOf = (content: unknown) => (content as { items: Array<{ text: string }> }).items.map((item) => item.text);

describe('ORDERING takes a procedure’s own steps, not the sentences inside one (the wrong-key audit of session 21)', () => {
  it('the steps a text counts "First, ... Second, ...", past the instructions and explanations inside each', async () => {
    const questions = await generateOne(AQUARIUM, 'ORDERING', 3);
    expect(
      questions.map((question) => [question.questionText, itemsOf(question.content), question.sourceSentences]),
    ).toEqual([
      [
        'Put these steps in the order the text gives them.',
        [
          'Choose a place for the tank.',
          'Rinse the gravel in a bucket of tap water until the water runs clear.',
          'Install the equipment.',
          'Fill the tank with tap water.',
          'Switch on the filter and the heater.',
          'Cycle the tank.',
        ],
        [
          'First, choose a place for the tank.',
          'Second, rinse the gravel in a bucket of tap water until the water runs clear.',
          'Third, install the equipment.',
          'Fourth, fill the tank with tap water.',
          'Fifth, switch on the filter and the heater.',
          'Sixth, cycle the tank.',
        ],
      ],
    ]);
  });

  it('a step placed by another word inside the count ("Next,") is no step to skip: all four are ordered', async () => {
    const tea = [
      'Making tea is simple.',
      'First, boil fresh water in a kettle. Fresh water has more oxygen.',
      'Second, warm the teapot with a little hot water. A cold pot cools the tea.',
      'Next, put one spoon of tea leaves per cup into the pot.',
      'Finally, pour the water over the leaves and wait four minutes.',
    ].join('\n\n');
    const questions = await generateOne(tea, 'ORDERING', 3);
    expect(questions.map((question) => itemsOf(question.content))).toEqual([
      [
        'Boil fresh water in a kettle.',
        'Warm the teapot with a little hot water.',
        'Put one spoon of tea leaves per cup into the pot.',
        'Pour the water over the leaves and wait four minutes.',
      ],
    ]);
  });

  it('the items of a numbered list written one a line, each by its first sentence', async () => {
    const questions = await generateOne(FORKLIFT, 'ORDERING', 3);
    expect(questions.map((question) => [question.questionText, itemsOf(question.content)])).toEqual([
      [
        'Procedure: put these steps in the order the text gives them.',
        [
          'Collect the inspection checklist for the truck from the rack next to the charging area.',
          'Walk around the truck and look for visible damage, leaks under the truck and loose parts.',
          'Inspect the forks.',
          'Check the tyres for cuts, missing pieces and objects stuck in the tread.',
          'Check the fluid levels.',
          "Sit in the operator's seat and fasten the seat belt.",
        ],
      ],
    ]);
  });

  it('cuts a paragraph before lines whose numbers count on by one, not before a hard wrap that opens with a number', () => {
    expect(paragraphsOf('Procedure\n1. Inspect the forks.\n2. Check the tyres for\ncuts.\nAll done.')).toEqual([
      { text: 'Procedure', offset: 0 },
      { text: '1. Inspect the forks.', offset: 10 },
      { text: '2. Check the tyres for cuts. All done.', offset: 32 },
    ]);
    expect(paragraphsOf('The ship carried\n3. Its crew was\n40. Men.')).toEqual([
      { text: 'The ship carried 3. Its crew was 40. Men.', offset: 0 },
    ]);
  });

  it("orders no numbered rules: a rule sheet's numbers order nothing (the audit of session 25)", async () => {
    const rules = `Laboratory rules

1. Students must not enter a laboratory unless a teacher is present.

2. Bags and coats shall be left on the hooks outside the laboratory door.

3. Never taste a chemical, and never smell one directly.

4. When heating a liquid in a test tube, point the open end away from everyone.

5. Always add acid to water, never water to acid.`;
    // Before: "Laboratory rules: put these steps in the order the text gives them." of the five rules.
    expect((await generateOne(rules, 'ORDERING', 1)).map((question) => question.questionText)).toEqual([]);
    // Steps with a warning among them are still steps.
    const steps = `Changing a tyre

1. Loosen the wheel nuts while the car is on the ground.

2. Raise the car with the jack until the tyre is clear of the ground.

3. Remove the nuts and pull the wheel off. Never put any part of your body under the car.

4. Fit the spare wheel and tighten the nuts by hand.`;
    expect((await generateOne(steps, 'ORDERING', 1)).map((question) => question.questionText)).toEqual([
      'Changing a tyre: put these steps in the order the text gives them.',
    ]);
    // So are orders not to do something in their turn (the code review of session 25: a fire-alarm procedure refused).
    const fire = `Fire alarm procedure

1. Stop work at once and switch off any machine you are using.

2. Leave the building by the nearest marked exit. Do not use the lifts.

3. Do not stop to collect personal belongings.

4. Go to the assembly point in the north car park.

5. Do not re-enter the building until the Fire Officer says that it is safe.`;
    expect((await generateOne(fire, 'ORDERING', 1)).map((question) => question.questionText)).toEqual([
      'Fire alarm procedure: put these steps in the order the text gives them.',
    ]);
    // And steps with a note of what "should" be (the code review of session 25: a recipe refused as rules).
    const bread = `Baking bread

1. Mix the flour, yeast and salt in a large bowl. The flour should be at room temperature.

2. Add the warm water and knead the dough for ten minutes. It should feel smooth and elastic.

3. Leave the dough to rise for an hour. It may take longer in a cold kitchen.

4. Shape the loaf and bake it at 220 degrees for thirty minutes.`;
    expect((await generateOne(bread, 'ORDERING', 1)).map((question) => question.questionText)).toEqual([
      'Baking bread: put these steps in the order the text gives them.',
    ]);
  });
});

describe('steps a label counts (issue 21, the audits of session 26)', () => {
  it('orders "Step 1: ..." to "Step 6: ..." as the text names them, without the labels that tell their places', async () => {
    const tyre = [
      'How to Change a Car Tyre',
      '',
      'Step 1: Find a safe place to stop. Pull over on flat, firm ground, as far away from traffic as possible.',
      '',
      'Step 2: Secure the car. Apply the handbrake firmly and put the car in first gear.',
      '',
      'Step 3: Loosen the wheel nuts. Using the wheel brace, turn each nut anticlockwise about half a turn.',
      '',
      'Step 4: Raise the car. Place the jack under the jacking point nearest to the flat tyre.',
      '',
      'Step 5: Remove the flat tyre. Unscrew the loosened nuts by hand and keep them together in a safe place. Pull the wheel straight towards you and lay it flat on the ground.',
      '',
      'Step 6: Fit the spare wheel. Line up the holes in the spare wheel with the wheel studs and push it onto the hub.',
      '',
      'Step 7: Check and tidy up. Put the flat tyre, the jack and the tools back in the boot. Collect the warning triangle last.',
    ].join('\n');
    // Before: "Unscrew the loosened nuts ...", "Pull the wheel straight ...", "Step 6: Fit the spare wheel." (its label told
    // its place) and "... Step 7: Check and tidy up. ... Collect the warning triangle last.".
    expect((await generateOne(tyre, 'ORDERING', 3)).map((question) => question.content)).toEqual([
      {
        items: [
          { id: 1, text: 'Find a safe place to stop.' },
          { id: 2, text: 'Secure the car.' },
          { id: 3, text: 'Loosen the wheel nuts.' },
          { id: 4, text: 'Raise the car.' },
          { id: 5, text: 'Remove the flat tyre.' },
          { id: 6, text: 'Fit the spare wheel.' },
        ],
      },
    ]);
  });
});
