/**
 * Writes the Terms and Conditions the sign-up links to (spec 01 §2.8) as
 * `public/terminos-y-condiciones.pdf`. Run it after changing the text and commit both:
 *
 *     npx tsx apps/web/scripts/terms-pdf.ts
 *
 * The output is reproducible (fixed dates in the PDF's metadata), so an unchanged text gives
 * an unchanged file. Only PDFKit's built-in Helvetica is used: no font files to ship.
 */
import { createWriteStream } from 'node:fs';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

/** When these terms took effect; also the PDF's creation date. */
const effectiveDate = new Date('2026-11-21T00:00:00Z');
const effectiveDateText = '21 de noviembre de 2026';

type Section = { readonly title: string; readonly paragraphs: readonly string[] };

const title = 'Términos y Condiciones de Uso de Liqui';

const preamble = [
  `Vigentes desde el ${effectiveDateText}.`,
  'Estos Términos y Condiciones regulan el uso de la aplicación web Liqui (en adelante, "Liqui" o "el Servicio") por parte de las personas que se registran en ella (en adelante, "el Usuario"). Al marcar la casilla "Acepto los términos y condiciones" y crear una cuenta, el Usuario declara haberlos leído y aceptado. Si no está de acuerdo, no debe registrarse ni usar el Servicio.',
];

