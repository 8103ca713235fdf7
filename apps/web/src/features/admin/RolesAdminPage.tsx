import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, type Permission, type Role } from '@quizmaker/contracts';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../app/page-title.ts';
import { Alert, PageHeader } from '../../ui/index.ts';

/** How many distinct permissions a role grants (the admin row lists one permission twice in the table). */
const grantedCount = (role: Role) => new Set(ROLE_PERMISSIONS[role]).size;
const grants = (role: Role, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);

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
      <div
        // relative: the visually hidden 'granted' texts stay inside the scroll box, not past the page's edge.
        className="relative overflow-x-auto rounded-xl border border-border bg-surface"
        role="region"
        aria-label={caption}
        tabIndex={0}
      >
        <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-surface-2 text-xs text-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold tracking-wide uppercase">
                {t('admin.roles.permission')}
              </th>
              {ROLES.map((role) => (
                <th key={role} scope="col" className="px-3 py-3 text-center align-bottom">
                  <span className="block text-sm font-semibold text-fg">{t(`roles.${role}`)}</span>
                  <span className="block font-normal">{t('admin.roles.count', { count: grantedCount(role) })}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {PERMISSIONS.map((permission) => (
              <tr key={permission}>
                <th scope="row" className="px-4 py-2.5 font-normal">
                  <span className="block font-medium">{t(`admin.roles.permissions.${permission}`)}</span>
                  <code className="text-xs text-muted">{permission}</code>
                </th>
                {ROLES.map((role) => (
                  <td key={role} className="px-3 py-2.5 text-center" data-testid={`${role}:${permission}`}>
                    {grants(role, permission) ? (
                      <>
                        <span aria-hidden="true" className="font-bold text-success">
                          ✓
                        </span>
                        <span className="sr-only">{t('admin.roles.granted')}</span>
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true" className="text-muted">
                          –
                        </span>
                        <span className="sr-only">{t('admin.roles.notGranted')}</span>
                      </>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
