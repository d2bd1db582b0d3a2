import { messages } from '@liqui/domain';
import { Link, Stack, Text } from '@liqui/ui';
import { useApiQuery } from '../../session/api-query';
import { CompanyEditCard } from '../../shared/companies/company-edit-card';
import { PageHeading } from '../../shared/page-heading';
import { QueryBoundary } from '../../shared/query-boundary';

const title = 'Datos personales';

/**
 * /personal-data, the company's own data (Spec 03 §2 "Company admin", §5 "Company edit"; issue
 * 15 item 7): the company edit form ({@link CompanyEditCard}) on the signed-in company's own
 * account (`GET /root/users/me` for its `user_id`; the server lets a company admin read and save
 * only its own company, every field but the CUIT), and a link to the password change
 * (/micuenta-adminlite, 'Cambiar contraseña').
 */
export function PersonalDataPage() {
  const me = useApiQuery('getMe', []);
  return (
    <>
      <PageHeading title={title} />
      <Stack space="large">
        <Text>
          <Link href="/micuenta-adminlite">Cambiar contraseña</Link>
        </Text>
        <QueryBoundary
          queries={[me]}
          loadingLabel="Cargando empresa"
          errorMessage={messages['load.database']}
        >
          {([user]) => <CompanyEditCard userId={user.user_id} />}
        </QueryBoundary>
      </Stack>
    </>
  );
}
