// Server HTML on a page that starts without the sanitizer (DOMPurify, ~10 KB): the sanitizer's chunk is requested when
// the HTML is first rendered, and the HTML shows only once it has gone through it, never raw before.
import { lazy, Suspense } from 'react';
import type { SanitizedHtmlProps } from '@wallet/ui-kit';

const SanitizedHtml = lazy(() =>
  import('@wallet/ui-kit/sanitized-html').then((m) => ({ default: m.SanitizedHtml })),
);

/** `SanitizedHtml` whose sanitizer loads with the first HTML to show; nothing is shown until it has. */
export function ServerHtml(props: SanitizedHtmlProps) {
  return (
    <Suspense fallback={null}>
      <SanitizedHtml {...props} />
    </Suspense>
  );
}
