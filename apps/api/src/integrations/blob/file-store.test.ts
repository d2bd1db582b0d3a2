import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startS3Server } from '../../test/s3-server.js';
import { assertFileKey, type FileStore } from './file-store.js';
import { createLocalFileStore } from './local-file-store.js';
import { createS3FileStore } from './s3-file-store.js';

type Subject = {
  name: string;
  open: () => Promise<{ store: FileStore; close: () => Promise<void> }>;
};

const subjects: Subject[] = [
  {
    name: 'local disk',
    open: async () => ({
      store: createLocalFileStore(mkdtempSync(join(inject('scratchDir'), 'files-'))),
      close: async () => {},
    }),
  },
  {
    name: 'S3 (against a real S3-protocol server)',
    open: async () => {
      const server = await startS3Server();
      return {
        store: createS3FileStore({
          bucket: server.bucket,
          region: 'us-east-1',
          endpoint: server.endpoint,
          credentials: server.credentials,
        }),
        close: server.close,
      };
    },
  },
];

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 1, 2, 3]);

describe.each(subjects)('file store: $name', ({ open }) => {
  let store: FileStore;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ store, close } = await open());
  });
  afterAll(() => close());

  it('stores a file and gives back the same bytes and media type', async () => {
    await store.put('ana.perez+1@example.com/foto_rostro', png, 'image/png');
    expect(await store.exists('ana.perez+1@example.com/foto_rostro')).toBe(true);
    const file = await store.get('ana.perez+1@example.com/foto_rostro');
    expect(file?.contentType).toBe('image/png');
    expect(Buffer.from(file?.body ?? []).equals(Buffer.from(png))).toBe(true);
  });

  it('answers undefined and false for a missing file', async () => {
    expect(await store.get('nadie@example.com/foto_dni_fr')).toBeUndefined();
    expect(await store.exists('nadie@example.com/foto_dni_fr')).toBe(false);
  });

  it('replaces a file put again under the same key', async () => {
    await store.put('b@example.com/foto_dni_tr', new Uint8Array([1, 2, 3]), 'image/jpeg');
    await store.put('b@example.com/foto_dni_tr', new Uint8Array([4, 5]), 'image/png');
    const file = await store.get('b@example.com/foto_dni_tr');
    expect([...(file?.body ?? [])]).toEqual([4, 5]);
    expect(file?.contentType).toBe('image/png');
  });

  it('deletes a file, and deleting a missing one is not an error', async () => {
    await store.put('c@example.com/foto_rostro', png, 'image/png');
    await store.delete('c@example.com/foto_rostro');
    expect(await store.exists('c@example.com/foto_rostro')).toBe(false);
    expect(await store.get('c@example.com/foto_rostro')).toBeUndefined();
    await expect(store.delete('c@example.com/foto_rostro')).resolves.toBeUndefined();
  });

  it('keeps files of different keys apart', async () => {
    await store.put('d@example.com/foto_dni_fr', new Uint8Array([1]), 'image/png');
    await store.put('e@example.com/foto_dni_fr', new Uint8Array([2]), 'image/png');
    expect([...((await store.get('d@example.com/foto_dni_fr'))?.body ?? [])]).toEqual([1]);
    expect([...((await store.get('e@example.com/foto_dni_fr'))?.body ?? [])]).toEqual([2]);
  });

  it('stores a stream in parts and reads it back as a stream with its size', async () => {
    const parts = [new Uint8Array(70_000).fill(7), new Uint8Array([1, 2, 3])];
    const size = await store.putStream(
      'invoicesBatchZip/1767225600.zip',
      Readable.from(parts),
      'application/zip',
    );
    expect(size).toBe(70_003);
    const file = await store.getStream('invoicesBatchZip/1767225600.zip');
    expect(file?.size).toBe(70_003);
    expect(file?.contentType).toBe('application/zip');
    const chunks: Buffer[] = [];
    for await (const chunk of file?.stream ?? []) chunks.push(Buffer.from(chunk as Uint8Array));
    expect(
      Buffer.concat(chunks).equals(Buffer.concat(parts.map((part) => Buffer.from(part)))),
    ).toBe(true);
    expect(await store.getStream('invoicesBatchZip/none.zip')).toBeUndefined();
  });

  it('keeps the previous file when a stream fails half way', async () => {
    await store.put('invoicesBatchZip/2.zip', new Uint8Array([9]), 'application/zip');
    const failing = new Readable({
      read() {
        this.push(Buffer.from([1, 2]));
        this.destroy(new Error('renderer failed'));
      },
    });
    await expect(
      store.putStream('invoicesBatchZip/2.zip', failing, 'application/zip'),
    ).rejects.toThrow('renderer failed');
    expect([...((await store.get('invoicesBatchZip/2.zip'))?.body ?? [])]).toEqual([9]);
  });

  it('refuses keys that could leave their folder', async () => {
    await expect(store.put('../etc/passwd', png, 'image/png')).rejects.toThrow('Invalid file key');
    await expect(store.get('a/../../b')).rejects.toThrow('Invalid file key');
  });
});

describe('assertFileKey', () => {
  it('accepts e-mail/field keys and refuses empty, dot and absolute ones', () => {
    expect(() => assertFileKey('ana@example.com/foto_rostro')).not.toThrow();
    for (const key of ['', '/a', 'a/', 'a//b', '.', 'a/..', 'a\\b', 'a\u0000b']) {
      expect(() => assertFileKey(key), JSON.stringify(key)).toThrow();
    }
  });
});
