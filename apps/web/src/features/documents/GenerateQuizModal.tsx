import {
  GENERATION_TIME_PER_QUESTION,
  type DocumentChunk,
  type GenerationJob,
  type QuestionsPerType,
  type QuizScope,
} from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentChunksQuery, documentQuery } from '../../api/documents.ts';
import {
  useStartDocumentGeneration,
  type DocumentGenerationRequest,
  type EstimateRequest,
} from '../../api/generation.ts';
import {
  Alert,
  Button,
  ButtonLink,
  Modal,
  NumberInput,
  SelectField,
  Spinner,
  TextAreaField,
  TextField,
} from '../../ui/index.ts';
import {
  DOCUMENT_DEFAULT_COUNTS,
  EstimatePanel,
  GenerationProgressPanel,
  positiveCounts,
  QuestionsPerTypeFields,
  StartError,
} from '../generation/index.ts';

/** The stored-document request allows 0-5 open questions (spec 2 section 5). */
export const DOCUMENT_OPEN_MAX = 5;
const SCOPES = [
  'ENTIRE_DOCUMENT',
  'SPECIFIC_CHUNKS',
  'SPECIFIC_CHAPTER',
  'SPECIFIC_SECTION',
] as const satisfies readonly QuizScope[];

interface Named {
  key: string;
  label: string;
  title: string | null;
  number: number | null;
}

/** Distinct chapters or sections of the chunks, in document order. */
function distinct(chunks: DocumentChunk[], kind: 'chapter' | 'section'): Named[] {
  const seen = new Map<string, Named>();
  for (const chunk of chunks) {
    const title = kind === 'chapter' ? chunk.chapterTitle : chunk.sectionTitle;
    const number = kind === 'chapter' ? chunk.chapterNumber : chunk.sectionNumber;
    if (title === null && number === null) {
      continue;
    }
    const key = `${number ?? ''}|${title ?? ''}`;
    if (!seen.has(key)) {
      seen.set(key, {
        key,
        title,
        number,
        label: [number === null ? null : String(number), title].filter(Boolean).join('. '),
      });
    }
  }
  return [...seen.values()];
}

/**
 * 'Generate Quiz' from a stored document: title (required), counts per type, time per question,
 * scope with chunk, chapter and section pickers, the server's cost estimate next to the balance,
 * then the progress panel of the started job.
 */
