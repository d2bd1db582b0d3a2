import {
  fillMessage,
  type PlaceholdersOf,
  shellMessages,
  type TemplateArgs,
} from './shell-messages';

/**
 * The Spanish (es-AR) message catalogue: every text of the three specs' error catalogues
 * (§8 of spec 01, 02 and 03) and of their validation rules (§5), keyed by stable dotted codes.
 *
 * The texts are the spec's, character for character, typos included ('cargarndo',
 * 'Seleciona', 'Demasiadas reintentos', 'Las contraseña debe...'), so the web app and the
 * server say the same words. Where the spec describes a message without quoting it, the entry
 * says "wording not shown in the spec; ours" and the text is our es-AR wording.
 *
 * Accents (issue 25 item 11): our own texts carry their accents ('inválido', 'código', 'válido');
 * the spec's texts are kept verbatim, so these stay without them on purpose, as the spec writes
 * them: 'El cuit debe tener 11 numeros', 'CUIT invalido', 'El CBU debe contener 22 numeros',
 * 'Limite superado. Debes informar el DNI.', 'Numero positivo necesario', 'Cuit valido!', 'Error
 * de comunicacion con AFIP', 'Selecciona una opcion', 'Foto Cargada con Exito', 'Telefono
 * requerido', 'DNI invalido', 'Mes invalido', 'Año invalido', 'Tarjeta invalida', 'Codigo
 * invalido', 'Seleciona tu Banco', '... procesaremos tu factura mas tarde.', 'Ocurrio un error
 * al procesar tu pago...', 'direccion requerido', 'Ingrese un Numero valido', 'Razon social
 * requerida', '... código de pais (ej. +54) en fila N', 'Archivo CSV cargado con exito!', 'La
 * factura es apocrifa', 'Codigo de activacion requerido', 'Ocurrio un error', and those of
 * `shell-messages.ts` ('Sesion vencida, vuelve a loguearte por favor', 'Codigo de verificacion
 * vencido.', 'Limite de solicitudes superado', 'La contraseña debe contener letras mayusculas,
 * minusculas y numeros'...). Check `/work/shared/spec/` for the exact string before adding an
 * accent to any text here.
 *
 * Placeholders are written `{name}` and filled by {@link formatMessage}
 * (e.g. `'usersBatch.nombreRequired'` → 'El nombre es requerido en fila {row}').
 *
 * Codes are `area.detail` in camelCase; a code never changes once published (clients branch on
 * it). Two codes may share a text when the spec uses the same words in different places.
 */
