import { accountMessages } from '@codeflow/contracts';
import { Link } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { buttonClasses } from '../../components/ui/buttonClasses';

/** /account/deleted: where a deleted account lands, signed out. */
export function AccountDeletedPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="account-deleted">
      <PageTitle title="Account deleted" />
      <h1 className="text-3xl font-bold text-slate-900">Account deleted</h1>
      <p role="status" className="mt-4 text-slate-700">
        {accountMessages.accountDeleted} A confirmation has been sent to your email address.
      </p>
      <Link to="/" className={`${buttonClasses('brand', 'lg')} mt-8`}>
        Back to Home
      </Link>
    </div>
  );
}
