/**
 * The parameter tables the simulator answers with: WSFEv1 `FEParamGet*` and WSCDC catalogue
 * operations. Values are those of the recorded homologation answers in
 * `samples/` (web-services.md §3.2, §4; samples/README.md), except where a
 * table says otherwise. ARCA writes a missing date as the literal string `NULL`.
 */

/** One row of a WSFEv1 `Tipos*` table (`Id`, `Desc`, validity `yyyymmdd` or `NULL`). */
export type CatalogRow = { Id: string; Desc: string; FchDesde: string; FchHasta: string };
/** One `PtoVenta` row of FEParamGetPtosVenta. */
export type PtoVentaRow = { Nro: string; EmisionTipo: string; Bloqueado: string; FchBaja: string };
/** One `CondicionIvaReceptor` row (`Cmp_Clase`: the voucher classes it is valid for, `/`-separated). */
export type CondicionIvaRow = { Id: string; Desc: string; Cmp_Clase: string };
/** One WSCDC `FacModTipo` row. */
export type WscdcModalidadRow = { Cod: string; Desc: string };
/** One WSCDC `CbteTipo` / `DocTipo` row. */
export type WscdcRow = { Id: string; Desc: string };
/** One FEParamGetTiposPaises row. */
export type PaisRow = { Id: string; Desc: string };

/** FEParamGetTiposCbte rows (CbteTipo), as recorded in homologation 2021. */
export const tiposCbte: readonly CatalogRow[] = [
  { Id: '1', Desc: 'Factura A', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '2', Desc: 'Nota de Débito A', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '3', Desc: 'Nota de Crédito A', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '6', Desc: 'Factura B', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '7', Desc: 'Nota de Débito B', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '8', Desc: 'Nota de Crédito B', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '4', Desc: 'Recibos A', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '5', Desc: 'Notas de Venta al contado A', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '9', Desc: 'Recibos B', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '10', Desc: 'Notas de Venta al contado B', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '63', Desc: 'Liquidacion A', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '64', Desc: 'Liquidacion B', FchDesde: '20100917', FchHasta: 'NULL' },
  {
    Id: '34',
    Desc: 'Cbtes. A del Anexo I, Apartado A,inc.f),R.G.Nro. 1415',
    FchDesde: '20100917',
    FchHasta: 'NULL',
  },
  {
    Id: '35',
    Desc: 'Cbtes. B del Anexo I,Apartado A,inc. f),R.G. Nro. 1415',
    FchDesde: '20100917',
    FchHasta: 'NULL',
  },
  {
    Id: '39',
    Desc: 'Otros comprobantes A que cumplan con R.G.Nro. 1415',
    FchDesde: '20100917',
    FchHasta: 'NULL',
  },
  {
    Id: '40',
    Desc: 'Otros comprobantes B que cumplan con R.G.Nro. 1415',
    FchDesde: '20100917',
    FchHasta: 'NULL',
  },
  { Id: '60', Desc: 'Cta de Vta y Liquido prod. A', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '61', Desc: 'Cta de Vta y Liquido prod. B', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '11', Desc: 'Factura C', FchDesde: '20110330', FchHasta: 'NULL' },
  { Id: '12', Desc: 'Nota de Débito C', FchDesde: '20110330', FchHasta: 'NULL' },
  { Id: '13', Desc: 'Nota de Crédito C', FchDesde: '20110330', FchHasta: 'NULL' },
  { Id: '15', Desc: 'Recibo C', FchDesde: '20110330', FchHasta: 'NULL' },
  {
    Id: '49',
    Desc: 'Comprobante de Compra de Bienes Usados a Consumidor Final',
    FchDesde: '20130401',
    FchHasta: 'NULL',
  },
  { Id: '51', Desc: 'Factura M', FchDesde: '20150522', FchHasta: 'NULL' },
  { Id: '52', Desc: 'Nota de Débito M', FchDesde: '20150522', FchHasta: 'NULL' },
  { Id: '53', Desc: 'Nota de Crédito M', FchDesde: '20150522', FchHasta: 'NULL' },
  { Id: '54', Desc: 'Recibo M', FchDesde: '20150522', FchHasta: 'NULL' },
  {
    Id: '201',
    Desc: 'Factura de Crédito electrónica MiPyMEs (FCE) A',
    FchDesde: '20181226',
    FchHasta: 'NULL',
  },
  {
    Id: '202',
    Desc: 'Nota de Débito electrónica MiPyMEs (FCE) A',
    FchDesde: '20181226',
    FchHasta: 'NULL',
  },
  {
    Id: '203',
    Desc: 'Nota de Crédito electrónica MiPyMEs (FCE) A',
    FchDesde: '20181226',
    FchHasta: 'NULL',
  },
  {
    Id: '206',
    Desc: 'Factura de Crédito electrónica MiPyMEs (FCE) B',
    FchDesde: '20181226',
    FchHasta: 'NULL',
  },
  {
    Id: '207',
    Desc: 'Nota de Débito electrónica MiPyMEs (FCE) B',
    FchDesde: '20181226',
    FchHasta: 'NULL',
  },
  {
    Id: '208',
    Desc: 'Nota de Crédito electrónica MiPyMEs (FCE) B',
    FchDesde: '20181226',
    FchHasta: 'NULL',
  },
  {
    Id: '211',
    Desc: 'Factura de Crédito electrónica MiPyMEs (FCE) C',
    FchDesde: '20181226',
    FchHasta: 'NULL',
  },
  {
    Id: '212',
    Desc: 'Nota de Débito electrónica MiPyMEs (FCE) C',
    FchDesde: '20181226',
    FchHasta: 'NULL',
  },
  {
    Id: '213',
    Desc: 'Nota de Crédito electrónica MiPyMEs (FCE) C',
    FchDesde: '20181226',
    FchHasta: 'NULL',
  },
];

