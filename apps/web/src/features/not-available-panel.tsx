import { messages } from '@liqui/domain';
import { Card, sprinkles } from '@liqui/ui';
import { usePageTitle } from './use-page-title';

/**
 * A routed screen that is not built yet: the page heading naming the section, and a card that
 * says so. Later issues replace these screen by screen in `features/<area>/pages.tsx`.
 */
export function NotAvailablePanel({ title }: { readonly title: string }) {
  usePageTitle(title);
  return (
    <>
      <h1 className={sprinkles({ fontSize: 'xlarge', marginTop: 'none', marginBottom: 'large' })}>
        {title}
      </h1>
      <Card title="Próximamente">
        <p className={sprinkles({ margin: 'none' })}>{messages['shell.notAvailable']}</p>
      </Card>
    </>
  );
}
