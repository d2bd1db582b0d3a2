/**
 * The simulator's padrón: the taxpayers `getPersona`/`getPersona_v2` (A5) and `getPersona` (A13)
 * know (web-services.md §5; checklist §6 item 9). It holds the demo taxpayer 20111111112
 * (monotributista, CABA), the demo company 30710916574 "Empresa Demo S.A." (IVA responsable
 * inscripto, impuesto 30), exentos (impuesto 32), an inactive key (30700596210), the two
 * recorded homologation answers (20000000516 with `errorRegimenGeneral`, 20201797064 with
 * `errorMonotributo`), the manual's monotributista 27015942210, and every `valid` CUIT of
 * packages/domain/src/fixtures/cuit-vectors.csv. Names and addresses not taken from a recording
 * are invented but plausible; the CUITs are real published numbers or synthetic ones, never
 * real people's data.
 */

/** An activity (`actividad`, `actividadMonotributista`): NAE code, nomenclator, order, period `yyyymm`. */
export type PadronActivity = {
  idActividad: string;
  descripcionActividad: string;
  nomenclador: string;
  orden: number;
  periodo: string;
};

/** An `impuesto`: id (20 monotributo, 30 IVA, 32 IVA exento, 11/10 ganancias, 301 empleador…). */
export type PadronTax = {
  idImpuesto: number;
  descripcionImpuesto: string;
  /** `yyyymm`. */
  periodo: string;
  /** 2026 A5 (`getPersona_v2` only): `AC` active. */
  estadoImpuesto?: string;
  /** 2026 A5 (`getPersona_v2` only): why it was registered. */
  motivo?: string;
};

/** The fiscal address (`domicilioFiscal`); `localidad` is usually absent for CABA. */
export type PadronAddress = {
  direccion: string;
  localidad?: string;
  codPostal: string;
  idProvincia: number;
  descripcionProvincia: string;
  datoAdicional?: string;
  tipoDatoAdicional?: string;
};

/** `errorMonotributo` / `errorRegimenGeneral` of an answer. */
export type PadronBlockError = { error: string[]; mensaje: string };

/** One taxpayer of the fixture. */
export type PadronPerson = {
  /** CUIT, 11 digits. */
  idPersona: string;
  tipoPersona: 'FISICA' | 'JURIDICA';
  tipoClave: 'CUIT' | 'CUIL' | 'CDI';
  estadoClave: 'ACTIVO' | 'INACTIVO';
  /** People: surname(s) and name(s); legal persons: `razonSocial`. */
  apellido?: string;
  nombre?: string;
  razonSocial?: string;
  /** Month the fiscal year closes (1–12). */
  mesCierre: number;
  /** Legal persons: incorporation date, ISO with `-03:00`. */
  fechaContratoSocial?: string;
  /** People (A13): birth date, ISO with `-03:00`. */
  fechaNacimiento?: string;
  /** People (A13): document type and number; derived from the CUIT (DNI) when absent. */
  tipoDocumento?: string;
  numeroDocumento?: string;
  domicilioFiscal?: PadronAddress;
  monotributo?: {
    /** NAE activities (`datosMonotributo/actividad`). */
    actividades: PadronActivity[];
    /** The monotributo activity (`actividadMonotributista`). */
    actividadMonotributista: PadronActivity;
    categoria: { descripcionCategoria: string; idCategoria: number; periodo: string };
    impuestos: PadronTax[];
  };
  regimenGeneral?: { actividades: PadronActivity[]; impuestos: PadronTax[] };
  errorMonotributo?: PadronBlockError;
  errorRegimenGeneral?: PadronBlockError;
};

/** A5/A13 province ids (web-services.md §5.1: 0 = CABA). */
export const provinces: Readonly<Record<number, string>> = {
  0: 'CIUDAD AUTONOMA BUENOS AIRES',
  1: 'BUENOS AIRES',
  3: 'CORDOBA',
  7: 'MENDOZA',
  11: 'SAN LUIS',
  12: 'SANTA FE',
  14: 'TUCUMAN',
  17: 'CHUBUT',
  20: 'NEUQUEN',
  22: 'RIO NEGRO',
};

function address(
  direccion: string,
  codPostal: string,
  idProvincia: number,
  localidad?: string,
): PadronAddress {
  return {
    direccion,
    codPostal,
    idProvincia,
    descripcionProvincia: provinces[idProvincia]!,
    ...(localidad === undefined ? {} : { localidad }),
  };
}