/** FEParamGetTiposConcepto rows (ConceptoTipo), as recorded. */
export const tiposConcepto: readonly CatalogRow[] = [
  { Id: '1', Desc: 'Producto', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '2', Desc: 'Servicios', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '3', Desc: 'Productos y Servicios', FchDesde: '20100917', FchHasta: 'NULL' },
];

/** FEParamGetTiposDoc rows (DocTipo), as recorded. */
export const tiposDoc: readonly CatalogRow[] = [
  { Id: '80', Desc: 'CUIT', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '86', Desc: 'CUIL', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '87', Desc: 'CDI', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '89', Desc: 'LE', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '90', Desc: 'LC', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '91', Desc: 'CI Extranjera', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '92', Desc: 'en trámite', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '93', Desc: 'Acta Nacimiento', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '95', Desc: 'CI Bs. As. RNP', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '96', Desc: 'DNI', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '94', Desc: 'Pasaporte', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '0', Desc: 'CI Policía Federal', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '1', Desc: 'CI Buenos Aires', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '2', Desc: 'CI Catamarca', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '3', Desc: 'CI Córdoba', FchDesde: '20080725', FchHasta: 'NULL' },
  { Id: '4', Desc: 'CI Corrientes', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '5', Desc: 'CI Entre Ríos', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '6', Desc: 'CI Jujuy', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '7', Desc: 'CI Mendoza', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '8', Desc: 'CI La Rioja', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '9', Desc: 'CI Salta', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '10', Desc: 'CI San Juan', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '11', Desc: 'CI San Luis', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '12', Desc: 'CI Santa Fe', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '13', Desc: 'CI Santiago del Estero', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '14', Desc: 'CI Tucumán', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '16', Desc: 'CI Chaco', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '17', Desc: 'CI Chubut', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '18', Desc: 'CI Formosa', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '19', Desc: 'CI Misiones', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '20', Desc: 'CI Neuquén', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '21', Desc: 'CI La Pampa', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '22', Desc: 'CI Río Negro', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '23', Desc: 'CI Santa Cruz', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '24', Desc: 'CI Tierra del Fuego', FchDesde: '20080728', FchHasta: 'NULL' },
  { Id: '99', Desc: 'Doc. (Otro)', FchDesde: '20080728', FchHasta: 'NULL' },
];

/** FEParamGetTiposIva rows (IvaTipo), as recorded. */
export const tiposIva: readonly CatalogRow[] = [
  { Id: '3', Desc: '0%', FchDesde: '20090220', FchHasta: 'NULL' },
  { Id: '4', Desc: '10.5%', FchDesde: '20090220', FchHasta: 'NULL' },
  { Id: '5', Desc: '21%', FchDesde: '20090220', FchHasta: 'NULL' },
  { Id: '6', Desc: '27%', FchDesde: '20090220', FchHasta: 'NULL' },
  { Id: '8', Desc: '5%', FchDesde: '20141020', FchHasta: 'NULL' },
  { Id: '9', Desc: '2.5%', FchDesde: '20141020', FchHasta: 'NULL' },
];