export const messages = {
  // Spec 01 §4–§8 and the shell: the texts the web app's first screens need (see
  // `shell-messages.ts`), in a module of their own so those screens load them alone.
  ...shellMessages,

  // --- Request validation (the API's 400 `validation` answers, one message per field; ours) ---
  /** The message of every 400 `validation` answer. Not in the spec; ours. */
  'validation.failed': 'Datos inválidos',
  /** A JSON body that is missing, not `application/json` or malformed. Not in the spec; ours. */
  'validation.notJson': 'Se esperaba un cuerpo JSON válido (Content-Type: application/json)',
  /** A value that fails a check without a message of its own. Not in the spec; ours. */
  'validation.invalid': 'Dato inválido',
  /** A text with a NUL character, which no field takes. Not in the spec; ours. */
  'validation.forbiddenCharacters': 'Contiene caracteres no permitidos',
  /** A page cursor (`last`) the server did not give, or that was altered. Not in the spec; ours. */
  'validation.cursor': 'El cursor de página no es válido',
  /** A value that must be text. Not in the spec; ours. */
  'validation.string': 'Debe ser un texto',
  /** A value that must be a number. Not in the spec; ours. */
  'validation.number': 'Debe ser un número',
  /** A value that must be a whole number. Not in the spec; ours. */
  'validation.integer': 'Debe ser un número entero',
  /** A value that must be true or false. Not in the spec; ours. */
  'validation.boolean': 'Debe ser verdadero o falso',
  /** A value that must be a date. Not in the spec; ours. */
  'validation.date': 'Debe ser una fecha válida',
  /** A value outside its closed list. Not in the spec; ours. */
  'validation.notAllowed': 'Valor no permitido',
  /** A value that must be an object. Not in the spec; ours. */
  'validation.object': 'Debe ser un objeto',
  /** A value that must be a list. Not in the spec; ours. */
  'validation.list': 'Debe ser una lista',
  /** A key the call does not take. Not in the spec; ours. */
  'validation.unknownField': 'Campo no permitido',
  /** A text or list whose length is out of range. Not in the spec; ours. */
  'validation.size': 'Longitud o cantidad fuera de rango',
  /** A number below its minimum. Not in the spec; ours. */
  'validation.min': 'Valor demasiado chico',
  /** A number above its maximum. Not in the spec; ours. */
  'validation.max': 'Valor demasiado grande',
  /** A text that does not match its format. Not in the spec; ours. */
  'validation.pattern': 'Formato inválido',
  /** A value that must be empty. Not in the spec; ours. */
  'validation.empty': 'Debe estar vacío',
  /** A wire `Ars` amount (≥ 0, at most 2 decimals). Not in the spec; ours. */
  'validation.ars': 'Debe ser un importe mayor o igual a 0 con hasta 2 decimales',
  /** A wire `SignedArs` amount (at most 2 decimals). Not in the spec; ours. */
  'validation.signedArs': 'Debe ser un importe con hasta 2 decimales',
  /** A wire `Percentage` (≥ 0, at most 6 decimals). Not in the spec; ours. */
  'validation.percentage': 'Debe ser un porcentaje mayor o igual a 0 con hasta 6 decimales',
  /** A wire `IsoDate`. Not in the spec; ours. */
  'validation.isoDate': 'Debe ser una fecha válida con formato AAAA-MM-DD',
  /** A wire `IsoMonth`. Not in the spec; ours. */
  'validation.isoMonth': 'Debe ser un mes válido con formato AAAA-MM',
  /** A wire `Provincia` (upper case, as ARCA writes provinces). Not in the spec; ours. */
  'validation.provincia': 'La provincia debe estar en mayúsculas',

  // --- Admin tables (01 §8) and generic data saves (02 §8) --------------------------------
  /** Spec 01 §8 (admin tables) and 02 §8 (user values): a save failed. */
  'data.updateError': 'Hubo un error actualizando los datos',
  /** Spec 02 §8: values saved. */
  'data.updated': 'Valores actualizados correctamente',
  /** Spec 01 §8: monotributo categories saved. */
  'adminTable.monotributosUpdated': 'Tabla de Monotributos actualizada',
  /** Spec 01 §8: due dates saved. */
  'adminTable.vencimientosUpdated': 'Tabla de Vencimientos actualizada',
  /** Spec 01 §8: other taxes saved. */
  'adminTable.otrosUpdated': 'Tabla de otros impuestos actualizada',
  /** Spec 01 §8: plans saved. */
  'adminTable.planesUpdated': 'Tabla de planes actualizada',
  /** Spec 01 §8: IIBB rows saved. */
  'adminTable.iibbUpdated': 'Tabla de IIBB actualizada',
  /** Spec 01 §7: a category write whose `categoria` does not exist (404). Not in the spec; ours. */
  'taxes.categoriaNotFound': 'La categoría no existe',
  /** Spec 01 §7: a due-date write whose `mes` does not exist (404). Not in the spec; ours. */
  'taxes.mesNotFound': 'El mes no existe en la tabla de vencimientos',
  /** Spec 01 §7: an other-tax write whose `nombre` does not exist (404). Not in the spec; ours. */
  'taxes.nombreNotFound': 'El impuesto no existe',
  /** Spec 01 §7: a plan write whose `planId` does not exist (404). Not in the spec; ours. */
  'taxes.planNotFound': 'El plan no existe',
  /** Spec 01 §7: an IIBB write without a row for that province and category (404). Not in the spec; ours. */
  'taxes.iibbNotFound': 'No existe una fila de IIBB para esa provincia y categoría',

  // --- Spec 02 §5 / 03 §5: identifiers -----------------------------------------------------
  /** Spec 02 §5, 03 §5: CUIT left empty. */
  'cuit.required': 'CUIT requerido',
  /** Spec 02 §5, 03 §5: CUIT that is not 11 digits after stripping separators. */
  'cuit.length': 'El cuit debe tener 11 numeros',
  /** Spec 02 §5, 03 §5: CUIT whose check digit does not match. */
  'cuit.checkDigit': 'CUIT invalido',
  /** CUIT with a prefix ARCA does not assign (SOURCES cuit-vectors); same text as the check digit. */
  'cuit.prefix': 'CUIT invalido',
  /** Spec 02 §5: DNI / document number left empty (invoice step 1, unless type 99). */
  'dni.required': 'Dato requerido',
  /** Spec 02 §5: DNI not 7 to 9 digits (invoice, type 96) and card-form length out of range. */
  'dni.length': 'DNI incorrecto',
  /** Spec 02 §5: CBU not exactly 22 digits. */
  'cbu.length': 'El CBU debe contener 22 numeros',
  /**
   * A 22-digit CBU whose BCRA check digits do not match (beyond the spec, which asks only for 22
   * digits). Wording not shown in the spec; ours.
   */
  'cbu.checkDigit': 'El CBU no es válido',
  /** Spec 02 §5: fiscal key left empty (questionnaire and account). */
  'claveFiscal.required': 'Clave fiscal requerida',
  /** Spec 02 §5, §9: fiscal key outside 6 to 20 characters. Wording not shown in the spec; ours. */
  'claveFiscal.length': 'La clave fiscal debe tener entre 6 y 20 caracteres',

  // --- Spec 02 §5: invoice wizard ----------------------------------------------------------
  /** Spec 02 §5: a required value (document number, associated voucher type, point of sale, number). */
  'field.dataRequired': 'Dato requerido',
  /** Spec 02 §5: invoice date. */
  'invoice.dateRequired': 'Fecha de comprobante requerida',
  /** Spec 02 §5: client business name (unless document type 99). */
  'invoice.razonSocialRequired': 'Razón Social requerida',
  /** Spec 02 §5: client address (unless document type 99). */
  'invoice.domicilioRequired': 'Domicilio requerido',
  /** Spec 02 §5: payment due date when the concept is not 1. */
  'invoice.vencimientoPagoRequired': 'Fecha Vencimiento requerida',
  /** Spec 02 §5: service period start when the concept is not 1. */
  'invoice.desdeRequired': 'Fecha desde requerida',
  /** Spec 02 §5: service period end when the concept is not 1. */
  'invoice.hastaRequired': 'Fecha hasta requerida',
  /** Spec 02 §5: final-consumer total equal to or above maximo_cons_final (RG 5700/2025). */
  'invoice.finalConsumerLimit': 'Limite superado. Debes informar el DNI.',
  /** Spec 02 §5: item code. */
  'item.codigoRequired': 'Código requerido',
  /** Spec 02 §5: item description. */
  'item.conceptoRequired': 'Concepto requerido',
  /** Spec 02 §5: item unit of measure. */
  'item.unidadRequired': 'Unidad requerida',
  /** Spec 02 §5: item quantity and price, required and positive. */
  'item.positiveNumber': 'Numero positivo necesario',
  /**
   * Spec 02 §5, §9: invoice date earlier than the date picker allows (today − 3 days); `{fecha}` is
   * the earliest allowed date as `DD/MM/YYYY`. Wording not shown in the spec; ours.
   */
  'invoice.dateTooEarly': 'La fecha no puede ser anterior a {fecha}',
  /**
   * ARCA's date window (web-services.md §3.6, code 10016): invoice date later than today + 5 days
   * (products) or + 10 days (services); `{fecha}` is the latest allowed date as `DD/MM/YYYY`.
   * Wording not shown in the spec; ours.
   */
  'invoice.dateTooLate': 'La fecha no puede ser posterior a {fecha}',
  /** ARCA code 10032: service period end before its start. Wording not shown in the spec; ours. */
  'invoice.hastaBeforeDesde': 'La fecha hasta no puede ser anterior a la fecha desde',
  /**
   * ARCA code 10036: payment due date before the invoice date. Wording not shown in the spec; ours.
   */
  'invoice.vencimientoPagoBeforeFecha':
    'La fecha de vencimiento no puede ser anterior a la fecha del comprobante',
  /**
   * Spec 02 §5: the CUIT option is excluded for a final consumer (document type 80 sent anyway).
   * Wording not shown in the spec; ours.
   */
  'invoice.finalConsumerCuit': 'Para un consumidor final el documento no puede ser CUIT',
  /**
   * Spec 02 §5 (document type editable only for a final consumer, default 80): any other receiver
   * is identified by CUIT. Wording not shown in the spec; ours.
   */
  'invoice.receiverCuitRequired': 'Para esta condición frente al IVA el documento debe ser CUIT',
  /** Spec 02 §5 ("at least one item"). Wording not shown in the spec; ours. */
  'invoice.itemsRequired': 'Agregá al menos un ítem',
  /**
   * ARCA's `ImpTotal` limit (13 integer digits, web-services.md §3.3): a total that does not fit.
   * Wording not shown in the spec; ours.
   */
  'invoice.totalTooLarge': 'El total supera el máximo que admite ARCA',

  // --- ARCA rejection hints (web-services.md §3.1, §3.7, §3.9) --------------------------------
  // Plain-Spanish hints shown next to ARCA's own text on a REJECTED invoice. Not in the spec; ours.
  /** ARCA 10016: number or date out of sequence / date outside the window. */
  'afipHint.10016':
    'La fecha o el número del comprobante no son los que ARCA espera. La fecha debe estar entre 5 días antes y 5 días después del envío (10 días para servicios) y no puede ser anterior a la del último comprobante de ese punto de venta. Revisá la fecha y volvé a procesar la factura.',
  /** ARCA 10246: the receiver's IVA condition is missing (RG 5616). */
  'afipHint.10246':
    'ARCA exige informar la condición frente al IVA del receptor (RG 5616). Elegí la condición del cliente y volvé a procesar la factura.',
  /** ARCA 10242 / 10243: the receiver's IVA condition is not valid (for this voucher class). */
  'afipHint.ivaCondition':
    'ARCA no aceptó la condición frente al IVA del receptor. Revisá que sea la que figura en la constancia de inscripción del cliente.',
  /** ARCA 10015: receiver document rules. */
  'afipHint.10015':
    'ARCA no aceptó el documento del receptor. Revisá el tipo y el número: un CUIT debe existir en el padrón de ARCA, y un consumidor final que supera el monto límite debe identificarse con su DNI.',
  /** ARCA 10013: the voucher class needs a CUIT receiver. */
  'afipHint.10013':
    'Este comprobante exige identificar al receptor con su CUIT. Cambiá el tipo de documento a CUIT.',
  /** ARCA 10069: the receiver document is the issuer's own CUIT. */
  'afipHint.10069':
    'El documento del receptor no puede ser tu propio CUIT. Ingresá el documento del cliente.',
  /** ARCA 10048: the total does not match the amounts. */
  'afipHint.10048':
    'El total no coincide con la suma de los ítems. Revisá las cantidades y los precios.',
  /** ARCA 10049: service dates missing for concept 2 or 3. */
  'afipHint.10049':
    'Para servicios hay que informar el período facturado (desde y hasta) y la fecha de vencimiento del pago.',
  /** ARCA 10032: service period end before its start. */
  'afipHint.10032': 'La fecha hasta del período facturado no puede ser anterior a la fecha desde.',
  /** ARCA 10036: payment due date before the invoice date. */
  'afipHint.10036':
    'La fecha de vencimiento del pago no puede ser anterior a la fecha del comprobante.',
  /** ARCA 600: token / authorization failure (Liqui not authorized as representative). */
  'afipHint.600':
    'ARCA no autorizó a Liqui a facturar en tu nombre. Verificá en ARCA, en el Administrador de Relaciones de Clave Fiscal, que Liqui tenga delegado el servicio de Facturación Electrónica.',
  /** ARCA 601: the represented CUIT is not in Liqui's token. */
  'afipHint.601':
    'Tu CUIT no figura entre los representados de Liqui en ARCA. Delegá el servicio de Facturación Electrónica a Liqui desde el Administrador de Relaciones de Clave Fiscal.',
  /** ARCA 10197: a debit or credit note without its associated voucher. */
  'afipHint.10197':
    'Una nota de crédito o de débito debe indicar el comprobante asociado (tipo, punto de venta y número).',
  /** ARCA 10198: an invoice or receipt that carries an associated voucher. */
  'afipHint.10198':
    'Una factura o un recibo no puede llevar comprobante asociado. Quitá los datos del comprobante asociado.',

  // --- Taxpayer lookup (02 §5, 03 §5 / §8) -------------------------------------------------
  /** Spec 02 §5: lookup in progress. */
  'taxpayerLookup.verifying': 'Verificando CUIT...',
  /** Spec 02 §5, 03 §5 / §8: lookup found the taxpayer. */
  'taxpayerLookup.valid': 'Cuit valido!',
  /** Spec 02 §5, 03 §8: lookup verified. */
  'taxpayerLookup.verified': 'Cuit verificado!',
  /** Spec 02 §5, 03 §5 / §8: lookup found nothing (the fields are cleared). */
  'taxpayerLookup.notFound': 'Cuit inexistente',
  /** Spec 02 §5, 03 §8: lookup could not reach ARCA. */
  'taxpayerLookup.afipError': 'Error de comunicacion con AFIP',
  /** Spec 02 §5: an IVA-registered receiver whose IVA is N (warning; fields cleared). */
  'taxpayerLookup.notResponsableInscripto': 'El CUIT no corresponde a un Responsable Inscripto',

  // --- Questionnaire, photos, account (02 §5) ----------------------------------------------
  /** Spec 02 §5: a yes/no question left unanswered. */
  'questionnaire.optionRequired': 'Selecciona una opcion',
  /** Spec 02 §5: activity type. */
  'questionnaire.activityTypeRequired': 'Selecciona el tipo de actividad que realizas',
  /** Spec 02 §5: activity description. */
  'questionnaire.activityDescriptionRequired': 'Describe tu actividad',
  /** Spec 02 §8: an impossible questionnaire step; `{step}` is the step number. */
  'questionnaire.flowError': 'Error en flujo - case: {step}',
  /** Issue 13, questionnaire step 8: the monthly billing estimate is missing. Ours (02 §5 is silent). */
  'questionnaire.billingEstimateRequired': 'Ingresá cuánto estimás facturar por mes',
  /**
   * Issue 25 item 7, the fiscal address (questionnaire step 17 and `PUT /root/users/me`): street
   * and number left empty. Ours, in the wording of the spec's 'Domicilio requerido' (02 §5).
   */
  'address.direccionRequired': 'Domicilio requerido',
  /** Issue 25 item 7: the fiscal address's city left empty. Ours (02 §5 is silent). */
  'address.ciudadRequired': 'Ciudad requerida',
  /** Issue 25 item 7: the fiscal address's province left empty. Ours, as 03 §5's admin form. */
  'address.provinciaRequired': 'Provincia requerida',
  /** Issue 25 item 7: a province that is not one of the 24. Ours, as 03 §5's admin form. */
  'address.provinciaInvalid': 'Provincia inválida',
  /** Issue 25 item 7: the fiscal address's postal code left empty. Ours (02 §5 is silent). */
  'address.cpRequired': 'Código postal requerido',
  /** Issue 25 item 7: a postal code that is neither 4 digits nor a CPA. Ours (02 §5 is silent). */
  'address.cpInvalid': 'Código postal inválido (ej.: 1425 o C1425ABC)',
  /** Issue 25 item 7: an address text longer than its limit; `{max}` characters. Ours. */
  'address.tooLong': 'Debe tener como máximo {max} caracteres',
  /** Spec 02 §5, 03 §5: photo that is not JPG or PNG. */
  'photo.format': 'Solo puedes subir imágenes en formato JPG/PNG!',
  /** Spec 02 §5, 03 §5: photo of 5 MB or more. */
  'photo.size': 'La imagen debe ser menor de 5MB!',
  /** Spec 02 §8, 03 §8: photo uploaded. */
  'photo.uploaded': 'Foto Cargada con Exito',
  /** Spec 02 §5 (account) and 03 §5 (admin user form): phone left empty. */
  'telefono.required': 'Telefono requerido',

  // --- Card forms and card tokens (02 §5) ---------------------------------------------------
  /** Spec 02 §5: card holder name. */
  'cardForm.holderNameRequired': 'Por favor, ingresá tu nombre',
  /** Spec 02 §5: card-form document type (and 03 §5 admin tipo_responsable). */
  'field.required': 'Campo requerido',
  /** Spec 02 §5: card-form document number that is not numeric. */
  'cardForm.documentNumberNotNumeric': 'DNI invalido',
  /** Spec 02 §5: card-form general document message. */
  'cardForm.documentNumberInvalid': 'Número de documento inválido',
  /** Spec 02 §5: older manual card form, e-mail. */
  'manualCardForm.emailRequired': 'Email requerido',
  /** Spec 02 §5: older manual card form, expiry month. */
  'manualCardForm.monthInvalid': 'Mes invalido',
  /** Spec 02 §5: older manual card form, expiry year. */
  'manualCardForm.yearInvalid': 'Año invalido',
  /** Spec 02 §5: older manual card form, card number. */
  'manualCardForm.cardInvalid': 'Tarjeta invalida',
  /** Spec 02 §5: older manual card form, security code. */
  'manualCardForm.securityCodeInvalid': 'Codigo invalido',
  /** Spec 02 §5: older manual card form, issuer (typo as in the spec). */
  'manualCardForm.issuerRequired': 'Seleciona tu Banco',
  /** Spec 02 §5: card token error E301. */
  'cardToken.E301': 'Número de tarjeta inválido',
  /** Spec 02 §5: card token error E302. */
  'cardToken.E302': 'Revisa tu código de seguridad',
  /** Spec 02 §5: card token error 316. */
  'cardToken.316': 'Nombre inválido!',
  /** Spec 02 §5: card token error 322. */
  'cardToken.322': 'Tipo de documento inválido',
  /** Spec 02 §5: card token error 323. */
  'cardToken.323': 'Revisa tu documento',
  /** Spec 02 §5: card token error 324. */
  'cardToken.324': 'El documento es inválido',
  /** Spec 02 §5: card token error 325. */
  'cardToken.325': 'Mes de vencimiento inválido',
  /** Spec 02 §5: card token error 326. */
  'cardToken.326': 'Año de vencimiento inválido',
  /** Spec 02 §5: any other card token error. */
  'cardToken.other': 'Revisa los datos ingresados',

  // --- Spec 02 §8: loading ------------------------------------------------------------------
  /** Spec 02 §8. */
  'load.database': 'Error leyendo Base de datos',
  /** Spec 02 §8. */
  'load.plans': 'Error leyendo planes',
  /** Spec 02 §8. */
  'load.plansTable': 'Error leyendo tabla de planes',
  /** Spec 02 §8. */
  'load.plan': 'Error obteniendo datos de plan',
  /** Spec 02 §8. */
  'load.paymentMethods': 'Error obteniendo medios de pago',
  /** Spec 02 §8 (goes to /). */
  'load.user': 'Error cargando datos de usuario',
  /** Spec 02 §8, 03 §8. */
  'load.credentials': 'Error obteniendo credenciales de usuario',
  /** Spec 02 §8. */
  'load.currentSession': 'Error obteniendo sesión actual',
  /** Spec 02 §8, 03 §8. */
  'load.dashboardIndices': 'Error obteniendo indices Dashboard usuario',
  /** Spec 02 §8. */
  'load.invoice': 'No se pudo leer la factura del usuario',

  // --- Spec 02 §8: invoices and wizard outcomes ----------------------------------------------
  /** Spec 02 §8 (goes to /). */
  /** Issue 12 item 3: the ARCA status badge when FEDummy answers slowly. Not in the spec; ours. */
  'arca.slow': 'ARCA funciona con demoras',
  /** Issue 12 item 3: the ARCA status badge when WSFEv1 is down. Not in the spec; ours. */
  'arca.down': 'ARCA está fuera de servicio: tus facturas se emitirán cuando vuelva',
  /**
   * Server refusal of an invoice write for a user whose statuses disable Facturar (Spec 02 §2
   * menu gating, enforced by the server). Wording not shown in the spec; ours.
   */
  'invoice.gated':
    'Tu cuenta no puede emitir facturas por ahora: revisá el estado de tu plan y de tu cuenta en Inicio.',
  'invoice.loadError': 'Error de carga de factura',
  /** Spec 02 §8. */
  'invoice.updateError': 'Error de actualización de factura',
  /** Spec 02 §8. */
  'invoice.sendError': 'Hubo un error enviando la factura',
  /** Spec 02 §8. */
  'invoice.sent': 'Factura enviada correctamente',
  /** Spec 02 §8. */
  'invoice.deleteError': 'Hubo un error eliminando la factura',
  /** Spec 02 §8. */
  'invoice.deleted': 'Comprobante eliminado correctamente',
  /** Spec 02 §8, 03 §8. */
  'pdf.error': 'Error generando PDF',
  /** Spec 02 §8: wizard saved a new draft. */
  'invoice.draftSaved': 'Factura guardada como borrador',
  /** Spec 02 §8: wizard updated a draft. */
  'invoice.draftUpdated': 'Borrador actualizado',
  /** Spec 02 §8: polling saw EMITTED. */
  'invoice.emitted': 'Factura emitida correctamente',
  /** Spec 02 §8: polling saw REJECTED. */
  'invoice.rejected': 'Factura rechazada por AFIP',
  /** Spec 02 §8: polling saw CANCELED. */
  'invoice.canceled': 'Factura cancelada',
  /** Spec 02 §8: polling gave up (queued). */
  'invoice.queued': 'Factura en cola, revisa su estado más tarde',
  /** Spec 02 §8: polling saw PENDING_AFIP (ARCA out of service). */
  'invoice.afipOutOfService':
    'La afip se encuentra fuera de servicio, procesaremos tu factura mas tarde.',
  /** Spec 02 §4: while the invoice goes to ARCA (the wizard waits). Wording not shown in the spec; ours. */
  'invoice.sending': 'Generando el comprobante. Esperá la respuesta de ARCA…',
  /** Spec 02 §2 invoice detail: a REJECTED invoice without ARCA's reasons. Not in the spec; ours. */
  'invoice.rejectedWithoutReason': 'ARCA no informó el motivo del rechazo.',
  /** Spec 02 §2 invoice detail: above ARCA's reasons of a REJECTED invoice. Not in the spec; ours. */
  'invoice.rejectedReasons':
    'Estos son los motivos que informó ARCA. Corregí los datos y emití un nuevo comprobante.',
  /** Spec 02 §2 invoice detail: the delete confirmation's title. Not in the spec; ours. */
  /**
   * Issue 11 §9: why 'Procesar Factura' is disabled on the detail (Spec 02 §4: enabled only for
   * DRAFT or PRESENTED); `{estado}` is the status label. Wording ours.
   */
  'invoice.processBlocked':
    'Solo se puede procesar un borrador o una factura presentada. Estado actual: {estado}.',
  /** Issue 11 §9: why 'Eliminar Factura' is disabled (Spec 02 §4: only DRAFT). Wording ours. */
  'invoice.deleteBlocked': 'Solo se puede eliminar un borrador. Estado actual: {estado}.',
  /** Issue 11 §9: why 'Ver PDF' is disabled (the PDF exists once EMITTED, with its CAE). Ours. */
  'invoice.pdfBlocked':
    'El PDF está disponible cuando la factura está emitida. Estado actual: {estado}.',
  'invoice.deleteConfirmTitle': '¿Eliminar la factura?',
  /** Spec 02 §2 invoice detail: the delete confirmation's text. Not in the spec; ours. */
  'invoice.deleteConfirm': 'El borrador se eliminará y no se podrá recuperar.',
  /** Spec 02 §4: the issuer's user record has no CUIT or no point of sale (409). Not in the spec; ours. */
  'invoice.issuerIncomplete': 'Tu cuenta no tiene CUIT o punto de venta para facturar',
  /**
   * Spec 02 §4, web-services.md §3.8: ARCA's next number is already on another invoice of Liqui
   * (ARCA's numbering went back). Not in the spec; ours.
   */
  'invoice.numberClash':
    'El próximo número de ARCA ya figura en otra factura de Liqui; revisá la numeración del punto de venta.',
  /** Spec 01 §2.6, 02 §7 `GET /bot/debt/`: the debt refresh was accepted. Not in the spec; ours. */
  'debt.refreshing': 'Estamos actualizando tu deuda con ARCA',

  // --- Spec 02 §8 / 03 §8: users --------------------------------------------------------------
  /** Spec 02 §8, 03 §8. */
  'user.updated': 'Usuario actualizado',
  /** Spec 02 §8, 03 §8. */
  'user.updateError': 'Error de actualización de usuario',
  /** Spec 02 §8 (a second wording used by another screen). */
  'user.updatingError': 'Error actualizando usuario',
  /** Spec 02 §8: cancellation requested. */
  'user.cancellationRequested': 'Solicitud de Baja enviada',
  /** Spec 02 §4 ("Account"), §6: a lite user may not cancel the service (403). Not in the spec; ours. */
  'user.cancellationNotForLite': 'Los usuarios lite no pueden solicitar la baja del servicio',
  /**
   * Issue 25 item 3: a cancellation request from an account already in BAJA (409; the
   * `userStatusMachine` refuses it). Not in the spec; ours.
   */
  'user.alreadyCancelled': 'Tu cuenta ya está dada de baja',
  /**
   * Issue 25 item 3: a status change its transition table does not allow (409), when no message of
   * the writer's own says more. Not in the spec; ours.
   */
  'status.notAllowed': 'Ese cambio de estado no está permitido',
  /** Spec 02 §4, 03 §4: a photo that was never uploaded, or was deleted (404). Not in the spec; ours. */
  'photo.notFound': 'La foto no existe',
  /** Spec 03 §7: a user record that does not exist (404). Not in the spec; ours. */
  'user.notFound': 'Usuario inexistente',
  /** Spec 03 §7: an admin edit gives a user another user's e-mail (409). Not in the spec; ours. */
  'user.emailTaken': 'Ese e-mail ya pertenece a otro usuario',

  // --- Spec 02 §8 / 03 §8: plans, companies, relationships ----------------------------------
  /** Spec 02 §8, 03 §8. */
  'company.listError': 'Error al cargar listado de empresas',
  /** Spec 02 §8, 03 §8: company code accepted. */
  'company.codeValidated': 'Código validado con éxito',
  /** Spec 02 §8, 03 §8: company code rejected (tooltip). */
  'company.codeInvalid': 'Codigo invalido',
  /** Spec 02 §8 (goes to /). */
  'plan.updateError': 'Hubo un error actualizando el plan',
  /** Spec 02 §8. */
  'plan.updated': 'Plan actualizado correctamente',
  /** Spec 02 §8, 03 §8 (typo as in the spec). */
  'relationship.loadError': 'Hubo un error cargarndo la relación laboral',
  /** Spec 02 §8. */
  'paymentMethod.updated': 'Medio de Pago actualizado',
  /** A CBU change once the debit is ADHERIDO (Spec 03 §4: "Once ADHERIDO it is locked"). Ours. */
  'cbu.locked': 'Tu CBU ya está adherido y no puede cambiarse',
  /** Spec 02 §8. */
  'paymentMethod.updateError': 'Error actualizando medio de pago',

  // --- Spec 02 §8: payments ---------------------------------------------------------------------
  /** Spec 02 §8: payment_id ERROR or the server value 'Payment not creted'. */
  'payment.notCreated': 'No se pudo generar el pago, reintenta con otro medio',
  /** Spec 02 §8. */
  'payment.ticketError': 'No se pudo generar el ticket de pago. Reintenta con otro medio',
  /** Spec 02 §8. */
  'payment.error': 'Ocurrió un error generando el pago',
  /** Spec 02 §8. */
  'payment.methodError': 'Error en medio de pago',
  /** Spec 02 §8. */
  'payment.banksError': 'Error obteniendo lista de bancos',
  /** Spec 02 §8: rejection for wrong card number, date, other data or security code. */
  'cardRejection.badData':
    'Hay un error en los datos ingresados, por favor asegurate de estar colocándolos bien.',
  /** Spec 02 §8: rejection blacklist, call_for_authorize, high_risk, other_reason. Wording not shown in the spec; ours. */
  'cardRejection.providerRejected':
    'Mercado Pago rechazó el pago. Por favor intentá con otra tarjeta.',
  /** Spec 02 §8: rejection insufficient_amount. Wording not shown in the spec; ours. */
  'cardRejection.insufficientAmount':
    'Tu tarjeta no tiene fondos suficientes. Por favor intentá con otra tarjeta.',
  /** Spec 02 §8: rejection cc_payment_approved_subscription_error. Wording not shown in the spec; ours. */
  'cardRejection.subscriptionError':
    'Tu pago fue aprobado pero no pudimos crear tu suscripción. Por favor contactate con soporte.',
  /** Spec 02 §8: any other rejection, and a failed pending query. */
  'cardRejection.generic': 'Tu pago fue rechazado. Por favor intenta con otro medio de pago.',
  /** Spec 02 §8: the error message parses with statusCode 500. */
  'cardRejection.serverError':
    'Ocurrio un error al procesar tu pago, por favor contactate con un administrador',
  /** Spec 02 §8 older flow polling rejection: bad card number. Wording not shown in the spec; ours. */
  'paymentPolling.badCardNumber':
    'El número de tarjeta es incorrecto. Revisalo e intentá de nuevo.',
  /** Spec 02 §8 older flow polling rejection: bad expiry date. Wording not shown in the spec; ours. */
  'paymentPolling.badExpiryDate':
    'La fecha de vencimiento de la tarjeta es incorrecta. Revisala e intentá de nuevo.',
  /** Spec 02 §8 older flow polling rejection: bad security code. Wording not shown in the spec; ours. */
  'paymentPolling.badSecurityCode':
    'El código de seguridad de la tarjeta es incorrecto. Revisalo e intentá de nuevo.',
  /** Spec 02 §8 older flow polling rejection: insufficient funds. Wording not shown in the spec; ours. */
  'paymentPolling.insufficientFunds':
    'Tu tarjeta no tiene fondos suficientes. Por favor intentá con otro medio de pago.',
  /** Spec 02 §4 older flow polling: status ERROR (then go to /mp). Wording not shown in the spec; ours. */
  'paymentPolling.error': 'Ocurrió un error procesando tu pago. Por favor intentá más tarde.',
  /** Spec 02 §4 older flow polling gave up after more than 3 polls. Wording not shown in the spec; ours. */
  'paymentPolling.pending':
    'Tu pago está pendiente de acreditación. Te avisaremos cuando se acredite.',

  // --- Spec 03 §5: admin user form --------------------------------------------------------------
  /** Spec 03 §5 (read-only field; lower case as in the spec). */
  'adminUser.emailRequired': 'email requerido',
  /** Spec 03 §5. */
  'adminUser.direccionRequired': 'direccion requerido',
  /** Spec 03 §5. */
  'adminUser.ciudadRequired': 'ciudad requerido',
  /** Spec 03 §5. */
  'adminUser.cpRequired': 'CP requerido',
  /** Spec 03 §5: postal code that is not a number above 0. */
  'adminUser.cpInvalid': 'Ingrese un Numero valido',
  /** Spec 03 §5. */
  'adminUser.provinciaRequired': 'Provincia requerida',
  /** Spec 03 §5 (note: 'requerido', unlike the questionnaire's 'requerida'). */
  'adminUser.claveFiscalRequired': 'Clave fiscal requerido',
  /** Spec 03 §5: cat_monotributo. */
  'adminUser.catMonotributoRequired': 'Dato Requerido',
  /** Spec 03 §5: razon_social. */
  'adminUser.razonSocialRequired': 'Razon social requerida',
  /** Spec 03 §5 "Sales point 0-999999": a punto_venta out of range. Wording not shown in the spec; ours. */
  'adminUser.puntoVentaRange': 'El punto de venta debe ser un número entre 0 y 999999',
  /** Spec 03 §3 "24 provinces": a provincia outside the list. Wording not shown in the spec; ours. */
  'adminUser.provinciaInvalid': 'Provincia inválida',
  /** Spec 03 §4 "Once ADHERIDO it is locked": a change of estado_cbu away from ADHERIDO. Ours. */
  'adminUser.estadoCbuLocked': 'El CBU ya está adherido: su estado no se puede cambiar',
  /**
   * Spec 03 §4 "Baja flag on saving a user": a `baja` that contradicts the statuses saved with it
   * (true only when estado_monotributo is HACER_BAJA). Ours.
   */
  'adminUser.bajaMismatch': 'La baja solo corresponde con estado de monotributo HACER_BAJA',
  /** Spec 03 §4 "Photos": the reason of a photo deletion is required. Wording not shown in the spec; ours. */
  'adminUser.photoReasonRequired': 'Motivo requerido',
  /** Spec 03 §4 "Photos": the reason of a photo deletion, at most 500 characters. Ours. */
  'adminUser.photoReasonLength': 'El motivo debe tener como máximo 500 caracteres',
  /** Spec 03 §5: new admin user, user name. */
  'newAdminUser.userNameRequired': 'Nombre de usuario requerido',
  /** Spec 03 §5: new admin user, type. */
  'newAdminUser.typeRequired': 'Tipo de usuario requerido',

  // --- Spec 03 §5: bulk users, batches, verification ------------------------------------------
  /** Spec 03 §5: bulk users CSV; `{row}` is the row number. */
  'usersBatch.nombreRequired': 'El nombre es requerido en fila {row}',
  /** Spec 03 §5: bulk users CSV ("same message form"); `{row}` is the row number. */
  'usersBatch.apellidoRequired': 'El apellido es requerido en fila {row}',
  /** Spec 03 §5: bulk users CSV; `{row}` is the row number. */
  'usersBatch.emailRequired': 'El email es requerido en fila {row}',
  /** Spec 03 §5: bulk users CSV phone without country code; `{row}` is the row number. */
  'usersBatch.phoneCountryCode':
    'El número de télefono debe tener código de pais (ej. +54) en fila {row}',
  /** Spec 03 §5 bulk users CSV: an e-mail that is not an address. Wording ours. */
  'usersBatch.emailInvalid': 'El email no es válido en fila {row}',
  /** Spec 03 §5 bulk users CSV: a CUIT present but invalid. Wording ours. */
  'usersBatch.cuitInvalid': 'CUIT inválido en fila {row}',
  /** Liqui: a bulk-user row sent without its process flag. */
  'usersBatch.notMarked': 'La fila {row} no está marcada para procesar',
  /** Liqui: a bulk-user e-mail that belongs to a staff or company account. */
  'usersBatch.notCollaborator':
    'El email de la fila {row} pertenece a una cuenta que no es de colaborador',
  /** Liqui: a bulk-user file longer than `USERS_BATCH_MAX_ROWS`. */
  'usersBatch.tooManyRows': 'El archivo CSV tiene más de {max} filas',
  /** Liqui: the bulk upload failed mid-way; `{done}` rows were answered. */
  'usersBatch.uploadError': 'Error al subir el lote de usuarios ({done} filas procesadas)',
  /** Issue 24 item 6: a bulk-user e-mail already in an earlier row of the file. Ours. */
  'usersBatch.repeatedEmail': 'Fila {row}: el email {email} ya está en la fila {first}',
  /** Issue 24 item 6: a bulk-user CUIT that another user's record has. Ours. */
  'usersBatch.cuitTaken': 'Fila {row}: el CUIT {cuit} ya pertenece a otro usuario',
  /** Issue 24 item 6: a bulk-user row the server refused with a message of its own. Ours. */
  'usersBatch.rowRefused': 'Fila {row}: {reason}',
  /** Issue 24 item 6: the identity provider refused to create a bulk-user row's account. Ours. */
  'usersBatch.accountRefused':
    'Fila {row}: no se pudo crear la cuenta con este email y estos nombres',
  /** Issue 24 item 6: a bulk-user row that failed unexpectedly; sending the file again retries it. Ours. */
  'usersBatch.rowFailed':
    'Fila {row}: no se pudo procesar. Volvé a subir el archivo para reintentar esta fila',
  /** Issue 24 item 2: the bulk-user preview when no row of the file can be uploaded. Ours. */
  'usersBatch.noValidRow':
    'Ninguna fila del archivo se puede cargar: corregí los errores de cada fila o importá otro archivo',
  /** Spec 03 §5: invoice batch form, service start. */
  'invoiceBatch.servicioDesdeRequired': 'Servicio desde requerido',
  /** Spec 03 §5: invoice batch form, service end. */
  'invoiceBatch.servicioHastaRequired': 'Servicio hasta requerido',
  /** Spec 03 §5 invoice batch form: the business name the CUIT lookup fills. Wording ours. */
  'invoiceBatch.razonSocialRequired': 'Razon social requerida',
  /** Spec 03 §5 invoice batch form: period month 1–12. Wording ours. */
  'invoiceBatch.mesRequired': 'Mes requerido',
  /** Spec 03 §5 invoice batch form: period year, previous or current. Wording ours. */
  'invoiceBatch.anioRequired': 'Año requerido',
  /** Spec 03 §5 invoice batch form: service dates "may not be in the future". Wording ours. */
  'invoiceBatch.futureDate': 'La fecha no puede ser futura',
  /** Spec 03 §5 invoice batch form: "end not before start". Wording ours. */
  'invoiceBatch.endBeforeStart': 'Servicio hasta no puede ser anterior a Servicio desde',
  /** Spec 03 §5 invoice batch form: invoice date not in the future, not older than 15 days. Ours. */
  'invoiceBatch.fechaFactura':
    'La fecha de factura no puede ser futura ni tener más de 15 días de antigüedad',
  /** Spec 03 §5 invoice batch form: taxpayer kind. Wording ours. */
  'invoiceBatch.tipoResponsableRequired': 'Tipo de contribuyente requerido',
  /** Spec 03 §5 "Upload needs at least one row to process". Wording ours. */
  'invoiceBatch.noRows': 'Marque al menos una fila para procesar',
  /** Liqui: a batch CSV longer than `BATCH_MAX_ROWS`. */
  'invoiceBatch.tooManyRows': 'El archivo CSV tiene más de {max} filas',
  /** Liqui: a batch invoice row with a missing or invalid issuer CUIT. */
  'invoiceBatchRow.cuitEmisor': 'Fila {row}: CUIT emisor inválido',
  /** Liqui: a batch invoice row whose issuer is not a collaborator of the receiver company. */
  'invoiceBatchRow.notCollaborator': 'Fila {row}: el CUIT emisor no es colaborador de la empresa',
  /** Liqui: a batch invoice row whose issuer cannot invoice yet (no clave fiscal delegation). */
  'invoiceBatchRow.issuerNotReady': 'Fila {row}: el emisor no está habilitado para facturar',
  /** Liqui: a batch invoice row with an unknown `tipo_factura`. */
  'invoiceBatchRow.tipoFactura':
    'Fila {row}: tipo de factura inválido (use C, NC, ND o el código de ARCA)',
  /** Liqui: a batch invoice row with an unknown `forma_pago`. */
  'invoiceBatchRow.formaPago': 'Fila {row}: forma de pago inválida',
  /** Liqui: a batch invoice row with a `punto_venta` outside 1–99999. */
  'invoiceBatchRow.puntoVenta': 'Fila {row}: punto de venta inválido',
  /** Liqui: a batch invoice row with `conceptoN` / `montoN` incomplete or a bad amount. */
  'invoiceBatchRow.monto': 'Fila {row}: concepto{n} necesita un monto{n} mayor a 0',
  /** Liqui: a batch invoice row without any concept. */
  'invoiceBatchRow.noItems': 'Fila {row}: ingrese al menos concepto1 y monto1',
  /** Liqui: a batch invoice row with an invoice date out of the allowed window. */
  'invoiceBatchRow.fecha':
    'Fila {row}: fecha_factura no puede ser futura ni tener más de 15 días de antigüedad',
  /** Liqui: a debit or credit note row without a valid associated voucher. */
  'invoiceBatchRow.asociada':
    'Fila {row}: una nota de crédito o débito necesita factura_asociada (PPPPP-NNNNNNNN)',
  /** Liqui: a batch invoice row that breaks an invoice rule; `{detail}` is that rule's text. */
  'invoiceBatchRow.invoice': 'Fila {row}: {detail}',
  /** Liqui: a batch row not marked to process, sent anyway. */
  'invoiceBatchRow.notMarked': 'Fila {row}: no está marcada para procesar',
  /**
   * Issue 24 item 7: a batch row dated before the latest voucher of its issuer's series (ARCA
   * would refuse it with 10016). `{fecha}` and `{ultima}` are `dd/mm/aaaa`. Ours.
   */
  'invoiceBatchRow.beforeSeries':
    'Fila {row}: la fecha {fecha} es anterior a la del último comprobante del emisor ({ultima})',
  /**
   * Issue 24 item 7: an accepted row whose invoice date left ARCA's window (N − 10 days) between
   * the preview and the confirmation. Ours.
   */
  'invoiceBatchRow.dateExpired':
    'Fila {row}: la fecha {fecha} ya tiene más de 10 días: ARCA la rechazaría',
  /** Spec 03 §5, §8: the CSV could not be parsed. */
  'csv.parseError': 'Error en archivo CSV',
  /** Spec 03 §8. */
  'csv.loadError': 'Error cargando archivo CSV',
  /** Spec 03 §8. */
  'csv.loaded': 'Archivo CSV cargado con exito!',
  /** Issue 24: a file with a header line and no row. Ours. */
  'csv.empty': 'El archivo CSV no tiene filas',
  /** Issue 24 item 5: a header no column of the importer has. Ours. */
  'csv.unknownColumn':
    'La columna "{column}" no es una de las esperadas. Columnas esperadas: {expected}',
  /** Issue 24 item 5: two headers that name one column. Ours. */
  'csv.repeatedColumn': 'La columna "{column}" está dos veces. Columnas esperadas: {expected}',
  /** Issue 24 item 5: a required column the file lacks. Ours. */
  'csv.missingColumn': 'Falta la columna "{column}". Columnas esperadas: {expected}',
  /** Issue 24: a value in a column without a header; `{position}` counts from 1. Ours. */
  'csv.headerlessCell':
    'Fila {row}: hay un valor en la columna {position}, que no tiene encabezado',
  /** Issue 24 item 3: a cell with U+FFFD or control characters. Ours. */
  'csv.forbiddenCharacters':
    'Fila {row}: {column} tiene caracteres inválidos (revisá la codificación del archivo)',
  /** Issue 24 item 1: an amount cell that is not an es-AR amount. Wording of the issue. */
  'csv.amount': 'Fila {row}: {column} "{value}" no es un importe válido (ej.: 1.234,56)',
  /** Issue 24 item 4: a date cell that is not a day. Ours. */
  'csv.date': 'Fila {row}: {column} "{value}" no es una fecha válida (dd/mm/aaaa)',
  /** Issue 24 item 4: a date cell that is a day only read month first. Ours. */
  'csv.dateMonthFirst':
    'Fila {row}: {column} "{value}" no es una fecha válida: se escribe día/mes/año (dd/mm/aaaa), no mes/día',
  /** Issue 24: a cell that breaks its column's rule; `{detail}` is that rule's text. Ours. */
  'csv.cell': 'Fila {row}: {column}: {detail}',
  /** Issue 24 item 3: the preview names the encoding the file was read in. Ours. */
  'csv.encoding': 'Archivo leído como {encoding}',
  /** Spec 03 §5 manual verification: modalidad. Wording not shown in the spec; ours. */
  'verification.cbteModoRequired': 'Modalidad requerida',
  /** Spec 03 §5 manual verification: issuer CUIT. Wording not shown in the spec; ours. */
  'verification.cuitEmisorRequired': 'CUIT emisor requerido',
  /** Spec 03 §5 manual verification: voucher type. Wording not shown in the spec; ours. */
  'verification.cbteTipoRequired': 'Tipo de comprobante requerido',
  /** Spec 03 §5 manual verification: point of sale. Wording not shown in the spec; ours. */
  'verification.ptoVtaRequired': 'Punto de venta requerido',
  /** Spec 03 §5 manual verification: voucher number. Wording not shown in the spec; ours. */
  'verification.cbteNroRequired': 'Número de comprobante requerido',
  /** Spec 03 §5 manual verification: voucher date. Wording not shown in the spec; ours. */
  'verification.cbteFchRequired': 'Fecha de comprobante requerida',
  /** Spec 03 §5 manual verification: total. Wording not shown in the spec; ours. */
  'verification.impTotalRequired': 'Importe total requerido',
  /** Spec 03 §5 manual verification: authorization code. Wording not shown in the spec; ours. */
  'verification.codAutorizacionRequired': 'Código de autorización requerido',
  /** Spec 03 §5 manual verification: receiver document type. Wording not shown in the spec; ours. */
  'verification.docTipoReceptorRequired': 'Tipo de documento del receptor requerido',
  /** Spec 03 §5 manual verification: receiver document number. Wording not shown in the spec; ours. */
  'verification.docNroReceptorRequired': 'Número de documento del receptor requerido',
  /** Spec 03 §8: ARCA answered resultado A. */
  'verification.valid': 'Factura fue validada correctamente',
  /** Spec 03 §8: ARCA did not validate the invoice. */
  'verification.apocryphal': 'La factura es apocrifa',
  /** Spec 03 §8: a CSV verification row failed; `{number}` is the voucher number. */
  'verification.rowError': 'Error procesando factura {number}',
  /**
   * CSV verification: the file lacks some of the ten query columns; `{columns}` lists them.
   * Wording not shown in the spec; ours.
   */
  'verification.csvMissingColumns': 'Al archivo CSV le faltan columnas: {columns}',
  /** CSV verification: the file chosen is not a CSV (name or type). Wording not shown in the spec; ours. */
  'verification.csvNotCsv': 'El archivo no es un CSV',
  /** CSV verification: the file has headers but no data rows. Wording not shown in the spec; ours. */
  'verification.csvEmpty': 'El archivo CSV no tiene filas',
  /** CSV verification: a row's cod_autorizacion is not 14 digits. Wording not shown in the spec; ours. */
  'verification.codAutorizacionFormat': 'El código de autorización debe tener 14 números',

  // --- Spec 03 §5: company password change and company edit -----------------------------------
  /** Spec 03 §5: company edit, activation code required when the option is on. */
  'company.activationCodeRequired': 'Codigo de activacion requerido',
  /** Spec 03 §5 "Company edit": razon social required. Wording not shown in the spec; ours. */
  'company.razonSocialRequired': 'Razon social requerida',
  /** Spec 03 §5 "Company edit": domicilio required. Wording not shown in the spec; ours. */
  'company.domicilioRequired': 'Domicilio requerido',
  /** Spec 03 §5 "Company edit": localidad required. Wording not shown in the spec; ours. */
  'company.localidadRequired': 'Localidad requerida',
  /** Spec 03 §5 "Company edit": provincia required. Wording not shown in the spec; ours. */
  'company.provinciaRequired': 'Provincia requerida',
  /** Spec 03 §5 "codes unique across companies": the code is another company's. Ours. */
  'company.codeTaken': 'El código de activación ya lo usa otra empresa',
  /** Issue 14 item 5: the CUIT of a company is not edited (relationships refer to it). Ours. */
  'company.cuitReadOnly': 'El CUIT de la empresa no se puede modificar',
  /** Issue 14 item 5: a company account for a CUIT that already has one. Wording ours. */
  'company.cuitTaken': 'Ya existe una empresa con ese CUIT',
  /** Issue 14 items 3, 5: the e-mail of a new staff or company account already has one. Ours. */
  'staffUser.emailTaken': 'Ya existe un usuario con ese email',
  /** Issue 14 item 3: what a read-only staff member (operador) sees instead of a form. Ours. */
  'backOffice.readOnly':
    'Tu usuario es de solo lectura: podés consultar los datos pero no modificarlos.',
  /** Issue 14 item 3: staff user created (the invitation went out). Wording ours. */
  'staffUser.created': 'Usuario creado. Le enviamos un email con su contraseña temporal',
  /** Issue 14 item 5: company account created (the invitation went out). Wording ours. */
  'company.created': 'Empresa creada. Le enviamos un email con su contraseña temporal',
  /** Issue 14 item 5: company saved. Wording ours (Spec 03 §8 has only 'Error al guardar'). */
  'company.saved': 'Empresa actualizada',

  // --- Spec 03 §5: document control -------------------------------------------------------------
  /** Spec 03 §5: candidate document number. */
  'candidate.numberDocRequired': 'Nro. Documento es requerido',
  /** Spec 03 §5: candidate state, and document state in the document editor. */
  'state.required': 'Selecciona el Estado',
  /** Spec 03 §5: candidate vehicle type. */
  'candidate.vehicleTypeRequired': 'Vehículo es requerido',
  /** Spec 03 §5: candidate company. */
  'candidate.companyRequired': 'Empresa es requerido',
  /** Spec 03 §5: candidate phone. */
  'candidate.phoneRequired': 'Teléfono es requerido',
  /** Spec 03 §5: candidate e-mail given but not an address. */
  'candidate.emailInvalid': 'Email inválido',
  /** Spec 03 §5: document editor, document type. */
  'document.typeRequired': 'Selecciona el Tipo de Documento',
  /** Spec 03 §5: document editor, a key-word field; `{field}` is the field label. */
  'document.fieldRequired': '{field} es requerido',
  /** Spec 03 §5: document type form, name. */
  'documentType.nameRequired': 'Nombre es requerido',
  /** Spec 03 §5: document type form, Bot Required. */
  'documentType.botRequiredRequired': 'Bot Required es requerido',
  /** Spec 03 §5: document upload that is not JPG, PNG or PDF. */
  'document.uploadFormat': 'Solo puedes subir documentos en formato JPG/PNG/PDF',
  /** Spec 03 §9 gives no size for documents; ours (10 MB, `documentMaxBytes`). Also an empty file. */
  'document.uploadSize': 'El documento debe pesar menos de 10MB',
  /**
   * Issue 26 item 2: an upload (document or photo) mupdf cannot open or decode (a damaged file,
   * a PDF without pages), or a stored file the page view cannot draw. Ours.
   */
  'file.unreadable': 'El archivo está dañado o no se puede leer',
  /** Issue 26 item 2: an image over the pixel limit, read from its header; `{max}` megapixels. Ours. */
  'file.tooManyPixels': 'La imagen es demasiado grande: puede tener hasta {max} megapíxeles',
  /** Issue 26 item 2: a PDF over the page limit; `{max}` pages. Ours. */
  'file.tooManyPages': 'El PDF tiene demasiadas páginas: puede tener hasta {max}',
  /** Issue 26 item 2: a PDF whose streams inflate past the cap, or a file over the memory limit. Ours. */
  'file.tooLarge': 'El archivo es demasiado grande para procesarlo',
  /** Issue 26 item 2: a file whose processing ran past its time limit. Ours. */
  'file.tooSlow': 'El archivo tardó demasiado en procesarse',
  /** Issue 26 item 2: the file-processing queue is full (429 with Retry-After). Ours. */
  'file.busy': 'Estamos procesando muchos archivos: probá de nuevo en unos segundos',
  /** A save that would change a candidate's vehicle type or company (Spec 03 §4). Wording ours. */
  'candidate.fixedFields': 'El vehículo y la empresa solo se eligen al crear el candidato',
  /** A candidate that already holds the most documents (`CANDIDATE_DOCUMENTS_MAX`). Wording ours. */
  'candidate.tooManyDocuments': 'El candidato ya tiene el máximo de documentos',
  /** A candidate that does not exist (or is another company's). Wording ours. */
  'candidate.notFound': 'Candidato inexistente',
  /** A document that does not exist (or is another company's). Wording ours. */
  'document.notFound': 'Documento inexistente',
  /** Issue 16 item 5: a document whose expiration date has passed (`documentExpiryOf`). Ours. */
  'document.expired': 'Vencido',
  /** Issue 16 item 5: a document that expires within 30 days (`documentExpiryOf`). Ours. */
  'document.expiringSoon': 'Vence pronto',
  /** Issue 16 item 5: a candidate whose document number is not a CUIT (padrón panel). Ours. */
  'candidate.noCuit': 'Sin CUIT',
  /** A document type that does not exist. Wording ours. */
  'documentType.notFound': 'Tipo de documento inexistente',
  /** The catalogue holds `DOCUMENT_TYPES_MAX` types already. Wording ours. */
  'documentType.tooMany': 'Se alcanzó el máximo de tipos de documento',

  // --- Spec 03 §8: back-office notices ------------------------------------------------------------
  /** Spec 03 §8: user search found nothing (warning; also the failure text). */
  'userSearch.notFound': 'No se encontró el usuario',
  /** Spec 03 §8: user search success. */
  'userSearch.found': 'Usuario encontrado',
  /** Spec 03 §8: loading all users failed. */
  'users.loadError': 'Ocurrio un error',
  /** Spec 03 §7: a tab index of `GET /root/users` with a status its column does not have (400). Ours. */
  'userList.statusValue': 'Estado no válido para este listado: {value}',
  /** Spec 03 §7: a search with nothing left after normalising it (400). Ours. */
  'userList.emptySearch': 'Ingresá un valor para buscar',
  /** Issue 25 item 8: a free-text search shorter than its minimum. Ours. */
  'userList.shortSearch': 'Escribí al menos {min} caracteres para buscar',
  /** Spec 03 §7: `value` without `index` in `GET /root/users` (400). Ours. */
  'userList.valueWithoutIndex': 'Elegí un índice para buscar por valor',
  /** Spec 03 §9: a missing payment start date (the old product showed 14/12/2050). Ours. */
  'userList.noFechaInicio': 'Sin fecha',
  /** Spec 03 §8. */
  'batch.readError': 'No se pudo leer el Lote',
  /** Spec 03 §8 (stops the upload spinner). */
  'batch.createError': 'Error creando lote en DB',
  /** Spec 03 §8. */
  'batch.uploadError': 'Error al subir lote',
  /** Liqui (issue 15 item 3): the batch's receiver CUIT is not the CUIT of that company account. */
  'batch.receiverUnknown': 'Cuit inexistente',
  /** Issue 24 item 2: rows sent to a batch already confirmed (409). Ours. */
  'batch.confirmed': 'El lote ya fue confirmado: no admite más filas',
  /** Issue 24 item 2: a confirmation of a batch that has no accepted row (409). Ours. */
  'batch.nothingToConfirm': 'El lote no tiene facturas para emitir',
  /**
   * Issue 24 item 2: the figures the user confirmed are not the batch's (409; nothing queued).
   * `{importe}` and `{importeConfirmado}` are formatted ARS ('$ 15.000,00'). Ours.
   */
  'batch.figuresMismatch':
    'Las cifras confirmadas (facturas: {confirmadas}, total: {importeConfirmado}) no coinciden con las del lote (facturas: {facturas}, total: {importe}). No se emitió ninguna factura: revisá la vista previa y volvé a confirmar',
  /** Issue 24 item 2: a second confirmation with other figures than the first (409). Ours. */
  'batch.confirmedOtherFigures':
    'El lote ya fue confirmado (facturas: {facturas}, total: {importe})',
  /** Issue 24 item 2: the confirmation failed (network, server); nothing was emitted. Ours. */
  'batch.processError': 'No se pudo confirmar el lote',
  /** Issue 24 item 2: the preview when no row of the file can be invoiced. Ours. */
  'batch.noAcceptedRow':
    'Ninguna fila del archivo se puede facturar: corregí los errores de cada fila o importá otro archivo',
  /** Liqui (issue 15 item 5): the answer of `GET /pdf?batchId=` (the ZIP is being built). */
  'zip.started': 'Generando el archivo zip',
  /** Spec 03 §8. */
  'zip.generateError': 'No se pudo generar el archivo zip',
  /** Spec 03 §8. */
  'zip.notFound': 'Archivo .zip no encontrado',
  /** Spec 03 §8. */
  'zip.downloadError': 'No se pudo descargar el lote',
  /** Spec 03 §8: invoice download by state and range found nothing. */
  'invoiceDownload.noneFound':
    'No se encuentran facturas dicho estado y rango de fecha seleccionado',
  /** Spec 03 §8: generic save failure. */
  'save.error': 'Error al guardar',
  /** Spec 03 §8. */
  'document.saved': 'Documento actualizado',
  /** Spec 03 §8. */
  'document.saveError': 'Error al actualizar Documento',
  /** Spec 03 §8. */
  'candidate.saved': 'Candidato actualizado',
  /** Spec 03 §8. */
  'candidate.saveError': 'Error al actualizar Candidato',
  /** Spec 03 §7 / §8. */
  'documentType.created': 'Tipo documento creado',
  /** Spec 03 §8. */
  'documentType.createError': 'Error de creación de tipo documento',
  /** Spec 03 §8. */
  'document.uploadError': 'Error al subir documento',
  /** Spec 03 §2 / §8: the document image could not load. */
  'image.loadError': 'No se pudo cargar la imagen',

  // --- Spec 02 §2 / §9: money, quota and dates (domain rules) ---------------------------------
  /** Spec 02 §9: an amount that is not a decimal number. Wording not shown in the spec; ours. */
  'money.invalid': 'Monto inválido',
  /** Spec 02 §9: an amount with more than 2 decimals. Wording not shown in the spec; ours. */
  'money.decimals': 'El monto debe tener como máximo 2 decimales',
  /** Spec 02 §9: a negative amount where only ≥ 0 is allowed. Wording not shown in the spec; ours. */
  'money.negative': 'El monto no puede ser negativo',
  /** Spec 02 §9: porcentaje_os that is not a number ≥ 0. Wording not shown in the spec; ours. */
  'quota.percentage': 'El porcentaje de obra social debe ser un número mayor o igual a 0',
  /** Spec 02 §9: family count that is not a whole number ≥ 0. Wording not shown in the spec; ours. */
  'quota.familyMembers': 'La cantidad de familiares debe ser un número entero mayor o igual a 0',
  /** Spec 02 §9: an activity type outside the closed list; the questionnaire's text (02 §5). */
  'quota.activityType': 'Selecciona el tipo de actividad que realizas',
  /** Spec 02 §2: a date that is not a real `YYYY-MM-DD` day. Wording not shown in the spec; ours. */
  'date.invalid': 'Fecha inválida',
  /**
   * Spec 02 §9: a Tarjeta or Otros plan with a term its medio does not offer; `{medio}` is the
   * medio, `{terms}` the offered terms ('1 o 6'). Wording not shown in the spec; ours.
   */
  'plan.term': 'Para medio {medio} el plazo debe ser de {terms} meses',

  /**
   * A `PUT` that sends back a read-only field (an id, the status, the CAE…) with a value other
   * than the stored one (code `validation`, at that field). Ours.
   */
  'field.readOnly': 'Este dato no se puede modificar',

  // --- Spec 02 §2: home dashboard (alerts, debt label, insights) -----------------------------
  /** Spec 02 §2 blocking alert 1 (link to /micuenta). */
  'home.alert.missingPhotos': 'Debés cargar tus fotos',
  /** Body of 'home.alert.missingPhotos'. Wording not shown in the spec; ours. */
  'home.alert.missingPhotosBody':
    'Para seguir con tu alta necesitamos las fotos de tu DNI (frente y dorso) y de tu rostro.',
  /** Spec 02 §2 blocking alert 2 (link to Mi Plan). */
  'home.alert.planEnded': 'Tu Plan ha terminado',
  /** Body of 'home.alert.planEnded'. Wording not shown in the spec; ours. */
  'home.alert.planEndedBody': 'Elegí un plan en Mi Plan para seguir usando Liqui.',
  /** Spec 02 §2 blocking alert 3. */
  'home.alert.paymentPending': 'Tu pago no se acreditó',
  /** Body of 'home.alert.paymentPending'. Wording not shown in the spec; ours. */
  'home.alert.paymentPendingBody':
    'Cuando se acredite el pago de tu plan vas a poder usar todas las secciones.',
  /** Spec 02 §2 blocking alert 4 ("with an e-mail notice"). */
  'home.alert.altaInProgress': 'Estamos trabajando en tu alta',
  /** Body of 'home.alert.altaInProgress' (the e-mail notice). Wording not shown in the spec; ours. */
  'home.alert.altaInProgressBody': 'Te vamos a avisar por e-mail cuando esté lista.',
  /** Spec 02 §2 blocking alert 5. */
  'home.alert.loadClaveFiscal': 'Debes cargar tu clave fiscal',
  /** Body of 'home.alert.loadClaveFiscal'. Wording not shown in the spec; ours. */
  'home.alert.loadClaveFiscalBody':
    'La clave fiscal que cargaste no es válida. Cargala de nuevo en Mi cuenta para que podamos completar tu alta.',
  /** Spec 02 §2 blocking alert 6 ("contact us"). */
  'home.alert.blocked': 'Usuario Bloqueado',
  /** Body of 'home.alert.blocked'. Wording not shown in the spec; ours. */
  'home.alert.blockedBody': 'Tu usuario está bloqueado. Contactanos para resolverlo.',
  /** Spec 02 §2: the ERROR_CLAVE_INVALIDA alert asking to load the key. Wording not shown in the spec; ours. */
  'home.alert.claveInvalida': 'Tu clave fiscal es inválida: cargala de nuevo en Mi cuenta.',
  /** Spec 02 §2 tax-debt label during the first 30 seconds. */
  'home.debt.calculating': 'Calculando',
  /** Spec 02 §2 tax-debt label when the debt is unknown (`deuda_afip` null). */
  'home.debt.checkClave': 'Revisá tu Clave fiscal',
  /** Spec 02 §2 tax-debt label when the debt is zero. */
  'home.debt.none': 'No tenés deuda',
  /** Home empty state: no invoices yet. Wording not shown in the spec; ours. */
  'home.noInvoices': 'Todavía no emitiste facturas. Cuando emitas, vas a ver acá tu facturación.',
  /** Home insight (issue 12 item 3): the month the category cap would be passed. */
  'home.insight.capPassed': 'A este ritmo superás el tope de tu categoría en {mes}',
  /** Home insight: the projection stays under the cap. Wording ours. */
  'home.insight.withinCap': 'A este ritmo terminás el período dentro del tope de tu categoría',
  /** Home insight: the projection passes the top category's cap. Wording ours. */
  'home.insight.exclusionRisk':
    'A este ritmo superás el tope de la categoría más alta: podrías quedar excluido del monotributo',
  /** Home insight: the category the last 12 months of billing correspond to. Wording ours. */
  'home.insight.suggestedCategory':
    'Por lo que facturaste en los últimos 12 meses te corresponde la categoría {categoria}',
  /** Home insight: the next recategorization window. Wording ours. */
  'home.insight.recategorizationWindow': 'Próxima recategorización: del {desde} al {hasta}',
} as const;

