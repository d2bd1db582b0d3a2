import { Inline, Link, Stack } from '@liqui/ui';
import { CompanyEditCard } from '../../../shared/companies/company-edit-card';
import { PageHeading } from '../../../shared/page-heading';
import type { PageProps } from '../../page';

const title = 'Editar empresa';

/**
 * /edit-user-admin-lite/{userId}, one company's edit form for the admin (Spec 03 §2 "Company list
 * and edit"; issue 14 item 5): {@link CompanyEditCard} and 'Volver' back to the list.
 */
export function EditCompanyPage({ params }: PageProps) {
  const userId = params.id ?? params.userId ?? '';
  return (
    <>
      <PageHeading title={title} />
      <Stack space="large">
        <Inline space="small">
          <Link href="/admin-lites">Volver</Link>
        </Inline>
        <CompanyEditCard userId={userId} />
      </Stack>
    </>
  );
}
