import { randomUUID } from 'node:crypto';
import type { Difficulty, QuestionType, Visibility } from '@quizmaker/contracts';
import { MEDIA_ASSETS_PATH, QUIZ_DEFAULTS } from '@quizmaker/contracts';
import { getQuestionType } from '@quizmaker/question-types';
import type { Clock } from '../clock.ts';
import type { Db, DbExecutor } from '../db/database.ts';
import { questionsRepository } from '../domains/questions/repository.ts';
import { quizzesRepository } from '../domains/quizzes/repository.ts';
import { usersRepository } from '../domains/users/repository.ts';

/** The demo creator owns the demo quizzes (seed/accounts.ts). */
export const DEMO_CREATOR = 'creator';

interface DemoQuestion {
  type: QuestionType;
  questionText: string;
  difficulty?: Difficulty;
  content: unknown;
  explanation: string;
  hint?: string;
}

interface DemoQuiz {
  title: string;
  description: string;
  category: string;
  tags: string[];
  visibility: Visibility;
  status: 'PUBLISHED' | 'DRAFT';
  difficulty: Difficulty;
  estimatedTime: number;
  timerEnabled?: boolean;
  timerDuration?: number;
  isRepetitionEnabled?: boolean;
  questions: DemoQuestion[];
}

const CATEGORIES: Record<string, string> = {
  'Science & Nature': 'Planets, chemistry, living things and how the world works.',
  'General Knowledge': 'History, geography, arts and everyday facts.',
};

const TAGS: Record<string, string> = {
  science: 'Physics, chemistry and biology',
  astronomy: 'The Sun, the planets and beyond',
  geography: 'Countries, capitals, rivers and oceans',
  history: 'Events and people of the past',
  trivia: 'Facts for quiz night',
};

const mcq = (options: Array<[string, boolean]>) => ({
  options: options.map(([text, correct], index) => ({ id: String.fromCharCode(97 + index), text, correct })),
});