/** FEParamGetTiposMonedas rows (Moneda), as recorded. */
export const tiposMonedas: readonly CatalogRow[] = [
  { Id: 'PES', Desc: 'Pesos Argentinos', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: 'DOL', Desc: 'Dólar Estadounidense', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '002', Desc: 'Dólar Libre EEUU', FchDesde: '20090416', FchHasta: 'NULL' },
  { Id: '007', Desc: 'Florines Holandeses', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '010', Desc: 'Pesos Mejicanos', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '011', Desc: 'Pesos Uruguayos', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '014', Desc: 'Coronas Danesas', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '015', Desc: 'Coronas Noruegas', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '016', Desc: 'Coronas Suecas', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '018', Desc: 'Dólar Canadiense', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '019', Desc: 'Yens', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '021', Desc: 'Libra Esterlina', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '023', Desc: 'Bolívar Venezolano', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '024', Desc: 'Corona Checa', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '025', Desc: 'Dinar Yugoslavo', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '026', Desc: 'Dólar Australiano', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '027', Desc: 'Dracma Griego', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '028', Desc: 'Florín (Antillas Holandesas)', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '029', Desc: 'Güaraní', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '031', Desc: 'Peso Boliviano', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '032', Desc: 'Peso Colombiano', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '033', Desc: 'Peso Chileno', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '034', Desc: 'Rand Sudafricano', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '036', Desc: 'Sucre Ecuatoriano', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '051', Desc: 'Dólar de Hong Kong', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '052', Desc: 'Dólar de Singapur', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '053', Desc: 'Dólar de Jamaica', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '054', Desc: 'Dólar de Taiwan', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '055', Desc: 'Quetzal Guatemalteco', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '056', Desc: 'Forint (Hungría)', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '057', Desc: 'Baht (Tailandia)', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '059', Desc: 'Dinar Kuwaiti', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '012', Desc: 'Real', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '030', Desc: 'Shekel (Israel)', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '035', Desc: 'Nuevo Sol Peruano', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '060', Desc: 'Euro', FchDesde: '20090403', FchHasta: 'NULL' },
  { Id: '040', Desc: 'Lei Rumano', FchDesde: '20090415', FchHasta: 'NULL' },
  { Id: '042', Desc: 'Peso Dominicano', FchDesde: '20090415', FchHasta: 'NULL' },
  { Id: '043', Desc: 'Balboas Panameñas', FchDesde: '20090415', FchHasta: 'NULL' },
  { Id: '044', Desc: 'Córdoba Nicaragüense', FchDesde: '20090415', FchHasta: 'NULL' },
  { Id: '045', Desc: 'Dirham Marroquí', FchDesde: '20090415', FchHasta: 'NULL' },
  { Id: '046', Desc: 'Libra Egipcia', FchDesde: '20090415', FchHasta: 'NULL' },
  { Id: '047', Desc: 'Riyal Saudita', FchDesde: '20090415', FchHasta: 'NULL' },
  { Id: '061', Desc: 'Zloty Polaco', FchDesde: '20090415', FchHasta: 'NULL' },
  { Id: '062', Desc: 'Rupia Hindú', FchDesde: '20090415', FchHasta: 'NULL' },
  { Id: '063', Desc: 'Lempira Hondureña', FchDesde: '20090415', FchHasta: 'NULL' },
  { Id: '064', Desc: 'Yuan (Rep. Pop. China)', FchDesde: '20090415', FchHasta: 'NULL' },
  { Id: '009', Desc: 'Franco Suizo', FchDesde: '20091110', FchHasta: 'NULL' },
  { Id: '041', Desc: 'Derechos Especiales de Giro', FchDesde: '20100125', FchHasta: 'NULL' },
  { Id: '049', Desc: 'Gramos de Oro Fino', FchDesde: '20100125', FchHasta: 'NULL' },
];

