import { useState, type ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatAccountNumber, formatDateTime } from '@wallet/domain';
import { useProfile, useWallet } from '@wallet/api-client/react';
import { AlertDialog, Button, CopyButton, Skeleton } from '@wallet/ui-kit';
import { PageLayout } from '../../shared/page-layout/page-layout';
import { QueryView } from '../../shared/query-view/query-view';
import { useBankName } from '../../shared/use-bank-name';
import { ChangePasswordModal } from './change-password-modal';
import { EditProfileModal } from './edit-profile-modal';
import { memberReference } from './member-reference';
import './profile-page.css';

const PencilIcon = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d="M4 20h4L19 9l-4-4L4 16v4z" />
    <path d="M13.5 6.5l4 4" />
  </svg>
);

const LockIcon = () => (
  <svg
    width="22"
    height="22"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
  >
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7a4 4 0 0 1 8 0v4" />
  </svg>
);

/** /user/profile: who the player is and where withdrawals go (profile plus the wallet's bank account); edit and
 * change-password modals. */
export function ProfilePage() {
  const { t } = useLingui();
  const profile = useProfile();
  const wallet = useWallet();
  const [changing, setChanging] = useState(false);
  const [saved, setSaved] = useState(false);
  const [editing, setEditing] = useState(false);
  const [profileSaved, setProfileSaved] = useState(false);
  const current = profile.data ? editableProfile(profile.data, wallet.data?.bankAccount) : null;

  return (
    <PageLayout
      title={<Trans>Profile</Trans>}
      actions={
        <>
          <Button
            variant="secondary"
            icon={<PencilIcon />}
            disabled={current === null}
            onClick={() => setEditing(true)}
          >
            <Trans>Edit profile</Trans>
          </Button>
          <Button variant="secondary" icon={<LockIcon />} onClick={() => setChanging(true)}>
            <Trans>Change password</Trans>
          </Button>
        </>
      }
    >
      <QueryView
        query={profile}
        loadingLabel={t`Loading your profile`}
        errorTitle={<Trans>Your profile could not be loaded</Trans>}
        skeleton={<Skeleton shape="block" height={7 * 49} />}
      >
        {(p) => <ProfileDetails profile={p} bankAccount={wallet.data?.bankAccount} />}
      </QueryView>
      {current ? (
        <EditProfileModal
          open={editing}
          onClose={() => setEditing(false)}
          current={current}
          onSaved={() => setProfileSaved(true)}
        />
      ) : null}
      <AlertDialog
        open={profileSaved}
        tone="success"
        title={t`Profile saved`}
        message={t`Your name and bank account are up to date.`}
        onConfirm={() => setProfileSaved(false)}
      />
      <ChangePasswordModal
        open={changing}
        onClose={() => setChanging(false)}
        onSaved={() => setSaved(true)}
      />
      <AlertDialog
        open={saved}
        tone="success"
        title={t`Password saved`}
        message={t`Use your new password the next time you log in.`}
        onConfirm={() => setSaved(false)}
      />
    </PageLayout>
  );
}

type Profile = NonNullable<ReturnType<typeof useProfile>['data']>;
type BankAccount = NonNullable<ReturnType<typeof useWallet>['data']>['bankAccount'];

/** What the edit starts from: the profile, with the wallet's bank account winning over the profile's copy. */
function editableProfile(p: Profile, bankAccount: BankAccount | undefined) {
  return {
    name: p.name,
    bankCode: bankAccount?.bank.code ?? p.bankCode,
    bankAccountName: bankAccount?.bankAccountName ?? p.bankAccountName,
    bankAccountNo: bankAccount?.bankAccountNo ?? p.bankAccountNo,
  };
}

/** Who the player is and where withdrawals go: the wallet's bank account wins over the profile's copy. */
function ProfileDetails({
  profile: p,
  bankAccount,
}: {
  profile: Profile;
  bankAccount: BankAccount | undefined;
}) {
  const { t } = useLingui();
  const bankName = useBankName();
  const rows: Array<[string, ReactNode]> = [
    [t`Name`, p.name],
    [t`Member ID`, <MemberId key="id" id={p._id} />],
    [t`Member since`, formatDateTime(p.createdAt)],
    [t`Username`, p.username],
    [t`Bank account name`, bankAccount?.bankAccountName ?? p.bankAccountName],
    [t`Bank`, bankAccount ? bankName(bankAccount.bank) : p.bankCode],
    [t`Account number`, formatAccountNumber(bankAccount?.bankAccountNo ?? p.bankAccountNo)],
  ];
  return (
    <dl className="wl-profile__details">
      {rows.map(([label, value]) => (
        <div key={label} className="wl-profile__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The member id as a short reference support can read out, the full id behind a disclosure with a copy button. */
function MemberId({ id }: { id: string }) {
  return (
    <>
      <span className="wl-profile__member-ref">{memberReference(id)}</span>
      <details className="wl-profile__member-full">
        <summary>
          <Trans>Full ID</Trans>
        </summary>
        <code className="wl-profile__member-id">{id}</code>
        <CopyButton text={id}>
          <Trans>Copy full ID</Trans>
        </CopyButton>
      </details>
    </>
  );
}
