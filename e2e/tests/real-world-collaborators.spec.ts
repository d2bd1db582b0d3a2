import { readFile } from 'node:fs/promises';
import { formatCuit } from '@liqui/domain';
import type { Locator, Page } from '@playwright/test';
import Papa from 'papaparse';
import { download } from '../support/batches';
import { issuedCuit } from '../support/cuit';
import { demoPassword, signInForAccessToken } from '../support/identity';
import { logIn } from '../support/log-in';
import { findStoredText } from '../support/stored-text';
import { expect, expectAxeAtBothWidths, testWithStoredData as test } from '../support/test';

// Its own worker, so its own server: the last test stops it (see `testWithStoredData`).
test.use({ storedDataOwner: 'real-world-collaborators' });

/**
 * Real-world files (issue 24) at /load-users-batch, the company's bulk-collaborator upload, through
 * the real stack on a server whose data directory is read at the end:
 *
 * - the demo company (empresa@liqui.test) loads a file as a Spanish Excel writes it with "CSV
 *   (delimitado por comas)": real Windows-1252 bytes, `;`, CRLF, typed Spanish headers, names
 *   such as 'Begoña Ibáñez' and the city 'Córdoba', the e-mail of one of its existing
 *   collaborators (the row that answered the whole part 409, item 6) and a row with errors; the
 *   preview names the encoding and shows the rows as they will be created; the upload asks for a
 *   confirmation (keyboard here, the mouse later); each row gets its own outcome;
 * - the stored collaborator has the exact accented name, on the dashboard and through the API;
 * - the same file again: every row 'Ya vinculado', nothing created twice;
 * - `usuarios.csv`, parsed as an es-AR Excel reads it (`;`, BOM), holds what the dashboard table
 *   shows, and loaded back into the importer unchanged answers every row 'Ya vinculado';
 * - afterwards no stored text of the server holds U+FFFD.
 *
 * Axe runs at 1280 and 390 px on the preview and on the confirmation dialog.
 */

const companyEmail = 'empresa@liqui.test';
const companyCuit = '30710916574';
const companyName = 'Empresa Demo S.A.';
/** A collaborator the demo seed related to the company (a record without an identity account). */
const demoCollaborator = 'colaborador1@empresa-demo.test';

/** A run-unique tag for the e-mails (a server is fresh per worker, but a rerun must not collide). */
const run = Date.now().toString(36);

/** A run-unique CUIT ARCA could issue (`prefix` 20 or 27, digits from the clock). */
function cuitOf(prefix: '20' | '27', index: number): string {
  return issuedCuit(prefix, (Date.now() % 100_000) * 100 + index);
}

const begona = {
  nombre: 'Begoña',
  apellido: 'Ibáñez',
  email: `begona.ibanez.${run}@colab.test`,
  cuit: cuitOf('27', 1),
};
const jose = {
  nombre: 'José María',
  apellido: 'Núñez Peña',
  email: `jose.nunez.${run}@colab.test`,
  cuit: cuitOf('20', 2),
};

/** The header line as a person types it in the spreadsheet (issue 24 item 5). */
const typedHeaders = 'Nombre;Apellido;Teléfono;E-mail;CUIT;Ciudad;Código';

/**
 * The file: two new collaborators (the e-mail typed with capitals and a trailing space), the demo
 * collaborator, and a row without surname or e-mail.
 */
const typedFile = [
  typedHeaders,
  `${begona.nombre};${begona.apellido};+54 9 351 555-0101;Begona.Ibanez.${run}@colab.test ;${formatCuit(begona.cuit)};Córdoba;LIQUI2026`,
  `${jose.nombre};${jose.apellido};+54 9 11 5555-0102;${jose.email};${formatCuit(jose.cuit)};Río Cuarto;LIQUI2026`,
  `Colaborador;Demo;;${demoCollaborator};;Rosario;`,
  'Ñandú;;;;;Paraná;',
  '',
].join('\r\n');

/** A text as Windows-1252 bytes (what Excel's "CSV (delimitado por comas)" writes in Spanish). */
function windows1252(text: string): Buffer {
  return Buffer.from(
    [...text].map((char) => {
      const code = char.charCodeAt(0);
      if (code > 0xff || (code >= 0x80 && code < 0xa0)) throw new Error(`not in cp1252: ${char}`);
      return code;
    }),
  );
}

async function logInAsCompany(page: Page) {
  await logIn(page, companyEmail, { landing: /\/admin-lite$/ });
  await expect(page.getByRole('heading', { level: 1, name: 'General' })).toBeVisible();
}

