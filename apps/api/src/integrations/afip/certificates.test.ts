import { generateKeyPairSync, X509Certificate } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import { describe, expect, inject, it } from 'vitest';
import { certificateSerialHex, ensureSandboxCertificate, loadCertificate } from './certificates.js';

function scratch(): string {
  return mkdtempSync(join(inject('scratchDir'), 'afip-cert-'));
}

function sandboxConfig(folder: string) {
  return {
    isSandbox: true,
    cuit: '30711067074',
    certificatePath: join(folder, 'afip', 'nested', 'sandbox-cert.pem'),
    keyPath: join(folder, 'afip', 'nested', 'sandbox-key.pem'),
  };
}

describe('ensureSandboxCertificate', () => {
  it('generates a self-signed RSA 2048 certificate for the sandbox CUIT, valid two years, and a private key only its owner reads', async () => {
    const afip = sandboxConfig(scratch());
    const now = new Date('2026-11-20T12:00:00Z');
    expect(await ensureSandboxCertificate(afip, () => now)).toBe(true);

    expect(statSync(afip.keyPath).mode & 0o777).toBe(0o600);
    const certificate = forge.pki.certificateFromPem(readFileSync(afip.certificatePath, 'utf8'));
    expect(certificate.subject.getField('CN').value).toBe('liqui-sandbox');
    expect(certificate.subject.getField({ type: '2.5.4.5' }).value).toBe('CUIT 30711067074');
    expect(certificate.issuer.hash).toBe(certificate.subject.hash);
    expect(certificate.verify(certificate)).toBe(true);
    expect((certificate.publicKey as forge.pki.rsa.PublicKey).n.bitLength()).toBe(2048);
    expect(certificate.validity.notBefore.toISOString()).toBe('2026-11-20T12:00:00.000Z');
    expect(certificate.validity.notAfter.toISOString()).toBe('2028-11-20T12:00:00.000Z');
    expect(certificate.siginfo.algorithmOid).toBe(forge.pki.oids.sha256WithRSAEncryption);

    const loaded = await loadCertificate(afip);
    expect(loaded.certificate.serialNumber).toBe(certificate.serialNumber);
  });

  it('keeps an existing pair untouched', async () => {
    const afip = sandboxConfig(scratch());
    await ensureSandboxCertificate(afip);
    const before = readFileSync(afip.certificatePath, 'utf8');
    expect(await ensureSandboxCertificate(afip)).toBe(false);
    expect(readFileSync(afip.certificatePath, 'utf8')).toBe(before);
  });

  it('never generates anything outside the sandbox', async () => {
    const afip = { ...sandboxConfig(scratch()), isSandbox: false };
    expect(await ensureSandboxCertificate(afip)).toBe(false);
    expect(existsSync(afip.certificatePath)).toBe(false);
  });
});

describe('loadCertificate', () => {
  it('names the variable to set when the certificate is missing outside the sandbox', async () => {
    const folder = scratch();
    await expect(
      loadCertificate({
        isSandbox: false,
        certificatePath: join(folder, 'missing.pem'),
        keyPath: join(folder, 'missing-key.pem'),
      }),
    ).rejects.toThrow(/ARCA certificate not found at .*missing\.pem: set AFIP_CERT/);
  });

  it('refuses a key that does not belong to the certificate', async () => {
    const first = sandboxConfig(scratch());
    const second = sandboxConfig(scratch());
    await ensureSandboxCertificate(first);
    await ensureSandboxCertificate(second);
    await expect(
      loadCertificate({
        isSandbox: false,
        certificatePath: first.certificatePath,
        keyPath: second.keyPath,
      }),
    ).rejects.toThrow(/does not belong to the certificate/);
  });

  it('refuses a file that is not a PEM certificate', async () => {
    const folder = scratch();
    const afip = sandboxConfig(folder);
    await ensureSandboxCertificate(afip);
    writeFileSync(afip.certificatePath, 'not a certificate');
    await expect(loadCertificate(afip)).rejects.toThrow(/is not a PEM X\.509 certificate/);
  });
});

describe('certificateSerialHex', () => {
  it('gives a positive serial with a non-zero first byte, whatever the random bytes', () => {
    for (const first of [0x00, 0x01, 0x7f, 0x80, 0xfe, 0xff]) {
      const random = new Uint8Array(16).fill(0);
      random[0] = first;
      const hex = certificateSerialHex(random);
      expect(hex).toHaveLength(32);
      const leading = Number.parseInt(hex.slice(0, 2), 16);
      expect(leading, `first byte ${first}`).toBeGreaterThanOrEqual(0x01);
      expect(leading, `first byte ${first}`).toBeLessThanOrEqual(0x7f);
    }
  });

  it('makes a certificate Node can parse even from zero bytes (a zero first byte made it unreadable)', () => {
    const { privateKey: keyPem } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const privateKey = forge.pki.privateKeyFromPem(keyPem) as forge.pki.rsa.PrivateKey;
    const build = (serialNumber: string) => {
      const certificate = forge.pki.createCertificate();
      certificate.publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
      certificate.serialNumber = serialNumber;
      certificate.validity.notBefore = new Date('2026-01-01T00:00:00Z');
      certificate.validity.notAfter = new Date('2027-01-01T00:00:00Z');
      certificate.setSubject([{ shortName: 'CN', value: 'serial' }]);
      certificate.setIssuer([{ shortName: 'CN', value: 'serial' }]);
      certificate.sign(privateKey, forge.md.sha256.create());
      return forge.pki.certificateToPem(certificate);
    };
    // The form the test helper used: `0` + hex of the bytes, here all zero.
    expect(() => new X509Certificate(build(`0${'00'.repeat(8)}`))).toThrow();
    const parsed = new X509Certificate(build(certificateSerialHex(new Uint8Array(8))));
    expect(parsed.serialNumber).toBe('0100000000000000');
  });
});