/** The demo catalogue: every question type once, a timed quiz, a longer general-knowledge quiz and a draft. */
function demoQuizzes(): DemoQuiz[] {
  return [
    {
      title: 'Tour of the Nine Question Types',
      description: 'One question of every kind the app supports, about space and science. A good first quiz to try.',
      category: 'Science & Nature',
      tags: ['science', 'astronomy'],
      visibility: 'PUBLIC',
      status: 'PUBLISHED',
      difficulty: 'EASY',
      estimatedTime: 10,
      isRepetitionEnabled: true,
      questions: [
        {
          type: 'MCQ_SINGLE',
          questionText: 'Which planet is known as the Red Planet?',
          content: mcq([
            ['Venus', false],
            ['Mars', true],
            ['Jupiter', false],
            ['Mercury', false],
          ]),
          explanation: 'Iron oxide (rust) in the dust and rocks on its surface gives Mars its reddish colour.',
        },
        {
          type: 'MCQ_MULTI',
          questionText: 'Which of these planets are gas giants? Select all that apply.',
          content: mcq([
            ['Jupiter', true],
            ['Saturn', true],
            ['Mars', false],
            ['Earth', false],
          ]),
          explanation: 'Jupiter and Saturn are made mostly of hydrogen and helium. Mars and Earth are rocky planets.',
        },
        {
          type: 'TRUE_FALSE',
          questionText: 'Light from the Sun takes about eight minutes to reach the Earth.',
          content: { answer: true },
          explanation:
            'The Sun is about 150 million km away; at 300,000 km per second light needs roughly 8 minutes 20 seconds.',
        },
        {
          type: 'OPEN',
          questionText: 'Which force keeps the planets in their orbits around the Sun? Answer in one word.',
          content: { answer: 'Gravity' },
          hint: 'It is also what makes an apple fall from a tree.',
          explanation: "The Sun's gravity pulls each planet towards it, bending its path into an orbit.",
        },
        {
          type: 'FILL_GAP',
          questionText: 'Complete the sentence about water.',
          content: {
            text: 'A water molecule is made of two ___1___ atoms and one ___2___ atom.',
            gaps: [
              { id: 1, answer: 'hydrogen' },
              { id: 2, answer: 'oxygen' },
            ],
          },
          explanation: 'Its formula is H2O: two hydrogen atoms bonded to one oxygen atom.',
        },
        {
          type: 'COMPLIANCE',
          questionText: 'Which of these follow the rules of a safe school laboratory?',
          content: {
            statements: [
              { id: 1, text: 'Wear safety goggles when heating chemicals.', compliant: true },
              { id: 2, text: 'Taste a substance to find out what it is.', compliant: false },
              { id: 3, text: 'Tie back long hair when working near a flame.', compliant: true },
              { id: 4, text: 'Pour water into concentrated acid.', compliant: false },
            ],
          },
          explanation:
            'Never taste chemicals, and always add acid to water, not water to acid, so it cannot boil and spit.',
        },
        {
          type: 'ORDERING',
          questionText: 'Put these planets in order of distance from the Sun, closest first.',
          content: {
            items: [
              { id: 1, text: 'Mercury' },
              { id: 2, text: 'Earth' },
              { id: 3, text: 'Mars' },
              { id: 4, text: 'Jupiter' },
            ],
          },
          explanation: 'The order of the planets is Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus, Neptune.',
        },
        {
          type: 'HOTSPOT',
          questionText: 'Click on the largest planet in the Solar System.',
          content: {
            imageUrl: `${MEDIA_ASSETS_PATH}/solar-system.svg`,
            regions: [
              { id: 1, x: 0, y: 0, width: 15, height: 100, correct: false },
              { id: 2, x: 28, y: 46, width: 4, height: 8, correct: false },
              { id: 3, x: 39, y: 32, width: 18, height: 36, correct: true },
              { id: 4, x: 58, y: 34, width: 24, height: 32, correct: false },
              { id: 5, x: 91, y: 43, width: 6, height: 14, correct: false },
            ],
          },
          explanation:
            "Jupiter is the largest planet, about 11 times Earth's diameter. Ringed Saturn comes second; the big circle on the left is the Sun, a star.",
        },
        {
          type: 'MATCHING',
          questionText: 'Match each scientist with their discovery.',
          content: {
            left: [
              { id: 1, text: 'Isaac Newton', matchId: 10 },
              { id: 2, text: 'Marie Curie', matchId: 11 },
              { id: 3, text: 'Charles Darwin', matchId: 12 },
            ],
            right: [
              { id: 10, text: 'The laws of motion and universal gravitation' },
              { id: 11, text: 'The radioactive elements polonium and radium' },
              { id: 12, text: 'Evolution by natural selection' },
            ],
          },
          explanation:
            'Newton published the Principia in 1687, Curie discovered polonium and radium in 1898, Darwin published On the Origin of Species in 1859.',
        },
      ],
    },
    {
      title: 'Capital Cities Sprint',
      description: 'Six quick questions on world capitals against a 10-minute timer.',
      category: 'General Knowledge',
      tags: ['geography'],
      visibility: 'PUBLIC',
      status: 'PUBLISHED',
      difficulty: 'MEDIUM',
      estimatedTime: 10,
      timerEnabled: true,
      timerDuration: 10,
      questions: [
        {
          type: 'MCQ_SINGLE',
          questionText: 'What is the capital of Australia?',
          content: mcq([
            ['Sydney', false],
            ['Canberra', true],
            ['Melbourne', false],
            ['Perth', false],
          ]),
          explanation: 'Canberra was purpose-built as the capital, as a compromise between Sydney and Melbourne.',
        },
        {
          type: 'MCQ_SINGLE',
          questionText: 'What is the capital of Canada?',
          content: mcq([
            ['Toronto', false],
            ['Vancouver', false],
            ['Ottawa', true],
            ['Montreal', false],
          ]),
          explanation: 'Ottawa, in the province of Ontario, has been the capital since 1857.',
        },
        {
          type: 'TRUE_FALSE',
          questionText: 'Rio de Janeiro is the capital of Brazil.',
          content: { answer: false },
          explanation: 'Rio was the capital until 1960, when the government moved to the newly built city of Brasília.',
        },
        {
          type: 'FILL_GAP',
          questionText: 'Fill in the capital.',
          content: { text: 'The capital of Egypt is ___1___.', gaps: [{ id: 1, answer: 'Cairo' }] },
          explanation: 'Cairo, on the Nile, is the capital and the largest city of Egypt.',
        },
        {
          type: 'MCQ_SINGLE',
          questionText: 'Which city is the capital of Turkey?',
          content: mcq([
            ['Istanbul', false],
            ['Ankara', true],
            ['Izmir', false],
            ['Antalya', false],
          ]),
          explanation: 'Ankara became the capital in 1923; Istanbul is the largest city.',
        },
        {
          type: 'MATCHING',
          questionText: 'Match each country with its capital.',
          content: {
            left: [
              { id: 1, text: 'Japan', matchId: 10 },
              { id: 2, text: 'Kenya', matchId: 11 },
              { id: 3, text: 'Peru', matchId: 12 },
            ],
            right: [
              { id: 10, text: 'Tokyo' },
              { id: 11, text: 'Nairobi' },
              { id: 12, text: 'Lima' },
            ],
          },
          explanation: 'Tokyo, Nairobi and Lima are the capitals of Japan, Kenya and Peru.',
        },
      ],
    },
    {
      title: 'General Knowledge Challenge',
      description: 'Twelve questions on history, art, nature, numbers and books. Take your time.',
      category: 'General Knowledge',
      tags: ['trivia', 'history'],
      visibility: 'PUBLIC',
      status: 'PUBLISHED',
      difficulty: 'MEDIUM',
      estimatedTime: 20,
      isRepetitionEnabled: true,
      questions: [
        {
          type: 'MCQ_SINGLE',
          questionText: 'In which year did the Second World War end?',
          content: mcq([
            ['1943', false],
            ['1945', true],
            ['1947', false],
            ['1950', false],
          ]),
          explanation: 'The war ended in Europe in May 1945 and in Asia with the surrender of Japan in September 1945.',
        },
        {
          type: 'MCQ_SINGLE',
          questionText: 'Who painted the Mona Lisa?',
          difficulty: 'EASY',
          content: mcq([
            ['Leonardo da Vinci', true],
            ['Michelangelo', false],
            ['Raphael', false],
            ['Vincent van Gogh', false],
          ]),
          explanation: 'Leonardo da Vinci painted it in the early 1500s; it hangs in the Louvre in Paris.',
        },
        {
          type: 'TRUE_FALSE',
          questionText: 'The Great Wall of China can be seen from the Moon with the naked eye.',
          content: { answer: false },
          explanation:
            'A popular myth: the wall is long but only a few metres wide, far too narrow to see from 384,000 km away.',
        },
        {
          type: 'MCQ_MULTI',
          questionText: 'Which of these numbers are prime? Select all that apply.',
          content: mcq([
            ['2', true],
            ['9', false],
            ['11', true],
            ['15', false],
          ]),
          explanation: 'A prime has exactly two divisors. 9 = 3 x 3 and 15 = 3 x 5 are not prime; 2 and 11 are.',
        },
        {
          type: 'OPEN',
          questionText: 'Which metal has the chemical symbol Au?',
          content: { answer: 'Gold' },
          hint: 'The symbol comes from its Latin name, aurum.',
          explanation: 'Au stands for gold, from the Latin aurum.',
        },
        {
          type: 'MCQ_SINGLE',
          questionText: 'What is the longest river in Africa?',
          content: mcq([
            ['Congo', false],
            ['Niger', false],
            ['Nile', true],
            ['Zambezi', false],
          ]),
          explanation: 'The Nile runs about 6,650 km from East Africa to the Mediterranean Sea.',
        },
        {
          type: 'ORDERING',
          questionText: 'Put these events in chronological order, earliest first.',
          difficulty: 'HARD',
          content: {
            items: [
              { id: 1, text: 'Fall of the Western Roman Empire' },
              { id: 2, text: 'Signing of the Magna Carta' },
              { id: 3, text: 'Columbus reaches the Americas' },
              { id: 4, text: 'Start of the French Revolution' },
            ],
          },
          explanation:
            'The Western Roman Empire fell in 476, the Magna Carta was sealed in 1215, Columbus arrived in 1492 and the French Revolution began in 1789.',
        },
        {
          type: 'TRUE_FALSE',
          questionText: 'An octopus has three hearts.',
          content: { answer: true },
          explanation: 'Two hearts pump blood through the gills and a third pumps it around the rest of the body.',
        },
        {
          type: 'FILL_GAP',
          questionText: 'Complete the sentence.',
          content: { text: 'The largest ocean on Earth is the ___1___ Ocean.', gaps: [{ id: 1, answer: 'Pacific' }] },
          explanation: 'The Pacific covers about a third of the surface of the Earth.',
        },
        {
          type: 'MCQ_SINGLE',
          questionText: 'How many sides does a hexagon have?',
          difficulty: 'EASY',
          content: mcq([
            ['5', false],
            ['6', true],
            ['7', false],
            ['8', false],
          ]),
          explanation: 'Hexa means six in Greek; a honeycomb cell is a hexagon.',
        },
        {
          type: 'MATCHING',
          questionText: 'Match each author with their novel.',
          content: {
            left: [
              { id: 1, text: 'George Orwell', matchId: 10 },
              { id: 2, text: 'Jane Austen', matchId: 11 },
              { id: 3, text: 'Herman Melville', matchId: 12 },
            ],
            right: [
              { id: 10, text: 'Nineteen Eighty-Four' },
              { id: 11, text: 'Pride and Prejudice' },
              { id: 12, text: 'Moby-Dick' },
            ],
          },
          explanation:
            'Orwell wrote Nineteen Eighty-Four (1949), Austen Pride and Prejudice (1813), Melville Moby-Dick (1851).',
        },
        {
          type: 'MCQ_SINGLE',
          questionText: 'Which gas do plants take from the air to make food by photosynthesis?',
          content: mcq([
            ['Oxygen', false],
            ['Carbon dioxide', true],
            ['Nitrogen', false],
            ['Hydrogen', false],
          ]),
          explanation: 'Plants use carbon dioxide, water and light to make sugar, and give off oxygen.',
        },
      ],
    },
    {
      title: 'Rivers of the World (draft)',
      description: 'Work in progress: more questions to come before this quiz is published.',
      category: 'General Knowledge',
      tags: ['geography'],
      visibility: 'PRIVATE',
      status: 'DRAFT',
      difficulty: 'MEDIUM',
      estimatedTime: 15,
      questions: [
        {
          type: 'MCQ_SINGLE',
          questionText: 'Which river flows through Paris?',
          content: mcq([
            ['Loire', false],
            ['Seine', true],
            ['Rhône', false],
            ['Thames', false],
          ]),
          explanation: 'The Seine flows through the centre of Paris on its way to the English Channel.',
        },
        {
          type: 'TRUE_FALSE',
          questionText: 'The Amazon carries more water to the sea than any other river.',
          content: { answer: true },
          explanation: 'The Amazon discharges more water than the next seven largest rivers combined.',
        },
      ],
    },
  ];
}

