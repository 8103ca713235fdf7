import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.ts';
import { ThemePicker } from '../../app/layout/Navbar.tsx';
import { useTheme } from '../../app/theme/ThemeProvider.tsx';
import { COLOR_SCHEMES, type ColorScheme } from '../../app/theme/theme-storage.ts';
import {
  Alert,
  Badge,
  Button,
  Card,
  DataTable,
  Modal,
  NumberInput,
  PageHeader,
  Pagination,
  Spinner,
  Tabs,
  useToast,
  type AlertType,
  type BadgeTone,
  type ModalSize,
  type SortState,
} from '../../ui/index.ts';
import { DemoQuizForm } from './DemoQuizForm.tsx';

/** Swatch colours of each palette (its page, surface and accent), for the picker. */
const SWATCHES: Record<ColorScheme, [string, string, string]> = {
  light: ['#f8fafc', '#ffffff', '#4338ca'],
  dark: ['#030712', '#0f1115', '#fcd34d'],
  blue: ['#f0f9ff', '#e0f2fe', '#0369a1'],
  purple: ['#faf5ff', '#f3e8ff', '#7e22ce'],
  green: ['#f0fdf4', '#dcfce7', '#166534'],
};

function PalettePicker() {
  const { t } = useTranslation();
  const { scheme, setScheme } = useTheme();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-medium">{t('themeDemo.palette')}</legend>
      <div className="grid gap-3 sm:grid-cols-5">
        {COLOR_SCHEMES.map((value) => (
          <label
            key={value}
            className={clsx(
              'flex cursor-pointer flex-col gap-2 rounded-xl border-2 p-3 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
              scheme === value ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:border-control',
            )}
          >
            <input
              type="radio"
              name="color-scheme"
              value={value}
              checked={scheme === value}
              onChange={() => setScheme(value)}
              className="sr-only"
            />
            <span className="flex h-8 overflow-hidden rounded-md border border-border" aria-hidden="true">
              {SWATCHES[value].map((colour) => (
                <span key={colour} className="flex-1" style={{ backgroundColor: colour }} />
              ))}
            </span>
            <span className="text-sm font-medium">{t(`schemes.${value}`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface SampleRow {
  id: string;
  name: string;
  score: number;
}
const SAMPLE_ROWS: SampleRow[] = [
  { id: '1', name: 'Algebra basics', score: 92 },
  { id: '2', name: 'World capitals', score: 74 },
  { id: '3', name: 'Cell biology', score: 55 },
  { id: '4', name: 'Roman history', score: 81 },
];

function ComponentGallery() {
  const { t } = useTranslation();
  const toast = useToast();
  const [modalSize, setModalSize] = useState<ModalSize | null>(null);
  const [alerts, setAlerts] = useState<AlertType[]>(['success', 'error', 'warning', 'info']);
  const [page, setPage] = useState(3);
  const [count, setCount] = useState<number | undefined>(5);
  const [sort, setSort] = useState<SortState>({ key: 'name', direction: 'asc' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const rows = [...SAMPLE_ROWS].sort((a, b) => {
    const order = sort.key === 'score' ? a.score - b.score : a.name.localeCompare(b.name);
    return sort.direction === 'asc' ? order : -order;
  });
  const tones: BadgeTone[] = ['neutral', 'primary', 'success', 'warning', 'danger', 'info'];
  const buttonsId = useId();
  const feedbackId = useId();
  const dataId = useId();

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Card title={t('themeDemo.buttons')} titleId={buttonsId}>
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <Button>{t('themeDemo.primary')}</Button>
            <Button variant="secondary">{t('themeDemo.secondary')}</Button>
            <Button variant="success">{t('themeDemo.success')}</Button>
            <Button variant="danger">{t('themeDemo.danger')}</Button>
            <Button variant="ghost">{t('themeDemo.ghost')}</Button>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {(['sm', 'md', 'lg', 'xl'] as const).map((size) => (
              <Button key={size} size={size} variant="secondary">
                {size}
              </Button>
            ))}
            <Button loading>{t('common.loading')}</Button>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {tones.map((tone) => (
              <Badge key={tone} tone={tone}>
                {t(`themeDemo.tones.${tone}`)}
              </Badge>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {(['sm', 'md', 'lg'] as const).map((size) => (
              <Badge key={size} size={size} tone="primary">
                {size}
              </Badge>
            ))}
          </div>
          <div className="flex items-center gap-4 text-primary">
            <Spinner size="sm" />
            <Spinner size="md" />
            <Spinner size="lg" />
          </div>
        </div>
      </Card>
      <Card title={t('themeDemo.feedback')} titleId={feedbackId}>
        <div className="flex flex-col gap-3">
          {alerts.map((type) => (
            <Alert
              key={type}
              type={type}
              title={t(`themeDemo.alerts.${type}`)}
              onDismiss={() => setAlerts((current) => current.filter((value) => value !== type))}
            >
              {t('themeDemo.alertBody')}
            </Alert>
          ))}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => toast.success(t('themeDemo.toastSaved'))}>
              {t('themeDemo.showToast')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => toast.show(t('themeDemo.toastSticky'), { duration: 0 })}
            >
              {t('themeDemo.showStickyToast')}
            </Button>
            {(['sm', 'lg', 'full'] as const).map((size) => (
              <Button key={size} variant="secondary" size="sm" onClick={() => setModalSize(size)}>
                {t('themeDemo.openModal', { size })}
              </Button>
            ))}
          </div>
          <NumberInput
            label={t('themeDemo.numberInput')}
            hint={t('themeDemo.numberHint')}
            value={count}
            onChange={setCount}
            min={0}
            max={10}
            step={1}
          />
        </div>
      </Card>
      <Card title={t('themeDemo.data')} titleId={dataId} className="lg:col-span-2">
        <Tabs
          label={t('themeDemo.data')}
          items={[
            {
              id: 'table',
              label: t('themeDemo.tableTab'),
              content: (
                <DataTable
                  caption={t('themeDemo.tableCaption')}
                  columns={[
                    { key: 'name', header: t('themeDemo.quiz'), sortable: true, render: (row: SampleRow) => row.name },
                    {
                      key: 'score',
                      header: t('themeDemo.score'),
                      sortable: true,
                      render: (row: SampleRow) => `${row.score}%`,
                    },
                  ]}
                  rows={rows}
                  getRowId={(row) => row.id}
                  sort={sort}
                  onSortChange={setSort}
                  selection={{
                    selected,
                    onChange: setSelected,
                    rowLabel: (row) => t('themeDemo.selectRow', { name: row.name }),
                  }}
                  pagination={{ page: 0, pageSize: 10, totalElements: rows.length, onPageChange: () => undefined }}
                />
              ),
            },
            {
              id: 'pagination',
              label: t('themeDemo.paginationTab'),
              content: <Pagination page={page} totalPages={12} onPageChange={setPage} />,
            },
            {
              id: 'empty',
              label: t('themeDemo.emptyTab'),
              content: (
                <DataTable
                  caption={t('themeDemo.emptyTab')}
                  columns={[{ key: 'name', header: t('themeDemo.quiz'), render: (row: SampleRow) => row.name }]}
                  rows={[]}
                  getRowId={(row) => row.id}
                />
              ),
            },
          ]}
        />
      </Card>
      <Modal
        isOpen={modalSize !== null}
        onClose={() => setModalSize(null)}
        title={t('themeDemo.modalTitle')}
        size={modalSize ?? 'md'}
        footer={<Button onClick={() => setModalSize(null)}>{t('ui.close')}</Button>}
      >
        <p>{t('themeDemo.modalBody')}</p>
      </Modal>
    </div>
  );
}

/** /theme-demo: the five palettes, the theme, every component of the design system and the demo quiz form. */
export default function ThemeDemoPage() {
  const { t } = useTranslation();
  usePageTitle(t('themeDemo.title'));
  const formId = useId();
  const themeId = useId();
  return (
    <>
      <PageHeader title={t('themeDemo.title')} description={t('themeDemo.subtitle')} />
      <div className="flex flex-col gap-6">
        <Card title={t('themeDemo.appearance')} titleId={themeId}>
          <div className="flex flex-col gap-5">
            <PalettePicker />
            <div className="flex flex-wrap items-center gap-3">
              <span className="text-sm font-medium">{t('nav.theme')}</span>
              <ThemePicker />
            </div>
          </div>
        </Card>
        <ComponentGallery />
        <Card title={t('themeDemo.formTitle')} titleId={formId}>
          <p className="-mt-2 mb-4 text-sm text-muted">{t('themeDemo.formIntro')}</p>
          <DemoQuizForm />
        </Card>
      </div>
    </>
  );
}
