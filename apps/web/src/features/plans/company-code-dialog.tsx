/**
 * The company code modal of the plan wizard (`plan-wizard-page.tsx`, Spec 02 §2 "Plan
 * selection"), in a file of its own so the wizard stays under 600 lines.
 */
import { argentineDateOf, type Company, messages, type User } from '@liqui/domain';
import { Button, Dialog, Inline, Stack, TextField, useToast } from '@liqui/ui';
import { type FormEvent, useState } from 'react';
import { useApi } from '../../session/api-context';
import { useApiQuery } from '../../session/api-query';

/**
 * The company code modal: `GET /root/admindashboard/code/{code}` (valid when the first element
 * has `cuit` and `razon_social`), then the relationship with that company. The relationship's
 * user fields are the record's (the server copies its own anyway); `tipoResponsable` is
 * 'iva-responsable-inscripto' (decision: a company that onboards collaborators is an IVA
 * registered employer; the spec does not say).
 */
export function CodeDialog({
  company,
  user,
  onClose,
  onJoined,
}: {
  readonly company: Company;
  readonly user: User;
  readonly onClose: () => void;
  readonly onJoined: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const me = useApiQuery('getMe', []);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [isChecking, setChecking] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') {
      setCodeError(messages['company.codeInvalid']);
      return;
    }
    setChecking(true);
    try {
      const found = await api.call('getCompaniesByCode', { params: { code: typed } });
      const match = found[0];
      if (!match?.cuit || !match.razon_social) {
        setCodeError(messages['company.codeInvalid']);
        return;
      }
      setCodeError(undefined);
      try {
        await api.call('createRelationship', {
          body: {
            adminCuit: match.cuit,
            userId: user.user_id,
            razonSocial: match.razon_social,
            domicilio: match.domicilio ?? null,
            tipoResponsable: 'iva-responsable-inscripto',
            nombreUsuario: user.nombre || user.email,
            apellidoUsuario: user.apellido || user.email,
            emailUsuario: user.email,
            telefonoUsuario: user.telefono || null,
            cuitUsuario: user.cuit ?? null,
            fecha_desde: argentineDateOf(new Date()),
            fecha_hasta: null,
          },
        });
        await me.mutate();
        // One confirmation, once the company is joined: 'Plan actualizado correctamente' a moment
        // after 'Código validado con éxito' replaced it before anyone could read it.
        toast.show({ tone: 'positive', message: messages['company.codeValidated'] });
        onJoined();
      } catch {
        toast.show({ tone: 'critical', message: messages['relationship.loadError'] });
      }
    } catch {
      setCodeError(messages['company.codeInvalid']);
    } finally {
      setChecking(false);
    }
  };

  return (
    <Dialog
      title={`Código de ${company.display_name ?? company.razon_social}`}
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      isDismissable
    >
      <form onSubmit={onSubmit} noValidate aria-label="Validar código de empresa">
        <Stack space="medium">
          <TextField
            label="Código de la empresa"
            description="Ingresá el código que te dio la empresa."
            value={code}
            onChange={(value) => {
              setCode(value);
              setCodeError(undefined);
            }}
            isInvalid={codeError !== undefined}
            {...(codeError !== undefined ? { errorMessage: codeError } : {})}
            autoFocus
          />
          <Inline space="small">
            <Button variant="secondary" onPress={onClose}>
              Cancelar
            </Button>
            <Button type="submit" variant="primary" isPending={isChecking} pendingLabel="Validando">
              Validar código
            </Button>
          </Inline>
        </Stack>
      </form>
    </Dialog>
  );
}