export function GenerateQuizModal({
  isOpen,
  onClose,
  documentId,
  defaultTitle,
}: {
  isOpen: boolean;
  onClose: () => void;
  documentId: string;
  defaultTitle: string;
}) {
  const { t } = useTranslation();
  const document = useQuery({ ...documentQuery(documentId), enabled: isOpen });
  const processed = document.data?.status === 'PROCESSED';
  const chunks = useQuery({ ...documentChunksQuery(documentId), enabled: isOpen && processed });
  const start = useStartDocumentGeneration();
  const [title, setTitle] = useState(defaultTitle);
  const [description, setDescription] = useState('');
  const [counts, setCounts] = useState<QuestionsPerType>({ ...DOCUMENT_DEFAULT_COUNTS });
  const [difficulty, setDifficulty] = useState<'EASY' | 'MEDIUM' | 'HARD'>('MEDIUM');
  const [minutes, setMinutes] = useState<number>(GENERATION_TIME_PER_QUESTION.default);
  const [scope, setScope] = useState<(typeof SCOPES)[number]>('ENTIRE_DOCUMENT');
  const [chunkIndices, setChunkIndices] = useState<number[]>([]);
  const [chapter, setChapter] = useState('');
  const [section, setSection] = useState('');
  const [jobId, setJobId] = useState<string | null>(null);
  const [finished, setFinished] = useState<GenerationJob | null>(null);

  const chapters = distinct(chunks.data ?? [], 'chapter');
  const sections = distinct(chunks.data ?? [], 'section');
  const chosenChapter = chapters.find((entry) => entry.key === chapter);
  const chosenSection = sections.find((entry) => entry.key === section);
  const positive = positiveCounts(counts);
  const scopeReady =
    scope === 'ENTIRE_DOCUMENT' ||
    (scope === 'SPECIFIC_CHUNKS' && chunkIndices.length > 0) ||
    (scope === 'SPECIFIC_CHAPTER' && chosenChapter) ||
    (scope === 'SPECIFIC_SECTION' && chosenSection);
  const ready = processed && Object.keys(positive).length > 0 && Boolean(scopeReady);

  const scopeFields = {
    quizScope: scope,
    ...(scope === 'SPECIFIC_CHUNKS' ? { chunkIndices } : {}),
    ...(scope === 'SPECIFIC_CHAPTER' && chosenChapter
      ? {
          ...(chosenChapter.title ? { chapterTitle: chosenChapter.title } : {}),
          ...(chosenChapter.number !== null ? { chapterNumber: chosenChapter.number } : {}),
        }
      : {}),
    ...(scope === 'SPECIFIC_SECTION' && chosenSection
      ? {
          ...(chosenSection.title ? { sectionTitle: chosenSection.title } : {}),
          ...(chosenSection.number !== null ? { sectionNumber: chosenSection.number } : {}),
        }
      : {}),
  };
  const request: DocumentGenerationRequest = {
    documentId,
    ...scopeFields,
    quizTitle: title.trim(),
    quizDescription: description.trim() || null,
    questionTypes: positive,
    difficulty,
    estimatedTimePerQuestion: minutes,
  };
  const estimate: EstimateRequest | null = ready
    ? { documentId, ...scopeFields, questionTypes: positive, difficulty }
    : null;

  const close = () => {
    setJobId(null);
    setFinished(null);
    start.reset();
    onClose();
  };

  return (
    <Modal isOpen={isOpen} onClose={close} size="2xl" title={t('documents.generate.title')} closeOnBackdrop={false}>
      {jobId ? (
        <div className="space-y-4">
          <GenerationProgressPanel jobId={jobId} onCompleted={setFinished} onRetry={() => setJobId(null)} />
          {finished?.generatedQuizId ? (
            <ButtonLink to={`/quizzes/${finished.generatedQuizId}/edit`} variant="secondary">
              {t('documents.generate.openEditor')}
            </ButtonLink>
          ) : null}
        </div>
      ) : (
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (title.trim() && ready) {
              start.mutate(request, { onSuccess: (started) => setJobId(started.jobId) });
            }
          }}
        >
          {document.data && !processed ? (
            <Alert type={document.data.status === 'FAILED' ? 'error' : 'info'}>
              {document.data.status === 'FAILED'
                ? t('documents.generate.failedDocument')
                : t('documents.generate.waiting')}
            </Alert>
          ) : null}
          <TextField
            label={t('generation.form.quizTitle')}
            required
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <TextAreaField
            label={t('generation.form.quizDescription')}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
          <QuestionsPerTypeFields
            value={counts}
            onChange={setCounts}
            types={['MCQ_SINGLE', 'MCQ_MULTI', 'TRUE_FALSE', 'FILL_GAP', 'OPEN']}
            openMax={DOCUMENT_OPEN_MAX}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('generation.form.difficulty')}
              value={difficulty}
              onChange={(event) => setDifficulty(event.target.value as typeof difficulty)}
              options={(['EASY', 'MEDIUM', 'HARD'] as const).map((value) => ({
                value,
                label: t(`questions.difficulty.${value}`),
              }))}
            />
            <NumberInput
              label={t('generation.form.timePerQuestion')}
              hint={t('generation.form.timePerQuestionHint')}
              min={GENERATION_TIME_PER_QUESTION.min}
              max={GENERATION_TIME_PER_QUESTION.max}
              value={minutes}
              onChange={(value) => setMinutes(value ?? GENERATION_TIME_PER_QUESTION.default)}
            />
          </div>
          <fieldset className="space-y-3">
            <legend className="mb-1 text-sm font-medium">{t('generation.form.scope')}</legend>
            <div className="flex flex-wrap gap-4">
              {SCOPES.map((value) => (
                <label key={value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="document-scope"
                    className="h-4 w-4 accent-primary"
                    checked={scope === value}
                    onChange={() => setScope(value)}
                  />
                  {t(`generation.scope.${value}`)}
                </label>
              ))}
            </div>
            {scope !== 'ENTIRE_DOCUMENT' && chunks.isPending && processed ? <Spinner size="sm" /> : null}
            {scope === 'SPECIFIC_CHUNKS' ? (
              <ul
                className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-border p-2"
                aria-label={t('documents.generate.chunkPicker')}
              >
                {(chunks.data ?? []).map((chunk) => (
                  <li key={chunk.id}>
                    <label className="flex items-start gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="mt-0.5 h-4 w-4 accent-primary"
                        checked={chunkIndices.includes(chunk.chunkIndex)}
                        onChange={(event) =>
                          setChunkIndices((current) =>
                            event.target.checked
                              ? [...current, chunk.chunkIndex].sort((a, b) => a - b)
                              : current.filter((index) => index !== chunk.chunkIndex),
                          )
                        }
                      />
                      <span>
                        {t('documents.viewer.chunkOption', { number: chunk.chunkIndex + 1, title: chunk.title })}
                        <span className="ml-1 text-muted">
                          ({t('documents.viewer.pageRange', { start: chunk.startPage, end: chunk.endPage })})
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            ) : null}
            {scope === 'SPECIFIC_CHAPTER' ? (
              <SelectField
                label={t('documents.generate.chapter')}
                value={chapter}
                onChange={(event) => setChapter(event.target.value)}
                options={[
                  {
                    value: '',
                    label: chapters.length ? t('documents.generate.choose') : t('documents.generate.noChapters'),
                  },
                  ...chapters.map((entry) => ({ value: entry.key, label: entry.label })),
                ]}
              />
            ) : null}
            {scope === 'SPECIFIC_SECTION' ? (
              <SelectField
                label={t('documents.generate.section')}
                value={section}
                onChange={(event) => setSection(event.target.value)}
                options={[
                  {
                    value: '',
                    label: sections.length ? t('documents.generate.choose') : t('documents.generate.noSections'),
                  },
                  ...sections.map((entry) => ({ value: entry.key, label: entry.label })),
                ]}
              />
            ) : null}
          </fieldset>
          <EstimatePanel
            body={estimate}
            note={processed ? t('documents.generate.estimateNeeds') : t('documents.generate.waiting')}
          />
          <StartError error={start.error} />
          <div className="flex justify-end gap-2 border-t border-border pt-4">
            <Button variant="secondary" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!title.trim() || !ready} loading={start.isPending}>
              {t('documents.generate.start')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
