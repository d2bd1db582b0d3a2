/**
 * The status and enumeration lists of the rules part (statuses.ts, enumerations.ts) and the value
 * lists behind the entity structs (entities/) must never drift apart: both describe the same
 * wire values. This pins them equal, order included.
 */
import { describe, expect, it } from 'vitest';
import { concepts } from './catalogues';
import {
  conceptoCodes,
  formaDePagoValues,
  invoiceStatusValues,
  monedaCodes,
  receiverDocumentTypeCodes,
  tipoResponsableValues,
  voucherTypeCodes,
} from './entities/invoice';
import {
  estadoCbuValues,
  estadoClaveFiscalValues,
  estadoMonotributoValues,
  estadoPagoValues,
  estadoUsuarioValues,
} from './entities/user-statuses';
import {
  formaDePagoIds,
  invoiceCurrencies,
  invoiceDocumentTypes,
  invoiceVoucherTypes,
  tipoResponsableIds,
} from './enumerations';
import {
  estadosCbu,
  estadosClaveFiscal,
  estadosMonotributo,
  estadosPago,
  estadosUsuario,
  invoiceStatuses,
} from './statuses';

describe('rules lists equal the entity structs’ value lists', () => {
  it('for the user statuses', () => {
    expect(estadosUsuario).toEqual(estadoUsuarioValues);
    expect(estadosMonotributo).toEqual(estadoMonotributoValues);
    expect(estadosClaveFiscal).toEqual(estadoClaveFiscalValues);
    expect(estadosPago).toEqual(estadoPagoValues);
    expect(estadosCbu).toEqual(estadoCbuValues);
  });

  it('for the invoice statuses and enumerations', () => {
    expect(invoiceStatuses).toEqual(invoiceStatusValues);
    expect(tipoResponsableIds).toEqual(tipoResponsableValues);
    expect(formaDePagoIds).toEqual(formaDePagoValues);
    expect(invoiceVoucherTypes.map((type) => type.id)).toEqual(voucherTypeCodes);
    expect(invoiceDocumentTypes.map((type) => type.id)).toEqual(receiverDocumentTypeCodes);
    expect(invoiceCurrencies.map((currency) => currency.id)).toEqual(monedaCodes);
    expect(concepts.map((concept) => concept.id)).toEqual(conceptoCodes);
  });
});