const sections: readonly Section[] = [
  {
    title: '1. El Servicio',
    paragraphs: [
      'Liqui es una herramienta para monotributistas de la República Argentina que permite gestionar su inscripción y recategorización en el Régimen Simplificado para Pequeños Contribuyentes, consultar sus impuestos y vencimientos, y emitir facturas electrónicas tipo C ante ARCA (ex AFIP), entre otras funciones que se describen dentro de la aplicación.',
      'Liqui actúa por cuenta y orden del Usuario con la información que este le brinda. El Servicio no reemplaza el asesoramiento profesional de un contador público cuando la situación fiscal del Usuario lo requiera.',
    ],
  },
  {
    title: '2. Registro y cuenta',
    paragraphs: [
      'Para usar Liqui el Usuario debe ser mayor de 18 años, registrarse con un correo electrónico propio y confirmar ese correo con el código que se le envía. El Usuario se compromete a brindar datos verdaderos, completos y actualizados, y a mantenerlos así.',
      'La cuenta es personal e intransferible. El Usuario es responsable de la confidencialidad de su contraseña y de toda actividad realizada con su cuenta, y debe avisar a Liqui de inmediato si sospecha un uso no autorizado.',
    ],
  },
  {
    title: '3. Planes, precios y pagos',
    paragraphs: [
      'El Servicio se ofrece mediante planes cuyo precio, duración y prestaciones se informan en la aplicación antes de contratarlos. Los precios se expresan en pesos argentinos e incluyen los impuestos que correspondan.',
      'Los pagos se procesan a través de Mercado Pago, con los medios que esa plataforma habilite. Liqui no almacena los datos completos de tarjetas de crédito o débito: estos son tratados por Mercado Pago según sus propios términos y políticas. Los pagos de impuestos (por ejemplo, el volante electrónico de pago del monotributo) se hacen a nombre del Usuario y no forman parte del precio del plan.',
      'La falta de pago del plan puede limitar o suspender el acceso a funciones del Servicio hasta que se regularice.',
    ],
  },
  {
    title: '4. Obligaciones del Usuario',
    paragraphs: [
      'El Usuario se obliga a: (a) usar el Servicio de buena fe y conforme a la ley; (b) revisar los datos de cada comprobante antes de emitirlo, ya que las facturas electrónicas autorizadas por ARCA no pueden modificarse; (c) cumplir sus obligaciones fiscales y previsionales en término; (d) no intentar acceder a cuentas o datos de terceros, ni afectar el funcionamiento o la seguridad del Servicio.',
    ],
  },
  {
    title: '5. Custodia de la clave fiscal',
    paragraphs: [
      'Algunas funciones requieren que el Usuario informe su clave fiscal de ARCA. Liqui la guarda cifrada, la usa solamente para realizar los trámites que el Usuario solicita y nunca la muestra ni la comparte con terceros. El personal de Liqui no pedirá la clave fiscal por teléfono, correo electrónico ni mensajería.',
      'El Usuario puede cambiar su clave fiscal en ARCA en cualquier momento; en ese caso deberá actualizarla en Liqui para que el Servicio siga funcionando. Liqui no es responsable por el uso que terceros hagan de una clave fiscal que el Usuario haya divulgado por otros medios.',
    ],
  },
  {
    title: '6. Responsabilidad',
    paragraphs: [
      'Liqui pone su mayor diligencia en mantener el Servicio disponible y en procesar correctamente la información, pero depende de servicios de terceros (ARCA, Mercado Pago, proveedores de infraestructura) cuya disponibilidad no controla. Liqui no será responsable por demoras o fallas originadas en esos servicios, ni por consecuencias derivadas de datos incorrectos o incompletos aportados por el Usuario.',
    ],
  },
  {
    title: '7. Protección de datos personales',
    paragraphs: [
      'Los datos personales del Usuario se tratan conforme a la Ley N.º 25.326 de Protección de los Datos Personales y sus normas complementarias, con la única finalidad de prestar el Servicio, cumplir obligaciones legales y comunicarse con el Usuario. No se ceden a terceros salvo a los prestadores necesarios para el Servicio (como ARCA y Mercado Pago) o por orden de autoridad competente.',
      'El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley N.º 25.326. También puede solicitar su rectificación, actualización o supresión escribiendo a privacidad@liqui.com.ar.',
      'La AGENCIA DE ACCESO A LA INFORMACIÓN PÚBLICA, en su carácter de Órgano de Control de la Ley N.º 25.326, tiene la atribución de atender las denuncias y reclamos que interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas vigentes en materia de protección de datos personales.',
    ],
  },
  {
    title: '8. Baja del Servicio',
    paragraphs: [
      'El Usuario puede dar de baja el Servicio en cualquier momento desde la sección "Mi cuenta" de la aplicación, sin costo adicional; la baja rige desde que se solicita y no genera nuevos cargos. Cuando la cuenta fue dada de alta por una empresa, la baja se gestiona a través de esa empresa.',
      'El Usuario que contrató un plan a distancia puede revocar la aceptación dentro de los diez (10) días corridos desde la contratación, conforme al artículo 34 de la Ley N.º 24.240 de Defensa del Consumidor, con devolución de lo pagado.',
      'Liqui puede suspender o dar de baja cuentas que incumplan estos Términos, previo aviso al correo registrado salvo en casos de uso fraudulento.',
    ],
  },
  {
    title: '9. Cambios en estos Términos',
    paragraphs: [
      'Liqui puede modificar estos Términos. Los cambios se informarán en la aplicación y por correo electrónico con al menos quince (15) días de anticipación. Si el Usuario no está de acuerdo con los nuevos Términos, puede dar de baja el Servicio antes de que entren en vigencia.',
    ],
  },
  {
    title: '10. Ley aplicable y jurisdicción',
    paragraphs: [
      'Estos Términos se rigen por las leyes de la República Argentina. Toda controversia se someterá a los tribunales ordinarios de la Ciudad Autónoma de Buenos Aires, sin perjuicio de los derechos que la Ley N.º 24.240 de Defensa del Consumidor reconoce a los usuarios consumidores, incluido el de litigar ante los tribunales de su domicilio.',
    ],
  },
  {
    title: '11. Contacto',
    paragraphs: [
      'Para consultas sobre el Servicio o sobre estos Términos, el Usuario puede escribir a soporte@liqui.com.ar.',
    ],
  },
];

const output = fileURLToPath(new URL('../public/terminos-y-condiciones.pdf', import.meta.url));

const document = new PDFDocument({
  size: 'A4',
  margins: { top: 56, bottom: 56, left: 64, right: 64 },
  lang: 'es-AR',
  displayTitle: true,
  info: {
    Title: title,
    Author: 'Liqui',
    Subject: 'Términos y Condiciones de Uso',
    CreationDate: effectiveDate,
    ModDate: effectiveDate,
  },
});
document.pipe(createWriteStream(output));

document.font('Helvetica-Bold').fontSize(18).text(title, { align: 'left' });
document.moveDown(0.5);
for (const paragraph of preamble) {
  document.font('Helvetica').fontSize(10).text(paragraph, { align: 'justify' });
  document.moveDown(0.5);
}
for (const section of sections) {
  document.moveDown(0.5);
  document.font('Helvetica-Bold').fontSize(12).text(section.title);
  document.moveDown(0.25);
  for (const paragraph of section.paragraphs) {
    document.font('Helvetica').fontSize(10).text(paragraph, { align: 'justify' });
    document.moveDown(0.5);
  }
}
document.end();
console.log(`Escrito ${output}`);