/** FEParamGetTiposOpcional rows (OpcionalTipo), as recorded. */
export const tiposOpcional: readonly CatalogRow[] = [
  {
    Id: '2',
    Desc: 'RG Empresas Promovidas - Indentificador de proyecto vinculado a Régimen de Promoción Industrial',
    FchDesde: '20100917',
    FchHasta: 'NULL',
  },
  {
    Id: '91',
    Desc: 'RG Bienes Usados 3411 - Nombre y Apellido o Denominación del vendedor del bien usado.',
    FchDesde: '20130401',
    FchHasta: 'NULL',
  },
  {
    Id: '92',
    Desc: 'RG Bienes Usados 3411 - Nacionalidad del vendedor del bien usado.',
    FchDesde: '20130401',
    FchHasta: 'NULL',
  },
  {
    Id: '93',
    Desc: 'RG Bienes Usados 3411 - Domicilio del vendedor del bien usado.',
    FchDesde: '20130401',
    FchHasta: 'NULL',
  },
  { Id: '5', Desc: 'Excepcion computo IVA Credito Fiscal', FchDesde: '20141016', FchHasta: 'NULL' },
  {
    Id: '61',
    Desc: 'RG 3668 Impuesto al Valor Agregado - Art.12 IVA Firmante Doc Tipo',
    FchDesde: '20141016',
    FchHasta: 'NULL',
  },
  {
    Id: '62',
    Desc: 'RG 3668 Impuesto al Valor Agregado - Art.12 IVA Firmante Doc Nro',
    FchDesde: '20141016',
    FchHasta: 'NULL',
  },
  {
    Id: '7',
    Desc: 'RG 3668 Impuesto al Valor Agregado - Art.12 IVA Carácter del Firmante',
    FchDesde: '20141016',
    FchHasta: 'NULL',
  },
  {
    Id: '10',
    Desc: 'RG 3.368 Establecimientos de educación pública de gestión privada - Actividad Comprendida',
    FchDesde: '20150605',
    FchHasta: 'NULL',
  },
  {
    Id: '1011',
    Desc: 'RG 3.368 Establecimientos de educación pública de gestión privada - Tipo de Documento',
    FchDesde: '20150605',
    FchHasta: 'NULL',
  },
  {
    Id: '1012',
    Desc: 'RG 3.368 Establecimientos de educación pública de gestión privada - Número de Documento',
    FchDesde: '20150605',
    FchHasta: 'NULL',
  },
  {
    Id: '11',
    Desc: 'RG 2.820 Operaciones económicas vinculadas con bienes inmuebles - Actividad Comprendida',
    FchDesde: '20150605',
    FchHasta: 'NULL',
  },
  {
    Id: '12',
    Desc: 'RG 3.687 Locación temporaria de inmuebles con fines turísticos - Actividad Comprendida',
    FchDesde: '20150605',
    FchHasta: 'NULL',
  },
  { Id: '13', Desc: 'RG 2.863 Representantes de Modelos', FchDesde: '20160101', FchHasta: 'NULL' },
  { Id: '14', Desc: 'RG 2.863 Agencias de publicidad', FchDesde: '20160101', FchHasta: 'NULL' },
  {
    Id: '15',
    Desc: 'RG 2.863 Personas físicas que desarrollen actividad de modelaje',
    FchDesde: '20160101',
    FchHasta: 'NULL',
  },
  {
    Id: '17',
    Desc: "RG 4004-E Locación de inmuebles destino 'casa-habitación'. Dato 2 (dos) = facturación directa / Dato 1 (uno) = facturación a través de intermediario",
    FchDesde: '20170309',
    FchHasta: 'NULL',
  },
  {
    Id: '1801',
    Desc: "RG 4004-E Locación de inmuebles destino 'casa-habitación'. Clave Única de Identificación Tributaria (CUIT).",
    FchDesde: '20170309',
    FchHasta: 'NULL',
  },
  {
    Id: '1802',
    Desc: "RG 4004-E Locación de inmuebles destino 'casa-habitación'. Apellido y nombres, denominación y/o razón social.",
    FchDesde: '20170309',
    FchHasta: 'NULL',
  },
  {
    Id: '2101',
    Desc: 'Factura de Crédito Electrónica MiPyMEs (FCE) - CBU del Emisor',
    FchDesde: '20181226',
    FchHasta: 'NULL',
  },
  {
    Id: '2102',
    Desc: 'Factura de Crédito Electrónica MiPyMEs (FCE) - Alias del Emisor',
    FchDesde: '20181226',
    FchHasta: 'NULL',
  },
  {
    Id: '22',
    Desc: 'Factura de Crédito Electrónica MiPyMEs (FCE) - Anulación',
    FchDesde: '20181226',
    FchHasta: 'NULL',
  },
  {
    Id: '23',
    Desc: 'Factura de Crédito Electrónica MiPyMEs (FCE) - Referencia Comercial',
    FchDesde: '20190308',
    FchHasta: 'NULL',
  },
  {
    Id: '27',
    Desc: 'Factura de Credito Electronica MiPyMEs (FCE) - Transferencia',
    FchDesde: '20201126',
    FchHasta: 'NULL',
  },
];

