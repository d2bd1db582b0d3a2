import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { endpoints } from '@liqui/api-client';
import { photoMaxBytes } from '@liqui/domain';
import { assert } from 'superstruct';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { malformedJpeg, pngOfZeros } from '../../heavy-work/hostile-files.test-support.js';
import { createTestConfig, createTestContext, testSigningKeys } from '../../test/app.js';
import { createTestDatabase } from '../../test/database.js';
import { startS3Server } from '../../test/s3-server.js';
import { signTestToken } from '../../test/tokens.js';
import { corpusUrl } from '../document-control/extraction/corpus.test-support.js';

type Context = ReturnType<typeof createTestContext>;

/** A valid 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real JPEG (the corpus's ID card, 44 KB): uploads are decoded once (issue 26 item 2). */
const jpeg = readFileSync(new URL('dni-4-clean.jpg', corpusUrl));

async function newTaxpayer(context: Context, groups: string[] = []) {
  const sub = randomUUID();
  const email = `Foto-${sub}@Liqui.test`;
  await context.services.users.createFromIdentity({ sub, username: email, email });
  const token = await signTestToken(testSigningKeys, { sub, email: email.toLowerCase(), groups });
  return { sub, email: email.toLowerCase(), token };
}

function upload(
  context: Context,
  token: string,
  field: string,
  body: Uint8Array,
  contentType = 'image/jpeg',
) {
  return context.app.request(`/api/root/users/me/photos/${field}`, {
    method: 'PUT',
    headers: { Authorization: token, 'Content-Type': contentType },
    body,
  });
}

function read(context: Context, token: string, userId: string, field: string) {
  return context.app.request(`/api/root/users/${userId}/photos/${field}`, {
    headers: { Authorization: token },
  });
}

