import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, controlClasses, Pagination } from '../../ui/index.ts';
import { pagerItems, parseJumpPage } from './list-state.ts';

/**
 * The quiz list pager of spec 3 section 9: Previous, the first and last pages and the pages within 2
 * of the current one with ellipses, Next, and on large screens a jump-to field that accepts 1 up to
 * the page count. Hidden with one page or fewer. Pages are 1-based.
 */
export function QuizPager({
  page,
  totalPages,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const [jump, setJump] = useState('');
  const [invalid, setInvalid] = useState(false);
  const jumpId = useId();
  const errorId = useId();
  if (totalPages <= 1) {
    return null;
  }
  const submitJump = () => {
    const target = parseJumpPage(jump, totalPages);
    if (target === null) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setJump('');
    onPageChange(target);
  };
  return (
    <Pagination
      page={page}
      totalPages={totalPages}
      onPageChange={onPageChange}
      items={pagerItems(page, totalPages)}
      labels={{
        navigation: t('quizzes.pager.label'),
        pageOf: t('quizzes.pager.pageOf', { page, pages: totalPages }),
        previous: (
          <>
            <span aria-hidden="true">‹ </span>
            {t('quizzes.pager.previous')}
          </>
        ),
        next: (
          <>
            {t('quizzes.pager.next')}
            <span aria-hidden="true"> ›</span>
          </>
        ),
        page: (item) => t('quizzes.pager.page', { page: item }),
      }}
    >
      <form
        noValidate
        className="hidden items-start gap-2 lg:flex"
        onSubmit={(event) => {
          event.preventDefault();
          submitJump();
        }}
      >
        <div>
          <label htmlFor={jumpId} className="sr-only">
            {t('quizzes.pager.jump')}
          </label>
          <input
            id={jumpId}
            type="number"
            inputMode="numeric"
            min={1}
            max={totalPages}
            value={jump}
            placeholder={t('quizzes.pager.jump')}
            onChange={(event) => {
              setJump(event.target.value);
              setInvalid(false);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            className={controlClasses(invalid, 'w-32 py-1.5 text-sm')}
          />
          {invalid ? (
            <p id={errorId} className="mt-1 text-xs text-danger-soft-fg dark:text-danger">
              {t('quizzes.pager.jumpInvalid', { pages: totalPages })}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary" size="sm" className="py-1.5">
          {t('quizzes.pager.go')}
        </Button>
      </form>
    </Pagination>
  );
}