/** FEParamGetTiposTributos rows (TributoTipo), as recorded. */
export const tiposTributos: readonly CatalogRow[] = [
  { Id: '1', Desc: 'Impuestos nacionales', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '2', Desc: 'Impuestos provinciales', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '3', Desc: 'Impuestos municipales', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '4', Desc: 'Impuestos Internos', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '99', Desc: 'Otro', FchDesde: '20100917', FchHasta: 'NULL' },
  { Id: '5', Desc: 'IIBB', FchDesde: '20170719', FchHasta: 'NULL' },
  { Id: '6', Desc: 'Percepción de IVA', FchDesde: '20170719', FchHasta: 'NULL' },
  { Id: '7', Desc: 'Percepción de IIBB', FchDesde: '20170719', FchHasta: 'NULL' },
  {
    Id: '8',
    Desc: 'Percepciones por Impuestos Municipales',
    FchDesde: '20170719',
    FchHasta: 'NULL',
  },
  { Id: '9', Desc: 'Otras Percepciones', FchDesde: '20170719', FchHasta: 'NULL' },
  { Id: '13', Desc: 'Percepción de IVA a no Categorizado', FchDesde: '20170719', FchHasta: 'NULL' },
];

/** FEParamGetPtosVenta rows (PtoVenta), as recorded (the same for every CUIT in the simulator). */
export const ptosVenta: readonly PtoVentaRow[] = [
  { Nro: '3', EmisionTipo: 'CAE - Ri Iva', Bloqueado: 'N', FchBaja: 'NULL' },
  { Nro: '4', EmisionTipo: 'CAE - Ri Iva', Bloqueado: 'N', FchBaja: 'NULL' },
  { Nro: '6', EmisionTipo: 'CAE - Ri Iva', Bloqueado: 'N', FchBaja: 'NULL' },
];

/** FEParamGetCondicionIvaReceptor rows (CondicionIvaReceptor), from the RECONSTRUCTED sample (django-afip fixture values, Mar-2026). */
export const condicionesIvaReceptor: readonly CondicionIvaRow[] = [
  { Id: '1', Desc: 'IVA Responsable Inscripto', Cmp_Clase: 'A/ALEY/C' },
  { Id: '6', Desc: 'Responsable Monotributo', Cmp_Clase: 'A/ALEY/C' },
  { Id: '13', Desc: 'Monotributista Social', Cmp_Clase: 'A/ALEY/C' },
  { Id: '16', Desc: 'Monotributo Trabajador Independiente Promovido', Cmp_Clase: 'A/ALEY/C' },
  { Id: '4', Desc: 'IVA Sujeto Exento', Cmp_Clase: 'B/C' },
  { Id: '7', Desc: 'Sujeto No Categorizado', Cmp_Clase: 'B/C' },
  { Id: '8', Desc: 'Proveedor del Exterior', Cmp_Clase: 'B/C' },
  { Id: '9', Desc: 'Cliente del Exterior', Cmp_Clase: 'B/C' },
  { Id: '10', Desc: 'IVA Liberado – Ley N° 19.640', Cmp_Clase: 'B/C' },
  { Id: '15', Desc: 'IVA No Alcanzado', Cmp_Clase: 'B/C' },
  { Id: '5', Desc: 'Consumidor Final', Cmp_Clase: 'C/49' },
];

/** WSCDC ComprobantesModalidadConsultar rows (FacModTipo), as recorded. */
export const wscdcModalidades: readonly WscdcModalidadRow[] = [
  { Cod: 'CAE', Desc: 'Comprobantes - CAE' },
  { Cod: 'CAEA', Desc: 'Comprobantes - CAEA' },
  { Cod: 'CAI', Desc: 'Comprobantes - CAI' },
];