async function ensureCategory(db: DbExecutor, name: string, description: string, now: Date): Promise<string> {
  const existing = await db
    .selectFrom('categories')
    .select('id')
    .where('nameLower', '=', name.toLowerCase())
    .executeTakeFirst();
  if (existing) {
    return existing.id;
  }
  const id = randomUUID();
  await db
    .insertInto('categories')
    .values({ id, name, nameLower: name.toLowerCase(), description, createdAt: now, updatedAt: now })
    .execute();
  return id;
}

async function ensureTag(
  db: DbExecutor,
  name: string,
  description: string,
  creatorId: string,
  now: Date,
): Promise<string> {
  const existing = await db
    .selectFrom('tags')
    .select('id')
    .where('nameLower', '=', name.toLowerCase())
    .executeTakeFirst();
  if (existing) {
    return existing.id;
  }
  const id = randomUUID();
  await db
    .insertInto('tags')
    .values({ id, name, nameLower: name.toLowerCase(), description, creatorId, createdAt: now, updatedAt: now })
    .execute();
  return id;
}

/**
 * Adds the demo quizzes, owned by the demo creator, in one transaction. Every question passes its
 * type's validation first (a broken demo fails loudly). Does nothing without the creator account
 * or when the creator already has the demo quizzes. The HOTSPOT image is a path on the API's origin,
 * so it loads at any address the server answers on.
 */
