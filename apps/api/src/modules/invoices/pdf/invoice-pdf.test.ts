import { buildInvoiceQrUrl, type Invoice, parseInvoiceQrUrl } from '@liqui/domain';
import jsQR from 'jsqr';
import * as mupdf from 'mupdf';
import { describe, expect, it } from 'vitest';
import { type InvoicePdfIssuer, invoicePdfFileName, renderInvoicePdf } from './invoice-pdf.js';

/** The monotributista of qr-and-printing.md's Factura C example (CUIT 20-11111111-2). */
const issuer: InvoicePdfIssuer = {
  nombre: 'Juana',
  apellido: 'Pérez',
  cuit: '20111111112',
  domicilio: 'Av. Corrientes 1234, CABA',
  iibb: '901-123456-7',
  inicioActividad: '2020-03-01',
};

/**
 * The emitted Factura C to an unidentified final consumer of qr-and-printing.md §3 (point of sale
 * 1, number 43, $ 15.000, CAE 76470000000001), for services of November 2026.
 */
const facturaC: Invoice = {
  invoiceId: 'inv-43',
  userId: 'user-1',
  estado: 'EMITTED',
  tipoDeComprobante: 11,
  tipoResponsable: 'consumidor-final',
  fecha: '2026-11-20',
  tipoDocumento: 99,
  nroDocumento: '0',
  formaDePago: 'contado',
  moneda: 'PES',
  concepto: 2,
  desde: '2026-11-01',
  hasta: '2026-11-30',
  vencimientoPago: '2026-11-20',
  items: [
    {
      codigo: 'H-1',
      concepto: 'Honorarios por diseño gráfico',
      unidad: 7,
      cantidad: 1.5,
      precio: 10000,
    },
  ],
  importeTotal: 15000,
  puntoVenta: 1,
  nroDeComprobante: 43,
  cae: '76470000000001',
  fechaVencimientoCae: '2026-11-30',
};

/** A Nota de Crédito C for part of that invoice, to an IVA-registered company, products. */
const notaDeCredito: Invoice = {
  ...facturaC,
  invoiceId: 'inv-7',
  tipoDeComprobante: 13,
  tipoResponsable: 'iva-responsable-inscripto',
  tipoDocumento: 80,
  nroDocumento: '30712345671',
  razonSocialCliente: 'Cliente SA',
  domicilioComercialCliente: 'San Martín 50',
  localidadCliente: 'Rosario',
  provinciaCliente: 'SANTA FE',
  formaDePago: 'cuenta-corriente',
  concepto: 1,
  desde: null,
  hasta: null,
  vencimientoPago: null,
  items: [{ codigo: '1', concepto: 'Devolución parcial', unidad: 7, cantidad: 1, precio: 2500.5 }],
  importeTotal: 2500.5,
  tipoDeComprobanteAsoc: 11,
  puntoVentaAsoc: 1,
  cbteNroAsoc: 43,
  nroDeComprobante: 7,
  cae: '76470000000099',
  fechaVencimientoCae: '2026-11-30',
};

/** The PDF's pages as text, with mupdf. */
function pagesText(bytes: Uint8Array): string[] {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  const texts: string[] = [];
  for (let index = 0; index < document.countPages(); index++) {
    texts.push(document.loadPage(index).toStructuredText('preserve-whitespace').asText());
  }
  return texts;
}

/** Renders a page with mupdf and decodes its QR with jsQR; `null` when there is none. */
function decodeQr(bytes: Uint8Array, pageIndex: number): string | null {
  const document = mupdf.Document.openDocument(bytes, 'application/pdf');
  const page = document.loadPage(pageIndex);
  const pixmap = page.toPixmap(mupdf.Matrix.scale(3, 3), mupdf.ColorSpace.DeviceRGB, false);
  const width = pixmap.getWidth();
  const height = pixmap.getHeight();
  const rgb = pixmap.getPixels();
  const channels = pixmap.getNumberOfComponents();
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel++) {
    rgba[pixel * 4] = rgb[pixel * channels] ?? 0;
    rgba[pixel * 4 + 1] = rgb[pixel * channels + 1] ?? 0;
    rgba[pixel * 4 + 2] = rgb[pixel * channels + 2] ?? 0;
    rgba[pixel * 4 + 3] = 255;
  }
  return jsQR(rgba, width, height)?.data ?? null;
}

