import { Card, sprinkles } from '@liqui/ui';
import { usePageTitle } from './use-page-title';

/** The text of every screen that is routed but not built yet. */
export const notAvailableText = 'Esta sección todavía no está disponible';

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
        <p className={sprinkles({ margin: 'none' })}>{notAvailableText}</p>
      </Card>
    </>
  );
}
