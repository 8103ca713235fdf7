import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { billingKeys } from '../../api/billing.ts';
import { isApiError, screenMessage } from '../../api/errors.ts';
import { profileQuery, userQuery, useSetUserActive } from '../../api/users.ts';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { ADMIN_ROLES, hasAnyRole } from '../../app/auth/roles.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Button, PageHeader, PageSpinner, useToast } from '../../ui/index.ts';
import { ProfileDetails } from './ProfileDetails.tsx';
import { TokenBalanceCard } from './TokenBalanceCard.tsx';
import { TopUpCard } from './TopUpCard.tsx';
import { TransactionHistory } from './TransactionHistory.tsx';

export const PROFILE_NOT_FOUND = 'User profile not found';
export const PROFILE_LOAD_FAILED = 'Failed to load user profile';
export const STATUS_UPDATE_FAILED = 'Failed to update user status';
const CHECKOUT_POLL_MS = 2000;
const CHECKOUT_POLL_FOR_MS = 20_000;

function LoadFailure({ error }: { error: unknown }) {
  const msg = useMessage();
  const notFound = isApiError(error) && error.status === 404;
  return (
    <Alert type="error">
      {msg(notFound ? PROFILE_NOT_FOUND : (screenMessage(error, PROFILE_LOAD_FAILED) ?? PROFILE_LOAD_FAILED))}
    </Alert>
  );
}

/** The message after returning from checkout (?checkout=success or cancel), with a short balance poll after a payment. */
function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const client = useQueryClient();
  const outcome = params.get('checkout');
  // Polling starts when the page arrives with (or the URL turns to) ?checkout=success: set while rendering, as
  // React's "storing information from previous renders" does, rather than by an effect that renders twice.
  const [polling, setPolling] = useState(outcome === 'success');
  const [previousOutcome, setPreviousOutcome] = useState(outcome);
  if (outcome !== previousOutcome) {
    setPreviousOutcome(outcome);
    if (outcome === 'success') {
      setPolling(true);
    }
  }
  useEffect(() => {
    if (outcome === 'success') {
      void client.invalidateQueries({ queryKey: billingKeys.all });
    }
  }, [outcome, client]);
  useEffect(() => {
    if (!polling) {
      return;
    }
    const timer = setTimeout(() => {
      setPolling(false);
      void client.invalidateQueries({ queryKey: billingKeys.transactionLists() });
    }, CHECKOUT_POLL_FOR_MS);
    return () => clearTimeout(timer);
  }, [polling, client]);
  const dismiss = () => {
    const next = new URLSearchParams(params);
    next.delete('checkout');
    next.delete('session_id');
    setParams(next, { replace: true });
  };
  return { outcome, polling, dismiss };
}

function OwnProfile() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const profile = useQuery(profileQuery());
  const checkout = useCheckoutReturn();
  usePageTitle(t('profile.title'));
  return (
    <>
      <PageHeader
        title={t('profile.title')}
        actions={
          hasAnyRole(user, ADMIN_ROLES) ? (
            <Link to="/admin" className="text-sm font-medium">
              {t('profile.adminLink')}
            </Link>
          ) : null
        }
      />
      <div className="flex flex-col gap-6">
        {checkout.outcome === 'success' ? (
          <Alert type="success" onDismiss={checkout.dismiss}>
            {t('billing.checkout.success')}
          </Alert>
        ) : checkout.outcome === 'cancel' || checkout.outcome === 'cancelled' ? (
          <Alert type="info" onDismiss={checkout.dismiss}>
            {t('billing.checkout.cancelled')}
          </Alert>
        ) : null}
        {profile.isPending ? (
          <PageSpinner />
        ) : profile.isError ? (
          <LoadFailure error={profile.error} />
        ) : (
          <ProfileDetails user={profile.data} editable />
        )}
        <TokenBalanceCard pollMs={checkout.polling ? CHECKOUT_POLL_MS : false} />
        <TopUpCard />
        <TransactionHistory />
      </div>
    </>
  );
}

function AdminUserView({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const profile = useQuery(userQuery(userId));
  const setActive = useSetUserActive();
  usePageTitle(t('profile.userTitle'));
  const toggle = () => {
    if (!profile.data) {
      return;
    }
    const active = !profile.data.isActive;
    setActive.mutate(
      { id: userId, active },
      {
        onSuccess: () => toast.success(active ? t('profile.activated') : t('profile.deactivated')),
        onError: (error) => toast.error(msg(screenMessage(error, STATUS_UPDATE_FAILED) ?? STATUS_UPDATE_FAILED)),
      },
    );
  };
  return (
    <>
      <PageHeader title={t('profile.userTitle')} />
      {profile.isPending ? (
        <PageSpinner />
      ) : profile.isError ? (
        <LoadFailure error={profile.error} />
      ) : (
        <ProfileDetails
          user={profile.data}
          editable={false}
          actions={
            <Button
              variant={profile.data.isActive ? 'danger' : 'success'}
              onClick={toggle}
              loading={setActive.isPending}
            >
              {profile.data.isActive ? t('profile.deactivate') : t('profile.activate')}
            </Button>
          }
        />
      )}
    </>
  );
}

/** My Profile, or (with another user's id) the admin view of that user (spec 1 section 2). */
export default function ProfilePage() {
  const { userId } = useParams();
  const { user } = useAuth();
  if (userId && user && userId !== user.id) {
    return <AdminUserView userId={userId} />;
  }
  return <OwnProfile />;
}
