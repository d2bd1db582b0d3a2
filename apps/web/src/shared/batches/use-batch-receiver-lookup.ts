import { messages, validateCuit } from '@liqui/domain';
import type { FormApi } from 'final-form';
import { useRef, useState } from 'react';
import {
  changeReceiverFields,
  clearedReceiverFields,
  receiverFieldsOf,
  useContribuyenteLookup,
} from '../contribuyente/use-contribuyente-lookup';
import type { BatchFormState } from './batch-form-state';
import type { LookupState } from './new-batch-fields';

/**
 * The batch form's receiver lookup (Spec 03 §8 "Taxpayer lookup", `GET /contribuyente`):
 * `lookUpReceiver(form)` looks the CUIT field up when it holds a valid CUIT not looked up yet,
 * and `lookup` says how it went under the field: 'Verificando CUIT...', then 'Cuit valido!'
 * filling razón social, domicilio, localidad and provincia, or 'Cuit inexistente' clearing them,
 * or 'Error de comunicacion con AFIP' leaving them.
 */
export function useBatchReceiverLookup(): {
  readonly lookup: LookupState;
  readonly lookUpReceiver: (form: FormApi<BatchFormState>) => Promise<void>;
} {
  const [lookup, setLookup] = useState<LookupState>({ kind: 'idle' });
  const lastLookedUp = useRef<string | null>(null);
  const lookUp = useContribuyenteLookup();

  const lookUpReceiver = async (form: FormApi<BatchFormState>) => {
    const checked = validateCuit(form.getState().values.nroDocumento ?? '');
    if (!checked.ok) return;
    const cuit = checked.value;
    if (lastLookedUp.current === cuit) return;
    lastLookedUp.current = cuit;
    setLookup({ kind: 'verifying' });
    const { answer } = await lookUp(cuit);
    if (answer.ok) {
      changeReceiverFields(form, receiverFieldsOf(answer.contribuyente));
      setLookup({ kind: 'done', tone: 'positive', message: messages['taxpayerLookup.valid'] });
    } else if (answer.code === 'not_found') {
      changeReceiverFields(form, clearedReceiverFields);
      setLookup({ kind: 'done', tone: 'critical', message: messages['taxpayerLookup.notFound'] });
    } else {
      setLookup({ kind: 'done', tone: 'critical', message: messages['taxpayerLookup.afipError'] });
    }
  };

  return { lookup, lookUpReceiver };
}