export async function seedDemoContent(db: Db, clock: Clock): Promise<number> {
  const creator = await usersRepository.findByLogin(db, DEMO_CREATOR);
  if (!creator) {
    return 0;
  }
  const quizzes = demoQuizzes();
  const already = await db
    .selectFrom('quizzes')
    .select('id')
    .where('creatorId', '=', creator.id)
    .where('title', '=', quizzes[0]?.title ?? '')
    .executeTakeFirst();
  if (already) {
    return 0;
  }
  const start = clock.now().getTime();
  await db.transaction().execute(async (tx) => {
    const now = new Date(start);
    const categoryIds = new Map<string, string>();
    for (const [name, description] of Object.entries(CATEGORIES)) {
      categoryIds.set(name, await ensureCategory(tx, name, description, now));
    }
    const tagIds = new Map<string, string>();
    for (const [name, description] of Object.entries(TAGS)) {
      tagIds.set(name, await ensureTag(tx, name, description, creator.id, now));
    }
    // Listed newest first: the tour quiz is the newest, the draft the oldest.
    for (const [index, quiz] of quizzes.entries()) {
      const createdAt = new Date(start - index * 60_000);
      const quizId = randomUUID();
      await quizzesRepository.insert(tx, {
        id: quizId,
        creatorId: creator.id,
        status: quiz.status,
        title: quiz.title,
        description: quiz.description,
        visibility: quiz.visibility,
        difficulty: quiz.difficulty,
        estimatedTime: quiz.estimatedTime,
        timerEnabled: quiz.timerEnabled ?? false,
        timerDuration: quiz.timerDuration ?? QUIZ_DEFAULTS.timerDuration,
        isRepetitionEnabled: quiz.isRepetitionEnabled ?? false,
        passMark: QUIZ_DEFAULTS.passMark,
        scoringMode: QUIZ_DEFAULTS.scoringMode,
        feedbackMode: QUIZ_DEFAULTS.feedbackMode,
        categoryId: categoryIds.get(quiz.category) ?? null,
        now: createdAt,
      });
      await quizzesRepository.replaceTags(
        tx,
        quizId,
        quiz.tags.map((tag) => tagIds.get(tag) as string),
      );
      const questionIds: string[] = [];
      for (const question of quiz.questions) {
        const validation = getQuestionType(question.type).validateContent(question.content);
        if (!validation.success) {
          throw new Error(
            `Demo question "${question.questionText}" is invalid: ${validation.issues.map((issue) => issue.message).join('; ')}`,
          );
        }
        const questionId = randomUUID();
        await questionsRepository.insert(tx, {
          id: questionId,
          creatorId: creator.id,
          type: question.type,
          questionText: question.questionText,
          difficulty: question.difficulty ?? quiz.difficulty,
          explanation: question.explanation,
          hint: question.hint ?? null,
          attachmentUrl: null,
          content: validation.content,
          now: createdAt,
        });
        questionIds.push(questionId);
      }
      await quizzesRepository.replaceQuestions(tx, quizId, questionIds);
    }
  });
  return quizzes.length;
}