function activity(
  idActividad: string,
  descripcionActividad: string,
  orden = 1,
  periodo = '201311',
) {
  return { idActividad, descripcionActividad, nomenclador: '883', orden, periodo };
}

const iva = (periodo: string): PadronTax => ({
  idImpuesto: 30,
  descripcionImpuesto: 'IVA',
  periodo,
  estadoImpuesto: 'AC',
  motivo: 'Inscripción tramitada en agencia',
});
const ivaExento = (periodo: string): PadronTax => ({
  idImpuesto: 32,
  descripcionImpuesto: 'IVA EXENTO',
  periodo,
  estadoImpuesto: 'AC',
  motivo: 'Inscripción tramitada en agencia',
});
const gananciasSociedades = (periodo: string): PadronTax => ({
  idImpuesto: 10,
  descripcionImpuesto: 'GANANCIAS SOCIEDADES',
  periodo,
  estadoImpuesto: 'AC',
  motivo: 'Inscripción tramitada en agencia',
});
const gananciasPersonas = (periodo: string): PadronTax => ({
  idImpuesto: 11,
  descripcionImpuesto: 'GANANCIAS PERSONAS FISICAS',
  periodo,
  estadoImpuesto: 'AC',
  motivo: 'Inscripción tramitada en agencia',
});

/** A company registered in IVA (impuesto 30) and ganancias. */
function company(
  idPersona: string,
  razonSocial: string,
  domicilioFiscal: PadronAddress,
  actividades: PadronActivity[],
  since: string,
): PadronPerson {
  return {
    idPersona,
    tipoPersona: 'JURIDICA',
    tipoClave: 'CUIT',
    estadoClave: 'ACTIVO',
    razonSocial,
    mesCierre: 12,
    fechaContratoSocial: `${since.slice(0, 4)}-${since.slice(4, 6)}-01T12:00:00-03:00`,
    domicilioFiscal,
    regimenGeneral: { actividades, impuestos: [gananciasSociedades(since), iva(since)] },
  };
}

/** An entity exempt from IVA (impuesto 32). */
function exento(
  idPersona: string,
  razonSocial: string,
  domicilioFiscal: PadronAddress,
  actividades: PadronActivity[],
  since: string,
): PadronPerson {
  return {
    ...company(idPersona, razonSocial, domicilioFiscal, actividades, since),
    regimenGeneral: { actividades, impuestos: [ivaExento(since)] },
  };
}

/** A person in the simplified regime (impuesto 20). */
function monotributista(input: {
  idPersona: string;
  apellido: string;
  nombre: string;
  domicilioFiscal: PadronAddress;
  categoria: string;
  idCategoria: number;
  actividad: string;
  since: string;
  /** NAE activity (`null`: none, as in the A5 manual's example). @default servicios de diseño especializado */
  nae?: PadronActivity | null;
}): PadronPerson {
  return {
    idPersona: input.idPersona,
    tipoPersona: 'FISICA',
    tipoClave: 'CUIT',
    estadoClave: 'ACTIVO',
    apellido: input.apellido,
    nombre: input.nombre,
    mesCierre: 12,
    domicilioFiscal: input.domicilioFiscal,
    monotributo: {
      actividades: input.nae === null ? [] : [input.nae ?? servicesActivity(input.since)],
      actividadMonotributista: {
        idActividad: '8',
        descripcionActividad: input.actividad,
        nomenclador: '1',
        orden: 0,
        periodo: input.since,
      },
      categoria: {
        descripcionCategoria: input.categoria,
        idCategoria: input.idCategoria,
        periodo: input.since,
      },
      impuestos: [
        {
          idImpuesto: 20,
          descripcionImpuesto: 'MONOTRIBUTO',
          periodo: input.since,
          estadoImpuesto: 'AC',
          motivo: 'Alta de Monotributo',
        },
      ],
    },
  };
}

/** A "CUIT país" (generic key of a foreign country, web-services.md; cuit-vectors.csv). */
function cuitPais(
  idPersona: string,
  name: string,
  tipoPersona: 'FISICA' | 'JURIDICA',
): PadronPerson {
  return {
    idPersona,
    tipoPersona,
    tipoClave: 'CUIT',
    estadoClave: 'ACTIVO',
    ...(tipoPersona === 'FISICA'
      ? { apellido: name, nombre: 'PERSONA FISICA' }
      : { razonSocial: name }),
    mesCierre: 12,
  };
}

const servicesActivity = (periodo: string) =>
  activity('741000', 'SERVICIOS DE DISEÑO ESPECIALIZADO', 1, periodo);

