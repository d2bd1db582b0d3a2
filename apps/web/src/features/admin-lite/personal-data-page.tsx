import { messages } from '@liqui/domain';
import { Alert, Link, Spinner, Stack, Text } from '@liqui/ui';
import { useApiQuery } from '../../session/api-query';
import { CompanyEditCard } from '../admin/companies/edit-company-page';
import { PageHeading } from '../admin/page-heading';

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
        {me.data ? (
          <CompanyEditCard userId={me.data.user_id} />
        ) : me.error ? (
          <Alert tone="critical">{messages['load.database']}</Alert>
        ) : (
          <Spinner label="Cargando empresa" isLabelVisible />
        )}
      </Stack>
    </>
  );
}
