import type { User } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { screenMessage } from '../../api/errors.ts';
import { userListQuery, useSetUserActive, useSetUsersActive } from '../../api/users.ts';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useListSearch } from '../../app/use-list-search.ts';
import { useFormatters } from '../../i18n/format.ts';
import { useMessage } from '../../i18n/messages.ts';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  PageHeader,
  TextField,
  useToast,
  type Column,
  type SortState,
} from '../../ui/index.ts';
import { ActiveBadge, RoleBadges } from '../profile/index.ts';

export const USERS_PAGE_SIZE = 20;
const STATUS_UPDATE_FAILED = 'Failed to update user status';

/** /admin/users: a paged, searchable, sortable user table with single and bulk activate/deactivate. */
export default function UsersAdminPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const format = useFormatters();
  const { user: me } = useAuth();
  usePageTitle(t('admin.users.title'));

  const [page, setPage] = useState(0);
  const { search, setSearch, settledSearch } = useListSearch(() => setPage(0));
  const [sort, setSort] = useState<SortState>({ key: 'createdAt', direction: 'desc' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [bulk, setBulk] = useState<'activate' | 'deactivate' | null>(null);

  const list = useQuery(
    userListQuery({
      page,
      size: USERS_PAGE_SIZE,
      sort: `${sort.key},${sort.direction}`,
      ...(settledSearch ? { search: settledSearch } : {}),
    }),
  );
  const setActive = useSetUserActive();
  const setManyActive = useSetUsersActive();

  const toggle = (user: User) => {
    const active = !user.isActive;
    setActive.mutate(
      { id: user.id, active },
      {
        onSuccess: () =>
          toast.success(
            t(active ? 'admin.users.activatedOne' : 'admin.users.deactivatedOne', { username: user.username }),
          ),
        onError: (error) => toast.error(msg(screenMessage(error, STATUS_UPDATE_FAILED) ?? STATUS_UPDATE_FAILED)),
      },
    );
  };

  const runBulk = () => {
    if (!bulk) {
      return;
    }
    const active = bulk === 'activate';
    setManyActive.mutate(
      { userIds: [...selected], active },
      {
        onSuccess: (result) => {
          toast.success(
            t(active ? 'admin.users.bulkActivated' : 'admin.users.bulkDeactivated', { count: result.updated }),
          );
          setSelected(new Set());
          setBulk(null);
        },
        onError: (error) => {
          toast.error(msg(screenMessage(error, STATUS_UPDATE_FAILED) ?? STATUS_UPDATE_FAILED));
          setBulk(null);
        },
      },
    );
  };

  const columns: Column<User>[] = [
    {
      key: 'username',
      header: t('admin.users.username'),
      sortable: true,
      render: (user) => <Link to={`/profile/${user.id}`}>{user.username}</Link>,
    },
    { key: 'email', header: t('admin.users.email'), sortable: true, render: (user) => user.email },
    { key: 'roles', header: t('admin.users.roles'), render: (user) => <RoleBadges roles={user.roles} size="sm" /> },
    { key: 'status', header: t('admin.users.status'), render: (user) => <ActiveBadge active={user.isActive} /> },
    {
      key: 'createdAt',
      header: t('admin.users.memberSince'),
      sortable: true,
      render: (user) => format.date(user.createdAt),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('admin.users.actions')}</span>,
      className: 'text-right',
      render: (user) =>
        user.id === me?.id ? null : (
          <Button
            size="sm"
            variant={user.isActive ? 'secondary' : 'success'}
            onClick={() => toggle(user)}
            disabled={setActive.isPending && setActive.variables.id === user.id}
            aria-label={t(user.isActive ? 'admin.users.deactivateUser' : 'admin.users.activateUser', {
              username: user.username,
            })}
          >
            {user.isActive ? t('profile.deactivate') : t('profile.activate')}
          </Button>
        ),
    },
  ];

  const count = selected.size;
  return (
    <>
      <PageHeader title={t('admin.users.title')} description={t('admin.users.subtitle')} />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <TextField
          className="w-full sm:max-w-sm"
          label={t('admin.users.search')}
          type="search"
          placeholder={t('admin.users.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('admin.users.bulkActions')}>
          <span className="text-sm text-muted" aria-live="polite">
            {t('admin.users.selected', { count })}
          </span>
          <Button variant="success" size="sm" disabled={count === 0} onClick={() => setBulk('activate')}>
            {t('admin.users.activateSelected')}
          </Button>
          <Button variant="danger" size="sm" disabled={count === 0} onClick={() => setBulk('deactivate')}>
            {t('admin.users.deactivateSelected')}
          </Button>
        </div>
      </div>
      {list.isError ? (
        <Alert type="error">{msg(screenMessage(list.error, 'An unexpected error occurred'))}</Alert>
      ) : (
        <DataTable
          caption={t('admin.users.caption')}
          columns={columns}
          rows={list.data?.content ?? []}
          getRowId={(user) => user.id}
          loading={list.isPending}
          sort={sort}
          onSortChange={(next) => {
            setSort(next);
            setPage(0);
          }}
          selection={{
            selected,
            onChange: (next) => setSelected(new Set([...next].filter((id) => id !== me?.id))),
            rowLabel: (user) => t('admin.users.selectUser', { username: user.username }),
          }}
          pagination={{
            page,
            pageSize: USERS_PAGE_SIZE,
            totalElements: list.data?.totalElements ?? 0,
            onPageChange: setPage,
          }}
        />
      )}
      <ConfirmDialog
        isOpen={bulk !== null}
        title={bulk === 'activate' ? t('admin.users.confirmActivateTitle') : t('admin.users.confirmDeactivateTitle')}
        message={t(bulk === 'activate' ? 'admin.users.confirmActivate' : 'admin.users.confirmDeactivate', { count })}
        confirmLabel={bulk === 'activate' ? t('admin.users.activateSelected') : t('admin.users.deactivateSelected')}
        tone={bulk === 'activate' ? 'primary' : 'danger'}
        busy={setManyActive.isPending}
        onConfirm={runBulk}
        onCancel={() => setBulk(null)}
      />
    </>
  );
}
