import { it } from 'vitest';
import { generateOne } from './ai/offline/test-support/generate.ts';

it('probe', async () => {
  const texts: [string, string][] = [
    ['In 1500 soldiers marched from the castle to the river. The castle was built in 1320 by the Earl of Kent. In 1644 the castle was besieged by Parliament troops for six weeks.', 'Castle'],
    ['The Hanseatic League had its main office in Lübeck, a city on the Baltic coast. Bergen, a port in Norway, was home to a kontor of German merchants. London had a kontor called the Steelyard. Novgorod in Russia traded furs and wax.', 'Hansa'],
    ['Carbon dioxide is a gas that plants take in to make sugar. Carbon monoxide is a poisonous gas produced when fuel burns without enough oxygen. Oxygen is a gas that animals need to breathe.', 'Gases'],
  ];
  for (const [text, topic] of texts) {
    for (const type of ['FILL_GAP', 'MCQ_SINGLE', 'TRUE_FALSE', 'OPEN', 'MATCHING'] as const) {
      const qs = await generateOne(text, type, 3, topic);
      for (const q of qs) console.log(type, '|', q.questionText, '|', JSON.stringify(q.content));
    }
  }
});