async function openUpload(page: Page) {
  await page.getByRole('link', { name: 'Gestión de usuarios' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de usuarios' })).toBeVisible();
}

function loadFile(page: Page, file: { name: string; buffer: Buffer }) {
  return page
    .locator('input[data-users-batch-csv]')
    .setInputFiles({ ...file, mimeType: 'text/csv' });
}

/** The preview's row of `email`. */
function previewRow(page: Page, email: string): Locator {
  return page
    .getByRole('table', { name: 'Usuarios a cargar' })
    .getByRole('row')
    .filter({ hasText: email });
}

/** 'Upload batch' with the mouse, then 'Subir usuarios' in the confirmation: the summary. */
async function uploadWithMouse(page: Page, count: number) {
  await page.getByRole('button', { name: 'Upload batch' }).click();
  const dialog = page.getByRole('alertdialog', { name: '¿Subir los usuarios?' });
  await expect(dialog).toContainText(
    `Se van a crear o vincular ${count} colaboradores a ${companyName}.`,
  );
  await dialog.getByRole('button', { name: 'Subir usuarios' }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole('status').filter({ hasText: 'Lote procesado' });
}

/** Every body row of `table` as its cells' texts. */
async function tableCells(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const result: string[][] = [];
  for (let index = 0; index < (await rows.count()); index += 1) {
    result.push(
      (await rows.nth(index).locator('th, td').allTextContents()).map((text) => text.trim()),
    );
  }
  return result;
}

/** The company's relationships through the API, filtered by `query`. */
async function listRelationships(baseUrl: string, query = '') {
  const token = await signInForAccessToken(baseUrl, companyEmail, demoPassword);
  const answer = await fetch(
    `${baseUrl}/api/root/admindashboard/relationship/users/${companyCuit}${query}`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(answer.status).toBe(200);
  return (await answer.json()) as {
    total: number;
    relationships: { nombreUsuario: string; apellidoUsuario: string; emailUsuario: string }[];
  };
}

/** The company's collaborators before the first upload. */
let totalBefore = 0;

test.describe('bulk collaborators from a real-world file (issue 24)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });

  test('a Windows-1252 file with typed headers: the preview reads every accent and names the encoding; confirmed by keyboard, each row gets its outcome', async ({
    page,
    baseURL,
  }) => {
    totalBefore = (await listRelationships(baseURL!)).total;
    await logInAsCompany(page);
    await openUpload(page);
    await expect(page.getByRole('button', { name: 'Descargar plantilla' })).toBeVisible();
    await loadFile(page, { name: 'colaboradores.csv', buffer: windows1252(typedFile) });

    await expect(page.getByText('Archivo CSV cargado con exito!')).toBeVisible();
    await expect(page.getByText('Archivo leído como Windows-1252')).toBeVisible();
    await expect(page.getByText('3 marcadas de 4 filas')).toBeVisible();
    // The rows as they will be created: the e-mail in lower case, the CUIT formatted.
    const first = previewRow(page, begona.email);
    for (const text of [
      'Begoña',
      'Ibáñez',
      'Córdoba',
      '+54 9 351 555-0101',
      formatCuit(begona.cuit),
      'LIQUI2026',
    ]) {
      await expect(first).toContainText(text);
    }
    await expect(previewRow(page, jose.email)).toContainText('José María');
    await expect(previewRow(page, jose.email)).toContainText('Núñez Peña');
    await expect(previewRow(page, jose.email)).toContainText('Río Cuarto');
    const bad = page
      .getByRole('table', { name: 'Usuarios a cargar' })
      .getByRole('row')
      .filter({ hasText: 'Ñandú' });
    await expect(bad).toContainText('El apellido es requerido en fila 4');
    await expect(bad).toContainText('El email es requerido en fila 4');
    await expect(bad.getByRole('checkbox', { name: 'Procesar la fila 4' })).toBeDisabled();
    await expectAxeAtBothWidths(page);

    // The confirmation, by keyboard: Enter on 'Upload batch', Cancelar has the focus, Tab, Enter.
    const uploadButton = page.getByRole('button', { name: 'Upload batch' });
    await uploadButton.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: '¿Subir los usuarios?' });
    await expect(dialog).toContainText(
      `Se van a crear o vincular 3 colaboradores a ${companyName}.`,
    );
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await expectAxeAtBothWidths(page);
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Subir usuarios' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('status').filter({ hasText: 'Lote procesado' })).toContainText(
      'Creados: 2 · Vinculados: 0 · Ya vinculados: 1 · Rechazados: 0',
      { timeout: 60_000 },
    );
    await expect(previewRow(page, begona.email)).toContainText('Creado');
    await expect(previewRow(page, jose.email)).toContainText('Creado');
    await expect(previewRow(page, demoCollaborator)).toContainText('Ya vinculado');
    await expect(bad).toContainText('Con errores');
    await expectAxeAtBothWidths(page);
  });

  test('the stored collaborator has the exact accented name, on the dashboard and through the API', async ({
    page,
    baseURL,
  }) => {
    const { relationships, total } = await listRelationships(
      baseURL!,
      `?emailUsuario=${encodeURIComponent(begona.email)}`,
    );
    expect(total).toBe(1);
    expect(relationships[0]).toMatchObject({
      nombreUsuario: 'Begoña',
      apellidoUsuario: 'Ibáñez',
      emailUsuario: begona.email,
    });
    expect((await listRelationships(baseURL!)).total).toBe(totalBefore + 2);

    await logInAsCompany(page);
    await page.getByRole('textbox', { name: 'Usuario' }).fill(begona.email);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await expect(page.getByText('1 usuario con estos filtros')).toBeVisible();
    const cells = await tableCells(page.getByRole('table', { name: 'Usuarios de la empresa' }));
    expect(cells.map((row) => row.slice(0, 6))).toEqual([
      [formatCuit(begona.cuit), begona.email, 'Ibáñez', 'Begoña', 'LIQUI2026', 'Incompleto'],
    ]);
  });

  test('a file with no valid row gets a caution, an unknown column stops the import; the same file again: every row already linked, nothing created twice (confirmed with the mouse)', async ({
    page,
    baseURL,
  }) => {
    await logInAsCompany(page);
    await openUpload(page);
    // A file whose only row cannot be uploaded: no success message, a caution instead.
    await loadFile(page, {
      name: 'sin-filas-validas.csv',
      buffer: windows1252('Nombre;Apellido;E-mail\r\nÑandú;;\r\n'),
    });
    await expect(page.getByText('0 marcadas de 1 filas')).toBeVisible();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ninguna fila del archivo' }),
    ).toBeVisible();
    await expect(page.getByText('Archivo CSV cargado con exito!')).toHaveCount(0);
    // A column the importer does not know stops the import, naming it.
    await loadFile(page, {
      name: 'columna-desconocida.csv',
      buffer: windows1252(
        'Nombre;Apellido;E-mail;Dirección postal\r\nAna;Paz;ana@colab.test;Calle 1\r\n',
      ),
    });
    await expect(
      page.getByText('La columna "Dirección postal" no es una de las esperadas', { exact: false }),
    ).toBeVisible();

    await loadFile(page, { name: 'colaboradores.csv', buffer: windows1252(typedFile) });
    await expect(page.getByText('3 marcadas de 4 filas')).toBeVisible();
    const summary = await uploadWithMouse(page, 3);
    await expect(summary).toContainText(
      'Creados: 0 · Vinculados: 0 · Ya vinculados: 3 · Rechazados: 0',
      { timeout: 60_000 },
    );
    await expect(
      page.getByRole('table', { name: 'Usuarios a cargar' }).getByText('Ya vinculado', {
        exact: true,
      }),
    ).toHaveCount(3);
    expect((await listRelationships(baseURL!)).total).toBe(totalBefore + 2);
    expect((await listRelationships(baseURL!, `?emailUsuario=${run}`)).total).toBe(2);
  });

  test('usuarios.csv read as an es-AR Excel holds what the dashboard shows, and loads back as every row already linked', async ({
    page,
    baseURL,
  }) => {
    await logInAsCompany(page);
    const table = page.getByRole('table', { name: 'Usuarios de la empresa' });
    await expect(table).toBeVisible();
    const total = totalBefore + 2;
    const pageSize = page.getByRole('button', { name: /Filas por página/ });
    if (total > 5) {
      await pageSize.click();
      await page.getByRole('listbox').getByRole('option', { name: '100', exact: true }).click();
    }
    await expect(table.locator('tbody tr')).toHaveCount(total);
    const shown = (await tableCells(table)).map((row) => row.slice(0, 6));

    const file = await download(page, page.getByRole('button', { name: 'Descargar usuarios.csv' }));
    expect(file.name).toBe('usuarios.csv');
    const bytes = await readFile(file.path);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('\r\n');
    const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
      header: true,
      delimiter: ';',
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([
      'CUIT',
      'Email',
      'Apellido',
      'Nombre',
      'Teléfono',
      'Código',
      'Estado',
      'ID de usuario',
    ]);
    const dash = (value: string | undefined) => (value === undefined || value === '' ? '—' : value);
    expect(
      parsed.data.map((row) => [
        dash(row.CUIT),
        row.Email,
        dash(row.Apellido),
        dash(row.Nombre),
        dash(row.Código),
        dash(row.Estado),
      ]),
    ).toEqual(shown);
    expect(parsed.data.find((row) => row.Email === begona.email)).toMatchObject({
      Nombre: 'Begoña',
      Apellido: 'Ibáñez',
      Teléfono: "'+54 9 351 555-0101",
    });

    await openUpload(page);
    await loadFile(page, { name: 'usuarios.csv', buffer: bytes });
    await expect(page.getByText('Archivo leído como UTF-8 con BOM')).toBeVisible();
    await expect(page.getByText(`${total} marcadas de ${total} filas`)).toBeVisible();
    await expect(previewRow(page, begona.email)).toContainText('+54 9 351 555-0101');
    const summary = await uploadWithMouse(page, total);
    await expect(summary).toContainText(
      `Creados: 0 · Vinculados: 0 · Ya vinculados: ${total} · Rechazados: 0`,
      { timeout: 60_000 },
    );
    expect((await listRelationships(baseURL!)).total).toBe(total);
  });

  test('no stored text holds U+FFFD', async ({ keptServer }) => {
    await keptServer.stop();
    expect(await findStoredText(keptServer.dataDir)).toEqual([]);
  });
});
