import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const sizes: Record<SpinnerSize, string> = {
  sm: 'h-4 w-4 border-2',
  md: 'h-8 w-8 border-[3px]',
  lg: 'h-12 w-12 border-4',
};

/** A busy indicator (sm, md, lg); announced as 'Loading...' unless it only decorates a labelled control. */
export function Spinner({
  size = 'md',
  label,
  decorative = false,
  className,
}: {
  size?: SpinnerSize;
  label?: string;
  decorative?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const circle = (
    <span
      className={clsx(
        'inline-block animate-spin rounded-full border-current border-r-transparent',
        sizes[size],
        className,
      )}
      aria-hidden="true"
    />
  );
  if (decorative) {
    return circle;
  }
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {circle}
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** A page-sized loading state, as guards and lazy routes show while waiting. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center text-primary">
      <Spinner size="lg" />
    </div>
  );
}