describe('renderInvoicePdf (qr-and-printing.md §4)', () => {
  it('prints every legend of an emitted Factura C to a final consumer', async () => {
    const pages = pagesText(await renderInvoicePdf({ invoice: facturaC, issuer }));
    expect(pages).toHaveLength(1);
    const text = pages[0] ?? '';
    for (const legend of [
      'ORIGINAL',
      'COD. 011',
      'FACTURA',
      'N°: 00001-00000043',
      'Fecha de Emisión: 20/11/2026',
      'Juana Pérez',
      'Domicilio Comercial: Av. Corrientes 1234, CABA',
      'Condición frente al IVA: Responsable Monotributo',
      'CUIT: 20-11111111-2',
      'Ingresos Brutos: 901-123456-7',
      'Fecha de Inicio de Actividades: 01/03/2020',
      'Período Facturado Desde: 01/11/2026',
      'Hasta: 30/11/2026',
      'Fecha de Vto. para el pago: 20/11/2026',
      'Apellido y Nombre / Razón Social: Consumidor Final',
      'Condición frente al IVA: Consumidor Final',
      'Condición de venta: Contado',
      'Honorarios por diseño gráfico',
      'H-1',
      '1,50',
      'unidades',
      '10.000,00',
      'Importe Total:',
      '$ 15.000,00',
      'CAE N°: 76470000000001',
      'Fecha de Vto. de CAE: 30/11/2026',
      'Comprobante Autorizado',
    ]) {
      expect(text, legend).toContain(legend);
    }
    expect(text).toMatch(/^C$/m);
    expect(text).not.toContain('BORRADOR');
    expect(text).not.toContain('Pág.');
    expect(text).not.toContain('Comprobante asociado');
  });

  it('prints the RG 4892 QR of the voucher, which decodes to its authorized data', async () => {
    const bytes = await renderInvoicePdf({ invoice: facturaC, issuer });
    const url = decodeQr(bytes, 0);
    // The Factura C example of qr-and-printing.md §3, character for character.
    expect(url).toBe(
      'https://www.afip.gob.ar/fe/qr/?p=eyJ2ZXIiOjEsImZlY2hhIjoiMjAyNi0xMS0yMCIsImN1aXQiOjIwMTExMTExMTEyLCJwdG9WdGEiOjEsInRpcG9DbXAiOjExLCJucm9DbXAiOjQzLCJpbXBvcnRlIjoxNTAwMCwibW9uZWRhIjoiUEVTIiwiY3R6IjoxLCJ0aXBvRG9jUmVjIjo5OSwibnJvRG9jUmVjIjowLCJ0aXBvQ29kQXV0IjoiRSIsImNvZEF1dCI6NzY0NzAwMDAwMDAwMDF9',
    );
    expect(parseInvoiceQrUrl(url ?? '')).toEqual({
      ver: 1,
      fecha: '2026-11-20',
      cuit: '20111111112',
      ptoVta: 1,
      tipoCmp: 11,
      nroCmp: 43,
      importeCents: 1_500_000,
      moneda: 'PES',
      ctz: '1',
      tipoDocRec: 99,
      nroDocRec: '0',
      tipoCodAut: 'E',
      codAut: '76470000000001',
    });
  });

  it('prints a Nota de Crédito C with its code, receiver, associated voucher and QR', async () => {
    const issuerCompany = { ...issuer, razonSocial: 'Estudio Pérez' };
    const bytes = await renderInvoicePdf({ invoice: notaDeCredito, issuer: issuerCompany });
    const [text = ''] = pagesText(bytes);
    for (const legend of [
      'COD. 013',
      'NOTA DE CRÉDITO',
      'N°: 00001-00000007',
      'Razón Social: Estudio Pérez',
      'CUIT: 30-71234567-1',
      'Apellido y Nombre / Razón Social: Cliente SA',
      'Condición frente al IVA: IVA Responsable Inscripto',
      'Domicilio: San Martín 50, Rosario, SANTA FE',
      'Condición de venta: Cuenta corriente',
      'Comprobante asociado: Factura C N° 00001-00000043',
      'Devolución parcial',
      '2.500,50',
      '$ 2.500,50',
      'CAE N°: 76470000000099',
      'Comprobante Autorizado',
    ]) {
      expect(text, legend).toContain(legend);
    }
    expect(text).not.toContain('Período Facturado');
    expect(parseInvoiceQrUrl(decodeQr(bytes, 0) ?? '')).toEqual({
      ver: 1,
      fecha: '2026-11-20',
      cuit: '20111111112',
      ptoVta: 1,
      tipoCmp: 13,
      nroCmp: 7,
      importeCents: 250_050,
      moneda: 'PES',
      ctz: '1',
      tipoDocRec: 80,
      nroDocRec: '30712345671',
      tipoCodAut: 'E',
      codAut: '76470000000099',
    });
  });

  it("prints the issuer's and the receiver's addresses in full, wrapped, never cut", async () => {
    const longIssuerAddress =
      'Avenida Presidente Roque Sáenz Peña 1185, Piso 12, Oficina B, entre Libertad y Talcahuano, Ciudad Autónoma de Buenos Aires, CABA';
    const longReceiverAddress =
      'Boulevard Nicasio Oroño 1450, Piso 3, Departamento C, Barrio Centro';
    const invoice: Invoice = {
      ...notaDeCredito,
      razonSocialCliente:
        'Cooperativa de Trabajo de Mensajería y Logística Urbana del Litoral Limitada',
      domicilioComercialCliente: longReceiverAddress,
    };
    const bytes = await renderInvoicePdf({
      invoice,
      issuer: { ...issuer, domicilio: longIssuerAddress },
    });
    const [text = ''] = pagesText(bytes);
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`Domicilio Comercial: ${longIssuerAddress}`);
    expect(flat).toContain(`Domicilio: ${longReceiverAddress}, Rosario, SANTA FE`);
    expect(flat).toContain(
      'Razón Social: Cooperativa de Trabajo de Mensajería y Logística Urbana del Litoral Limitada',
    );
    expect(text).not.toContain('…');
    // What follows the wrapped lines is still printed, below them, not over them.
    expect(flat).toMatch(
      /Domicilio Comercial: .*CABA Condición frente al IVA: Responsable Monotributo/,
    );
    expect(flat).toContain('Comprobante asociado: Factura C N° 00001-00000043');
  });

  it("prints the issuer's Ingresos Brutos as given, or its CUIT when the profile has none", async () => {
    const [withNumber = ''] = pagesText(await renderInvoicePdf({ invoice: facturaC, issuer }));
    expect(withNumber).toContain('Ingresos Brutos: 901-123456-7');
    const [exento = ''] = pagesText(
      await renderInvoicePdf({ invoice: facturaC, issuer: { ...issuer, iibb: 'Exento' } }),
    );
    expect(exento).toContain('Ingresos Brutos: Exento');
    const [none = ''] = pagesText(
      await renderInvoicePdf({ invoice: facturaC, issuer: { ...issuer, iibb: null } }),
    );
    expect(none).toContain('Ingresos Brutos: 20-11111111-2');
  });

  it('names each voucher type and its code in the letter box', async () => {
    const expected = [
      [11, 'FACTURA', 'COD. 011'],
      [12, 'NOTA DE DÉBITO', 'COD. 012'],
      [13, 'NOTA DE CRÉDITO', 'COD. 013'],
      [15, 'RECIBO', 'COD. 015'],
    ] as const;
    for (const [tipoDeComprobante, name, code] of expected) {
      const invoice = { ...notaDeCredito, tipoDeComprobante };
      const [text = ''] = pagesText(await renderInvoicePdf({ invoice, issuer }));
      expect(text).toContain(name);
      expect(text).toContain(code);
    }
  });

  it('marks a voucher without a CAE as a draft, without CAE nor QR', async () => {
    const draft: Invoice = { ...facturaC, estado: 'DRAFT', cae: null, nroDeComprobante: null };
    const bytes = await renderInvoicePdf({ invoice: draft, issuer });
    const [text = ''] = pagesText(bytes);
    expect(text).toContain('BORRADOR - SIN VALIDEZ FISCAL');
    expect(text).toContain('N°: 00001-SIN NÚMERO');
    expect(text).not.toContain('CAE N°');
    expect(text).not.toContain('Comprobante Autorizado');
    expect(decodeQr(bytes, 0)).toBeNull();
    // A REJECTED voucher is no authorized voucher either.
    const rejected: Invoice = { ...facturaC, estado: 'REJECTED', cae: null };
    const [rejectedText = ''] = pagesText(await renderInvoicePdf({ invoice: rejected, issuer }));
    expect(rejectedText).toContain('BORRADOR - SIN VALIDEZ FISCAL');
  });

  it('numbers the pages of a long invoice, with the totals and the QR on the last page', async () => {
    const items = Array.from({ length: 60 }, (_, index) => ({
      codigo: String(index + 1),
      concepto: `Servicio número ${index + 1}`,
      unidad: 7,
      cantidad: 2,
      precio: 125,
    }));
    const invoice: Invoice = { ...facturaC, items, importeTotal: 15000 };
    const bytes = await renderInvoicePdf({ invoice, issuer });
    const pages = pagesText(bytes);
    expect(pages).toHaveLength(3);
    expect(pages[0]).toContain('Pág. 1/3');
    expect(pages[1]).toContain('Pág. 2/3');
    expect(pages[2]).toContain('Pág. 3/3');
    for (const page of pages) expect(page).toContain('COD. 011');
    expect(pages[0]).toContain('Servicio número 1\n');
    expect(pages[2]).toContain('Servicio número 60');
    expect(pages[0]).not.toContain('Importe Total:');
    expect(pages[2]).toContain('Importe Total:');
    expect(pages[0]).not.toContain('CAE N°');
    expect(pages[2]).toContain('CAE N°: 76470000000001');
    expect(decodeQr(bytes, 2)).toBe(buildInvoiceQrUrl(qrOf(facturaC)));
  });
});

