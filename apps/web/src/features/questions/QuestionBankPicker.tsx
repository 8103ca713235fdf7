import { QUESTION_TYPES, type QuestionType } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { screenMessage } from '../../api/errors.ts';
import { questionBankQuery } from '../../api/questions.ts';
import { TAG_PICKER_SIZE, tagListQuery } from '../../api/tags.ts';
import { useMessage } from '../../i18n/messages.ts';
import { useQuestionTypesT } from '../../question-types/index.ts';
import { Alert, Button, ListFilters, Modal, Spinner } from '../../ui/index.ts';
import { QuestionBadges } from './QuestionBadges.tsx';
import { rowText } from './question-display.ts';
import { plainText } from '../../ui/rich-text.tsx';

/**
 * "Add existing questions": the author's question bank, searchable by text, type and tag; the
 * chosen questions are handed back in the order they were ticked. Questions already in the quiz
 * are shown but cannot be chosen again.
 */
export function QuestionBankPicker({
  isOpen,
  onClose,
  excludeIds,
  onAdd,
}: {
  isOpen: boolean;
  onClose: () => void;
  excludeIds: readonly string[];
  onAdd: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const qt = useQuestionTypesT();
  const msg = useMessage();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<QuestionType | ''>('');
  const [tagId, setTagId] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const bank = useQuery({ ...questionBankQuery(type || undefined), enabled: isOpen });
  const tags = useQuery({ ...tagListQuery(TAG_PICKER_SIZE), enabled: isOpen });

  const needle = search.trim().toLowerCase();
  const shown = (bank.data ?? []).filter(
    (question) =>
      (!needle || plainText(question.questionText).toLowerCase().includes(needle)) &&
      (!tagId || question.tagIds.includes(tagId)),
  );
  const close = () => {
    setChosen([]);
    onClose();
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={close}
      size="2xl"
      title={t('questions.bank.title')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => {
              onAdd(chosen);
              setChosen([]);
            }}
            disabled={chosen.length === 0}
          >
            {t('questions.bank.addSelected', { count: chosen.length })}
          </Button>
        </>
      }
    >
      <ListFilters
        searchLabel={t('questions.bank.search')}
        search={search}
        onSearch={setSearch}
        filters={[
          {
            label: t('questions.bank.type'),
            value: type,
            onChange: (value) => setType(value as QuestionType | ''),
            options: [
              { value: '', label: t('questions.bank.allTypes') },
              ...QUESTION_TYPES.map((value) => ({ value, label: qt(`types.${value}`) })),
            ],
          },
          {
            label: t('questions.bank.tag'),
            value: tagId,
            onChange: setTagId,
            options: [
              { value: '', label: t('questions.bank.allTags') },
              ...(tags.data?.content ?? []).map((tag) => ({ value: tag.id, label: tag.name })),
            ],
          },
        ]}
      />
      {bank.isPending ? (
        <div className="flex justify-center py-6">
          <Spinner />
        </div>
      ) : bank.isError ? (
        <Alert type="error">
          {msg(screenMessage(bank.error, 'Failed to fetch questions') ?? 'Failed to fetch questions')}
        </Alert>
      ) : shown.length === 0 ? (
        <p className="py-6 text-center text-muted">{t('questions.bank.empty')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border" aria-label={t('questions.bank.results')}>
          {shown.map((question) => {
            const already = excludeIds.includes(question.id);
            const checked = already || chosen.includes(question.id);
            return (
              <li key={question.id}>
                <label
                  className={`flex items-start gap-3 p-3 ${already ? 'opacity-70' : 'cursor-pointer hover:bg-surface-2'}`}
                >
                  <input
                    type="checkbox"
                    className="mt-1 h-4 w-4 accent-primary"
                    checked={checked}
                    disabled={already}
                    onChange={(event) =>
                      setChosen((current) =>
                        event.target.checked ? [...current, question.id] : current.filter((id) => id !== question.id),
                      )
                    }
                  />
                  <span className="min-w-0 flex-1 break-words">
                    {rowText(question.questionText)}
                    <span className="mt-1 flex flex-wrap gap-2">
                      <QuestionBadges question={question} />
                      {already ? <span className="text-xs text-muted">{t('questions.bank.alreadyAdded')}</span> : null}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </Modal>
  );
}
