import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import forge from 'node-forge';
import { describe, expect, inject, it } from 'vitest';
import { ensureSandboxCertificate, loadCertificate } from './certificates.js';

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
