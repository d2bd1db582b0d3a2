import { sprinkles } from '@liqui/ui';
import { usePageTitle } from '../features/use-page-title';

/** The one h1 of an admin page, which also names the browser tab. */
export function PageHeading({ title }: { readonly title: string }) {
  usePageTitle(title);
  return (
    <h1 className={sprinkles({ fontSize: 'xlarge', marginTop: 'none', marginBottom: 'large' })}>
      {title}
    </h1>
  );
}