/** Every taxpayer of the simulator's padrón. */
export const padronFixture: readonly PadronPerson[] = [
  // The demo taxpayer (apps/api/src/demo/demo-accounts.ts: contribuyente@liqui.test).
  monotributista({
    idPersona: '20111111112',
    apellido: 'GONZALEZ',
    nombre: 'MARIA',
    domicilioFiscal: address('AV CORRIENTES 1234', '1043', 0),
    categoria: 'A LOCACIONES DE SERVICIO',
    idCategoria: 35,
    actividad: 'PREST. DE SERVICIO O LOCACIÓN',
    since: '202403',
  }),
  // The demo company (empresa@liqui.test): IVA responsable inscripto.
  company(
    '30710916574',
    'EMPRESA DEMO S.A.',
    address('AV DEL LIBERTADOR 5200', '1426', 0),
    [
      activity(
        '620100',
        'SERVICIOS DE CONSULTORES EN INFORMÁTICA Y SUMINISTROS DE PROGRAMAS DE INFORMÁTICA',
      ),
    ],
    '201105',
  ),
  // Liqui's representing CUIT in the sandbox (Liqui's `sandboxAfipCuit`; `defaultFallbackCuit`).
  company(
    '30711067074',
    'LIQUI SERVICIOS DIGITALES S.A.',
    address('AV SANTA FE 1860', '1123', 0),
    [activity('631190', 'SERVICIOS DE PROCESAMIENTO DE DATOS N.C.P.')],
    '201108',
  ),
  // Recorded homologation answer (samples/padron/a5.getPersona.with-errorRegimenGeneral).
  {
    idPersona: '20000000516',
    tipoPersona: 'FISICA',
    tipoClave: 'CUIT',
    estadoClave: 'ACTIVO',
    apellido: 'ERNESTO DANIEL',
    nombre: 'MARCELO NICOLAS',
    mesCierre: 12,
    domicilioFiscal: {
      direccion: 'LAGUNA LOS SAUCES 2',
      localidad: 'JUNIN DE LOS ANDES',
      codPostal: '8371',
      idProvincia: 20,
      descripcionProvincia: 'NEUQUEN',
      datoAdicional: 'N/A PATRICIA ANDREA',
      tipoDatoAdicional: 'NO DETERMINADO',
    },
    errorRegimenGeneral: {
      error: ['El contribuyente cuenta con impuestos con baja de oficio por Decreto 1299/98'],
      mensaje: 'No cumple con las condiciones para enviar datos del regimen general',
    },
  },
  // Recorded homologation answer (samples/padron/a5.getPersona.regimen-general-with-errorMonotributo).
  {
    idPersona: '20201797064',
    tipoPersona: 'FISICA',
    tipoClave: 'CUIT',
    estadoClave: 'ACTIVO',
    apellido: 'VICTORIA CAROLINA',
    nombre: 'DARIO',
    mesCierre: 12,
    domicilioFiscal: address('LARREA 1', '1030', 0),
    regimenGeneral: {
      actividades: [
        activity('353001', 'SUMINISTRO DE VAPOR Y AIRE ACONDICIONADO', 2),
        activity('853300', 'FORMACIÓN DE POSGRADO', 1),
      ],
      impuestos: [
        gananciasPersonas('201101'),
        iva('201101'),
        {
          idImpuesto: 936,
          descripcionImpuesto: 'DACIÓN EN PAGO DE ESP.PUBLICI.',
          periodo: '200701',
        },
      ],
    },
    errorMonotributo: {
      error: ['Datos de monotributo incompletos- no posee categoría'],
      mensaje: 'No cumple con las condiciones para enviar datos monotributo',
    },
  },
  // The A5 manual's monotributista who is also an employer (getPersona_v2 MANUAL-EXAMPLE).
  {
    ...monotributista({
      idPersona: '27015942210',
      apellido: 'INTENTAR',
      nombre: 'JAZMIN',
      domicilioFiscal: address('AV LOS INCAS 4137', '5881', 11, 'MERLO'),
      categoria: 'B LOCACIONES DE SERVICIO',
      idCategoria: 36,
      actividad: 'PREST. DE SERVICIO O LOCACIÓN',
      since: '201803',
      nae: null,
    }),
    fechaNacimiento: '1936-02-11T12:00:00-03:00',
    tipoDocumento: 'LC',
    numeroDocumento: '1594221',
    regimenGeneral: {
      actividades: [
        activity(
          '551023',
          'SERVICIOS DE ALOJAMIENTO EN HOTELES, HOSTERÍAS Y RESIDENCIALES SIMILARES, EXCEPTO POR HORA, QUE NO INCLUYEN SERVICIO DE RESTAURANTE AL PÚBLICO',
        ),
      ],
      impuestos: [
        {
          idImpuesto: 301,
          descripcionImpuesto: 'EMPLEADOR-APORTES SEG. SOCIAL',
          periodo: '200004',
          estadoImpuesto: 'AC',
          motivo: 'Inscripción tramitada en agencia',
        },
      ],
    },
  },
  // cuit-vectors.csv "organismo": ARCA itself, exempt from IVA.
  exento(
    '33693450239',
    'AGENCIA DE RECAUDACION Y CONTROL ADUANERO',
    address('HIPOLITO YRIGOYEN 370', '1086', 0),
    [activity('841100', 'SERVICIOS GENERALES DE LA ADMINISTRACIÓN PÚBLICA')],
    '199701',
  ),
  // cuit-vectors.csv "empresa" (real registered names; addresses invented).
  company(
    '30604731018',
    'BANCO COMAFI SOCIEDAD ANONIMA',
    address('AV ROQUE SAENZ PEÑA 660', '1035', 0),
    [activity('641930', 'SERVICIOS DE LA BANCA MAYORISTA')],
    '198806',
  ),
  company(
    '30500001735',
    'BANCO DE GALICIA Y BUENOS AIRES S.A.U.',
    address('TTE GRAL JUAN D PERON 430', '1038', 0),
    [activity('641930', 'SERVICIOS DE LA BANCA MAYORISTA')],
    '190506',
  ),
  company(
    '30657683929',
    'CUSTODIA SOCIEDAD DEPOSITARIA DE F.C.I. S.A.',
    address('SARMIENTO 447', '1041', 0),
    [activity('661910', 'SERVICIOS DE AGENTES DE BOLSA')],
    '199301',
  ),
  company(
    '30580189411',
    'BANCO ITAU ARGENTINA S.A.',
    address('VICTORIA 1290', '1083', 0),
    [activity('641930', 'SERVICIOS DE LA BANCA MAYORISTA')],
    '198203',
  ),
  company(
    '30707227415',
    'BACS BANCO DE CREDITO Y SECURITIZACION S.A.',
    address('TUCUMAN 1', '1049', 0),
    [activity('641930', 'SERVICIOS DE LA BANCA MAYORISTA')],
    '200002',
  ),
  // cuit-vectors.csv "cuit_pais": generic keys of foreign countries (no address, no taxes).
  cuitPais('50000000059', 'BRASIL', 'FISICA'),
  cuitPais('50000004100', 'ESPAÑA', 'FISICA'),
  cuitPais('51600003104', 'CHINA REP.POPULAR - OTRO TIPO DE ENTIDAD', 'JURIDICA'),
  cuitPais('55000000050', 'BRASIL - PERSONA JURIDICA', 'JURIDICA'),
  cuitPais('55000004382', 'ALEMANIA, REP. FED. - PERSONA JURIDICA', 'JURIDICA'),
  // cuit-vectors.csv "persona_juridica": published numbers without a name; names invented.
  company(
    '30670349760',
    'DISTRIBUIDORA DEL PLATA S.R.L.',
    address('AV SAN MARTIN 2450', '1416', 0),
    [activity('464999', 'VENTA AL POR MAYOR DE ARTÍCULOS DE USO DOMÉSTICO N.C.P.')],
    '199504',
  ),
  {
    ...company(
      '30700596210',
      'COMERCIAL NORTE S.A.',
      address('AV MITRE 850', '4000', 14, 'SAN MIGUEL DE TUCUMAN'),
      [activity('471900', 'VENTA AL POR MENOR EN COMERCIOS NO ESPECIALIZADOS')],
      '199811',
    ),
    estadoClave: 'INACTIVO',
    regimenGeneral: undefined,
  },
  company(
    '30711683166',
    'CONSTRUCTORA ANDINA S.A.',
    address('AV SAN MARTIN 1120', '5500', 7, 'MENDOZA'),
    [activity('410011', 'CONSTRUCCIÓN, REFORMA Y REPARACIÓN DE EDIFICIOS RESIDENCIALES')],
    '201112',
  ),
  company(
    '30712417419',
    'TECNOLOGIA PAMPEANA S.A.S.',
    address('BV SAN JUAN 780', '5000', 3, 'CORDOBA'),
    [
      activity(
        '620100',
        'SERVICIOS DE CONSULTORES EN INFORMÁTICA Y SUMINISTROS DE PROGRAMAS DE INFORMÁTICA',
      ),
    ],
    '201205',
  ),
  company(
    '30714468088',
    'ESTUDIO CONTABLE DEL SUR S.R.L.',
    address('MITRE 455', '8400', 22, 'SAN CARLOS DE BARILOCHE'),
    [activity('692000', 'SERVICIOS DE CONTABILIDAD, AUDITORÍA Y ASESORÍA FISCAL')],
    '201403',
  ),
  exento(
    '33500001599',
    'FUNDACION AYUDA SOLIDARIA',
    address('AV RIVADAVIA 3450', '1204', 0),
    [activity('949990', 'SERVICIOS DE ASOCIACIONES N.C.P.')],
    '196808',
  ),
  exento(
    '33708972679',
    'COOPERATIVA DE TRABAJO EL HORNERO LTDA',
    address('SAN MARTIN 1650', '2000', 12, 'ROSARIO'),
    [activity('949990', 'SERVICIOS DE ASOCIACIONES N.C.P.')],
    '200005',
  ),
  company(
    '33714423709',
    'LOGISTICA LITORAL S.A.',
    address('RUTA 11 KM 450', '3000', 12, 'SANTA FE'),
    [activity('492280', 'SERVICIO DE TRANSPORTE AUTOMOTOR DE CARGAS N.C.P.')],
    '201401',
  ),
  // cuit-vectors.csv "persona_humana*" and "regla_r1": people (names invented).
  monotributista({
    idPersona: '20101234569',
    apellido: 'PEREZ',
    nombre: 'JUAN CARLOS',
    domicilioFiscal: address('DEAN FUNES 455', '5000', 3, 'CORDOBA'),
    categoria: 'D LOCACIONES DE SERVICIO',
    idCategoria: 38,
    actividad: 'PREST. DE SERVICIO O LOCACIÓN',
    since: '201907',
  }),
  {
    idPersona: '20055361682',
    tipoPersona: 'FISICA',
    tipoClave: 'CUIT',
    estadoClave: 'ACTIVO',
    apellido: 'FERNANDEZ',
    nombre: 'ROBERTO',
    mesCierre: 12,
    domicilioFiscal: address('CORDOBA 1452', '2000', 12, 'ROSARIO'),
    regimenGeneral: {
      actividades: [activity('691001', 'SERVICIOS JURÍDICOS')],
      impuestos: [gananciasPersonas('199003'), iva('199003')],
    },
  },
  monotributista({
    idPersona: '24117166062',
    apellido: 'SOSA',
    nombre: 'LUCAS MARTIN',
    domicilioFiscal: address('CALLE 7 1020', '1900', 1, 'LA PLATA'),
    categoria: 'C VENTA DE COSAS MUEBLES',
    idCategoria: 23,
    actividad: 'VENTA DE COSAS MUEBLES',
    since: '202102',
    nae: activity('477490', 'VENTA AL POR MENOR DE ARTÍCULOS NUEVOS N.C.P.', 1, '202102'),
  }),
  {
    idPersona: '23100000199',
    tipoPersona: 'FISICA',
    tipoClave: 'CUIT',
    estadoClave: 'ACTIVO',
    apellido: 'RIOS',
    nombre: 'CAROLINA',
    mesCierre: 12,
    domicilioFiscal: address('AV BELGRANO 1890', '1093', 0),
  },
  monotributista({
    idPersona: '23100000164',
    apellido: 'MARTINEZ',
    nombre: 'SOFIA',
    domicilioFiscal: address('AV COLON 320', '5500', 7, 'MENDOZA'),
    categoria: 'B LOCACIONES DE SERVICIO',
    idCategoria: 36,
    actividad: 'PREST. DE SERVICIO O LOCACIÓN',
    since: '202208',
  }),
  company(
    '33100000119',
    'SERVICIOS INTEGRALES PATAGONICOS S.A.',
    address('AV FONTANA 210', '9100', 17, 'TRELEW'),
    [activity('812010', 'SERVICIOS DE LIMPIEZA GENERAL DE EDIFICIOS')],
    '201009',
  ),
];

const byCuit = new Map(padronFixture.map((person) => [person.idPersona, person]));

/** The fixture person with this CUIT, if any. */
export function findPerson(cuit: string): PadronPerson | undefined {
  return byCuit.get(cuit);
}

/** The NAE activities of a person (régimen general, else monotributo), in their order. */
export function activitiesOf(person: PadronPerson): PadronActivity[] {
  const general = person.regimenGeneral?.actividades ?? [];
  if (general.length > 0) return [...general].sort((left, right) => left.orden - right.orden);
  return person.monotributo?.actividades ?? [];
}