/** WSCDC ComprobantesTipoConsultar rows (CbteTipo), as recorded. */
export const wscdcTiposCbte: readonly WscdcRow[] = [
  { Id: '1', Desc: 'Factura A' },
  { Id: '2', Desc: 'Nota de Débito A' },
  { Id: '3', Desc: 'Nota de Crédito A' },
  { Id: '4', Desc: 'Recibo A' },
  { Id: '5', Desc: 'Nota de Venta al Contado A' },
  { Id: '6', Desc: 'Factura B' },
  { Id: '7', Desc: 'Nota de Débito B' },
  { Id: '8', Desc: 'Nota de Crédito B' },
  { Id: '9', Desc: 'Recibo B' },
  { Id: '10', Desc: 'Nota de Venta al Contado B' },
  { Id: '11', Desc: 'Factura C' },
  { Id: '12', Desc: 'Nota de Débito C' },
  { Id: '13', Desc: 'Nota de Crédito C' },
  { Id: '15', Desc: 'Recibo C' },
  { Id: '19', Desc: 'Factura de Exportación' },
  { Id: '20', Desc: 'Nota Déb. P/Operac. con el Exterior' },
  { Id: '21', Desc: 'Nota Créd. P/Operac. con el Exterior' },
  { Id: '22', Desc: 'Fac. Perm. Export. Simp. - Dto.855/97' },
  { Id: '30', Desc: 'Cbtes. Compra de Bienes Usados' },
  { Id: '31', Desc: 'Mandato/Consignación' },
  { Id: '32', Desc: 'Comprobantes de Compra de Materiales a Reciclar Provenientes' },
  { Id: '34', Desc: 'Cbtes. A del Anexo I, Apartado A,Inc.F),R.G.Nro. 1415' },
  { Id: '35', Desc: 'Cbtes. B del Anexo I, Apartado A, Inc. F), R.G. Nro. 1415' },
  { Id: '37', Desc: 'Nota Déb/Doc. Equiv. que Cumplan con la R.G. Nro. 1415' },
  { Id: '38', Desc: 'Nota Créd/Doc. Equiv. que Cumplan con la R.G. Nro. 1415' },
  { Id: '39', Desc: 'Otros Comprobantes A que Cumplan con la R.G. Nro. 1415' },
  { Id: '40', Desc: 'Otros Comprobantes B que Cumplan con la R.G. Nro. 1415' },
  { Id: '51', Desc: 'Factura M' },
  { Id: '52', Desc: 'Nota de Débito M' },
  { Id: '53', Desc: 'Nota de Crédito M' },
  { Id: '54', Desc: 'Recibo M' },
  { Id: '55', Desc: 'Nota de Venta al Contado M' },
  { Id: '56', Desc: 'Comprobantes M del Anexo I, Apartado A, Inc. F) R.G. Nro.1415' },
  { Id: '57', Desc: 'Otros Comprobantes M que Cumplan con la R.G. Nro. 1415' },
  { Id: '58', Desc: 'Cuenta de Venta Y Líquido Producto M' },
  { Id: '59', Desc: 'Liquidación M' },
  { Id: '60', Desc: 'Cta. de Vta. Y Líquido Prod. A' },
  { Id: '61', Desc: 'Cta. de Vta. Y Líquido Prod. B' },
  { Id: '63', Desc: 'Liquidación A' },
  { Id: '64', Desc: 'Liquidación B' },
  { Id: '70', Desc: 'Recibo de Factura de Crédito R' },
  { Id: '91', Desc: 'Remito R' },
  { Id: '49', Desc: 'Comprobante de Compra de Bienes Usados' },
  { Id: '27', Desc: 'Liquidación Única Comercial Impositiva Clase A' },
  { Id: '28', Desc: 'Liquidación Única Comercial Impositiva Clase B' },
  { Id: '43', Desc: 'Nota de Crédito Liquidación Única Comercial Impositiva Clase B' },
  { Id: '45', Desc: 'Nota de Débito Liquidación Única Comercial Impositiva Clase A' },
  { Id: '46', Desc: 'Nota de Débito Liquidación Única Comercial Impositiva Clase B' },
  { Id: '48', Desc: 'Nota de Crédito Liquidación Única Comercial Impositiva Clase A' },
  { Id: '201', Desc: 'Factura de Crédito (FCE) A' },
  { Id: '202', Desc: 'Nota de Débito (FCE) A' },
  { Id: '203', Desc: 'Nota de Crédito (FCE) A' },
  { Id: '206', Desc: 'Factura de Crédito (FCE) B' },
  { Id: '207', Desc: 'Nota de Débito (FCE) B' },
  { Id: '208', Desc: 'Nota de Crédito (FCE) B' },
  { Id: '211', Desc: 'Factura de Crédito (FCE) C' },
  { Id: '212', Desc: 'Nota de Débito (FCE) C' },
  { Id: '213', Desc: 'Nota de Crédito (FCE) C' },
];