/** A stable message code: a key of {@link messages} (e.g. `'cuit.checkDigit'`). */
export type MessageCode = keyof typeof messages;

/** The placeholder names of the message with code `C` (`never` when it has none). */
export type MessagePlaceholder<C extends MessageCode> = PlaceholdersOf<(typeof messages)[C]>;

/** The values for a message's placeholders, e.g. `{ row: 3 }`; numbers are written in base 10. */
export type MessageParams<C extends MessageCode> = Readonly<
  Record<MessagePlaceholder<C>, string | number>
>;

/**
 * The trailing arguments of {@link formatMessage} for code `C`: none for a plain text,
 * exactly one params object for a template, so a missing placeholder value does not compile.
 */
export type MessageArgs<C extends MessageCode> = TemplateArgs<(typeof messages)[C]>;

/**
 * Returns the Spanish text of a message code with its `{placeholders}` filled.
 *
 * @param code - a {@link MessageCode}.
 * @param args - for templates, the placeholder values (e.g. `formatMessage('login.serviceError',
 *   { code: 'InternalErrorException' })` → 'Lo sentimos, ocurrio un error! Codigo:
 *   InternalErrorException'). Plain texts take no params.
 * @returns the text; a placeholder without a value (only reachable by casting) is left as written.
 */
export function formatMessage<C extends MessageCode>(code: C, ...args: MessageArgs<C>): string {
  return fillMessage(messages[code], args[0]);
}
