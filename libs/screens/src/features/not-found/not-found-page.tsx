import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { NotFound } from '@wallet/ui-kit';

/** Any unknown path: 'Page Not Found'. */
export function NotFoundPage() {
  return (
    <main>
      <NotFound
        action={
          <Link to="/">
            <Trans>Go to the home page</Trans>
          </Link>
        }
      />
    </main>
  );
}