describe('invoicePdfFileName', () => {
  it('names the file after the voucher type, point of sale and number', () => {
    expect(invoicePdfFileName(facturaC)).toBe('factura-c-00001-00000043.pdf');
    expect(invoicePdfFileName(notaDeCredito)).toBe('nota-de-credito-c-00001-00000007.pdf');
    expect(invoicePdfFileName({ ...notaDeCredito, tipoDeComprobante: 12 })).toBe(
      'nota-de-debito-c-00001-00000007.pdf',
    );
    expect(invoicePdfFileName({ ...facturaC, nroDeComprobante: null })).toBe(
      'factura-c-00001-borrador.pdf',
    );
  });
});

/** The QR data of an authorized invoice of {@link issuer}. */
function qrOf(invoice: Invoice) {
  return {
    fecha: invoice.fecha,
    cuit: issuer.cuit,
    ptoVta: invoice.puntoVenta ?? 0,
    tipoCmp: invoice.tipoDeComprobante,
    nroCmp: invoice.nroDeComprobante ?? 0,
    importeCents: Math.round(invoice.importeTotal * 100),
    moneda: invoice.moneda,
    ctz: '1',
    tipoDocRec: invoice.tipoDocumento,
    nroDocRec: invoice.nroDocumento,
    codAut: invoice.cae ?? '',
  };
}