describe('photos (local file store)', () => {
  let database: Database;
  let context: Context;

  beforeAll(async () => {
    database = await createTestDatabase('migrated');
    context = createTestContext({ database });
  });
  afterAll(() => database.close());

  it('uploads a PNG: stored under the user id, flag set and saved at once', async () => {
    const { sub, token } = await newTaxpayer(context);
    const response = await upload(context, token, 'foto_rostro', png, 'image/png');
    expect(response.status).toBe(200);
    const body = await response.json();
    assert(body, endpoints.uploadMyPhoto.response);
    expect(body).toMatchObject({ user_id: sub, foto_rostro: true, foto_dni_fr: false });
    expect(await context.services.users.findByUserId(sub)).toMatchObject({ foto_rostro: true });
    expect(await context.services.files.exists(`photos/${sub}/foto_rostro`)).toBe(true);
    const photo = await read(context, token, sub, 'foto_rostro');
    expect(photo.status).toBe(200);
    expect(photo.headers.get('Content-Type')).toBe('image/png');
    expect(photo.headers.get('Cache-Control')).toBe('private, no-store');
    expect(Buffer.from(await photo.arrayBuffer()).equals(png)).toBe(true);
  });

  it('checks the type by content: a PNG named .jpg with a script appended passes as PNG', async () => {
    const { sub, token } = await newTaxpayer(context);
    const disguised = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    const response = await upload(context, token, 'foto_dni_fr', disguised, 'image/jpeg');
    expect(response.status).toBe(200);
    const photo = await read(context, token, sub, 'foto_dni_fr');
    expect(photo.headers.get('Content-Type')).toBe('image/png');
  });

  it('accepts a JPEG, whatever Content-Type the client declares', async () => {
    const { sub, token } = await newTaxpayer(context);
    const response = await upload(context, token, 'foto_dni_tr', jpeg, 'application/octet-stream');
    expect(response.status).toBe(200);
    expect((await read(context, token, sub, 'foto_dni_tr')).headers.get('Content-Type')).toBe(
      'image/jpeg',
    );
  });

  it('refuses a text file named .jpg with the spec’s message, and sets no flag', async () => {
    const { sub, token } = await newTaxpayer(context);
    const text = Buffer.from('<script>alert("no soy una imagen")</script>\n'.repeat(20));
    const response = await upload(context, token, 'foto_rostro', text, 'image/jpeg');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation',
      message: 'Solo puedes subir imágenes en formato JPG/PNG!',
      errors: [{ path: 'file', message: 'Solo puedes subir imágenes en formato JPG/PNG!' }],
    });
    expect(await context.services.users.findByUserId(sub)).toMatchObject({ foto_rostro: false });
    expect((await read(context, token, sub, 'foto_rostro')).status).toBe(404);
  });

  it('refuses a damaged JPEG (400) and a 20000 × 20000 PNG by its header (413), storing nothing (issue 26 item 2)', async () => {
    const { sub, token } = await newTaxpayer(context);
    const damaged = await upload(context, token, 'foto_rostro', malformedJpeg(), 'image/jpeg');
    expect(damaged.status).toBe(400);
    expect(await damaged.json()).toMatchObject({
      code: 'validation',
      message: 'El archivo está dañado o no se puede leer',
      errors: [{ path: 'file', message: 'El archivo está dañado o no se puede leer' }],
    });
    const huge = await pngOfZeros(20_000, 20_000);
    const tooBig = await upload(context, token, 'foto_rostro', huge, 'image/png');
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      code: 'payload_too_large',
      message: 'La imagen es demasiado grande: puede tener hasta 40 megapíxeles',
    });
    expect(await context.services.users.findByUserId(sub)).toMatchObject({ foto_rostro: false });
    expect((await read(context, token, sub, 'foto_rostro')).status).toBe(404);
  });

  it('refuses a 6 MB image with 413 "La imagen debe ser menor de 5MB!" and sets no flag', async () => {
    const { sub, token } = await newTaxpayer(context);
    const big = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024)]);
    const response = await upload(context, token, 'foto_rostro', big, 'image/png');
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      code: 'payload_too_large',
      message: 'La imagen debe ser menor de 5MB!',
    });
    expect(await context.services.users.findByUserId(sub)).toMatchObject({ foto_rostro: false });
  });

  it('accepts an image just under 5 MB (above the API’s 1 MiB body limit)', async () => {
    const { token } = await newTaxpayer(context);
    const large = Buffer.concat([png, Buffer.alloc(photoMaxBytes - 1 - png.length)]);
    const response = await upload(context, token, 'foto_dni_fr', large, 'image/png');
    expect(response.status).toBe(200);
  });

  it('another user cannot read the photo (403); an admin can, and deletes it', async () => {
    const owner = await newTaxpayer(context);
    await upload(context, owner.token, 'foto_rostro', png, 'image/png');
    const other = await newTaxpayer(context);
    for (const groups of [[], ['adminLite'], ['adminDC']]) {
      const token = await signTestToken(testSigningKeys, { groups });
      expect((await read(context, token, owner.sub, 'foto_rostro')).status).toBe(403);
    }
    expect((await read(context, other.token, owner.sub, 'foto_rostro')).status).toBe(403);
    const deleteByOwner = await context.app.request(
      `/api/root/users/${owner.sub}/photos/foto_rostro`,
      { method: 'DELETE', headers: { Authorization: owner.token } },
    );
    expect(deleteByOwner.status).toBe(403);

    const admin = await signTestToken(testSigningKeys, { groups: ['admin'] });
    expect((await read(context, admin, owner.sub, 'foto_rostro')).status).toBe(200);
    const deleted = await context.app.request(`/api/root/users/${owner.sub}/photos/foto_rostro`, {
      method: 'DELETE',
      headers: { Authorization: admin },
    });
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ user_id: owner.sub, foto_rostro: false });
    const gone = await read(context, owner.token, owner.sub, 'foto_rostro');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ code: 'not_found', message: 'La foto no existe' });
  });

  it('still reads a photo stored under the e-mail before issue 26; an upload or delete removes it', async () => {
    const { sub, email, token } = await newTaxpayer(context);
    const { files } = context.services;
    await files.put(`${email}/foto_dni_fr`, png, 'image/png');
    await files.put(`${email}/foto_dni_tr`, png, 'image/png');
    const legacy = await read(context, token, sub, 'foto_dni_fr');
    expect(legacy.status).toBe(200);
    expect(Buffer.from(await legacy.arrayBuffer()).equals(png)).toBe(true);

    const replacement = Buffer.concat([png, Buffer.from('nueva')]);
    expect((await upload(context, token, 'foto_dni_fr', replacement, 'image/png')).status).toBe(
      200,
    );
    expect(await files.exists(`${email}/foto_dni_fr`)).toBe(false);
    const replaced = await read(context, token, sub, 'foto_dni_fr');
    expect(Buffer.from(await replaced.arrayBuffer()).equals(replacement)).toBe(true);

    const admin = await signTestToken(testSigningKeys, { groups: ['admin'] });
    await context.app.request(`/api/root/users/${sub}/photos/foto_dni_tr`, {
      method: 'DELETE',
      headers: { Authorization: admin },
    });
    expect(await files.exists(`${email}/foto_dni_tr`)).toBe(false);
    expect((await read(context, token, sub, 'foto_dni_tr')).status).toBe(404);
  });

  it('refuses an unknown photo field (400) and a call without a token (401)', async () => {
    const { token } = await newTaxpayer(context);
    expect((await upload(context, token, 'foto_perro', png)).status).toBe(400);
    const anonymous = await context.app.request('/api/root/users/me/photos/foto_rostro', {
      method: 'PUT',
      body: png,
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('photos (S3 file store, against a real S3-protocol server)', () => {
  let database: Database;
  let context: Context;
  let server: Awaited<ReturnType<typeof startS3Server>>;
  const saved = {
    id: process.env.AWS_ACCESS_KEY_ID,
    secret: process.env.AWS_SECRET_ACCESS_KEY,
  };

  beforeAll(async () => {
    server = await startS3Server('liqui-photos');
    process.env.AWS_ACCESS_KEY_ID = server.credentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = server.credentials.secretAccessKey;
    database = await createTestDatabase('migrated');
    context = createTestContext({
      database,
      config: createTestConfig({ S3_BUCKET: server.bucket, S3_ENDPOINT: server.endpoint }),
    });
  });
  afterAll(async () => {
    await database.close();
    await server.close();
    for (const [name, value] of [
      ['AWS_ACCESS_KEY_ID', saved.id],
      ['AWS_SECRET_ACCESS_KEY', saved.secret],
    ] as const) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it('uploads, reads and deletes through the bucket', async () => {
    expect(context.services.files.description).toContain('S3 bucket liqui-photos');
    const { sub, token } = await newTaxpayer(context);
    expect((await upload(context, token, 'foto_dni_fr', png, 'image/png')).status).toBe(200);
    expect(await context.services.files.exists(`photos/${sub}/foto_dni_fr`)).toBe(true);
    const photo = await read(context, token, sub, 'foto_dni_fr');
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(png)).toBe(true);
    const admin = await signTestToken(testSigningKeys, { groups: ['admin'] });
    await context.app.request(`/api/root/users/${sub}/photos/foto_dni_fr`, {
      method: 'DELETE',
      headers: { Authorization: admin },
    });
    expect(await context.services.files.exists(`photos/${sub}/foto_dni_fr`)).toBe(false);
  });
});
