import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, type Permission, type Role } from '@quizmaker/contracts';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.ts';
import { Alert, DataTable, PageHeader } from '../../ui/index.ts';

/** How many distinct permissions a role grants (the admin row lists one permission twice in the table). */
const grantedCount = (role: Role) => new Set(ROLE_PERMISSIONS[role]).size;
const grants = (role: Role, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);

/** A check mark or a dash, with words for screen readers. */
function Grant({ granted, testId }: { granted: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <span data-testid={testId}>
      <span aria-hidden="true" className={granted ? 'font-bold text-success' : 'text-muted'}>
        {granted ? '✓' : '–'}
      </span>
      <span className="sr-only">{granted ? t('admin.roles.granted') : t('admin.roles.notGranted')}</span>
    </span>
  );
}

/**
 * /admin/roles: every role and the permissions it grants, read from the contracts table the server's
 * guards use, so what this page shows is exactly what the server enforces. Read-only: roles live in code.
 */
export default function RolesAdminPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.roles.title'));
  const caption = t('admin.roles.caption');
  return (
    <>
      <PageHeader title={t('admin.roles.title')} description={t('admin.roles.subtitle')} />
      <Alert type="info" className="mb-4">
        {t('admin.roles.readOnly')}
      </Alert>
      <DataTable
        caption={caption}
        regionLabel={caption}
        rows={[...PERMISSIONS]}
        getRowId={(permission) => permission}
        columns={[
          {
            key: 'permission',
            header: t('admin.roles.permission'),
            render: (permission) => (
              <>
                <span className="block font-medium">{t(`admin.roles.permissions.${permission}`)}</span>
                <code className="text-xs font-normal text-muted">{permission}</code>
              </>
            ),
          },
          ...ROLES.map((role) => ({
            key: role,
            header: (
              // The role's name as it is written elsewhere, not in the header row's capitals.
              <span className="normal-case">
                <span className="block text-sm text-fg">{t(`roles.${role}`)}</span>
                <span className="block font-normal">{t('admin.roles.count', { count: grantedCount(role) })}</span>
              </span>
            ),
            className: 'text-center',
            render: (permission: Permission) => (
              <Grant granted={grants(role, permission)} testId={`${role}:${permission}`} />
            ),
          })),
        ]}
      />
    </>
  );
}