/** WSCDC DocumentosTipoConsultar rows (DocTipo; Id is a string: `00`…`24`), as recorded. */
export const wscdcTiposDoc: readonly WscdcRow[] = [
  { Id: '80', Desc: 'CUIT' },
  { Id: '86', Desc: 'CUIL' },
  { Id: '87', Desc: 'CDI' },
  { Id: '89', Desc: 'LE' },
  { Id: '90', Desc: 'LC' },
  { Id: '91', Desc: 'CI Extranjera' },
  { Id: '92', Desc: 'en trámite' },
  { Id: '93', Desc: 'Acta Nacimiento' },
  { Id: '95', Desc: 'CI Bs. As. RNP' },
  { Id: '96', Desc: 'DNI' },
  { Id: '94', Desc: 'Pasaporte' },
  { Id: '00', Desc: 'CI Policía Federal' },
  { Id: '01', Desc: 'CI Buenos Aires' },
  { Id: '02', Desc: 'CI Catamarca' },
  { Id: '03', Desc: 'CI Córdoba' },
  { Id: '04', Desc: 'CI Corrientes' },
  { Id: '05', Desc: 'CI Entre Ríos' },
  { Id: '06', Desc: 'CI Jujuy' },
  { Id: '07', Desc: 'CI Mendoza' },
  { Id: '08', Desc: 'CI La Rioja' },
  { Id: '09', Desc: 'CI Salta' },
  { Id: '10', Desc: 'CI San Juan' },
  { Id: '11', Desc: 'CI San Luis' },
  { Id: '12', Desc: 'CI Santa Fe' },
  { Id: '13', Desc: 'CI Santiago del Estero' },
  { Id: '14', Desc: 'CI Tucumán' },
  { Id: '16', Desc: 'CI Chaco' },
  { Id: '17', Desc: 'CI Chubut' },
  { Id: '18', Desc: 'CI Formosa' },
  { Id: '19', Desc: 'CI Misiones' },
  { Id: '20', Desc: 'CI Neuquén' },
  { Id: '21', Desc: 'CI La Pampa' },
  { Id: '22', Desc: 'CI Río Negro' },
  { Id: '23', Desc: 'CI Santa Cruz' },
  { Id: '24', Desc: 'CI Tierra del Fuego' },
  { Id: '99', Desc: 'Doc. (Otro)' },
];

/**
 * FEParamGetCotizacion answers by currency: `MonCotiz` (ARS per unit). `DOL` is the recorded
 * value (101.202, 2021-07-21); the others are plausible values of ours [INF]. `FchCotiz` is the
 * requested date or the day before the request (Argentina).
 */
export const cotizaciones: Readonly<Record<string, number>> = {
  PES: 1,
  DOL: 101.202,
  '060': 120.5,
  '012': 19.6,
};

/**
 * FEParamGetTiposPaises rows: no recorded answer exists; a few countries with the codes of ARCA's
 * country table as we know it [INF] (web-services.md §3.2 lists the operation).
 */
export const paises: readonly PaisRow[] = [
  { Id: '200', Desc: 'ARGENTINA' },
  { Id: '202', Desc: 'BOLIVIA' },
  { Id: '203', Desc: 'BRASIL' },
  { Id: '208', Desc: 'CHILE' },
  { Id: '212', Desc: 'ESTADOS UNIDOS' },
  { Id: '221', Desc: 'PARAGUAY' },
  { Id: '225', Desc: 'URUGUAY' },
];
