import { isApiError } from '@liqui/api-client';
import { candidateCuitOf, formatCuit, messages } from '@liqui/domain';
import { Card, DescriptionList, Spinner, Text } from '@liqui/ui';
import { useApiQuery } from '../../session/api-query';

/**
 * Card 'Situación fiscal (ARCA)' beside a candidate's documents (issue 16 item 5, beyond the
 * spec): the candidate's CUIT looked up in ARCA's padrón A5 (`GET /contribuyente`, the client of
 * the invoice form): razón social, IVA condition ('Responsable inscripto' for `IVA` S, 'No
 * inscripto en IVA' for N, 'Sin datos' when ARCA withholds it) and address.
 *
 * Which CUIT (decision, `candidateCuitOf` of @liqui/domain): the candidate's document number
 * when it is a valid CUIT; otherwise the card says 'Sin CUIT' and asks nothing. A CUIT ARCA does
 * not know says 'Cuit inexistente'; ARCA unreachable 'Error de comunicacion con AFIP'.
 */
export function CandidatePadron(props: { readonly numberDoc: string }) {
  const cuit = candidateCuitOf(props.numberDoc);
  const { data, error } = useApiQuery('getContribuyente', cuit ? [{ query: { cuit } }] : null);
  const body = (() => {
    if (cuit === null) return <Text tone="secondary">{messages['candidate.noCuit']}</Text>;
    if (error) {
      const message =
        isApiError(error) && error.status === 404
          ? messages['taxpayerLookup.notFound']
          : messages['taxpayerLookup.afipError'];
      return <Text tone="critical">{message}</Text>;
    }
    if (data === undefined) return <Spinner label="Consultando el padrón de ARCA" isLabelVisible />;
    const address = [data.Direccion, data.Localidad, data.Provincia].filter(Boolean).join(', ');
    return (
      <DescriptionList
        items={[
          { term: 'CUIT', value: formatCuit(cuit) },
          { term: 'Razón social', value: data.razonSocial },
          {
            term: 'Condición frente al IVA',
            value:
              data.IVA === 'S'
                ? 'Responsable inscripto'
                : data.IVA === 'N'
                  ? 'No inscripto en IVA'
                  : 'Sin datos',
          },
          { term: 'Domicilio', value: address === '' ? 'Sin datos' : address },
        ]}
      />
    );
  })();
  return (
    <Card title="Situación fiscal (ARCA)" headingLevel={2}>
      {body}
    </Card>
  );
}
