import { describe, expect, it } from 'vitest';
import { readSimulatorEnvironment } from './environment.js';

/** The settings of the simulator running alone (`main.ts`), read from environment variables. */
describe('the simulator’s environment', () => {
  it('defaults to 127.0.0.1:3200, memory, no trusted certificate, controls on', () => {
    expect(readSimulatorEnvironment({}, '/srv')).toEqual({
      ok: true,
      value: {
        port: 3200,
        host: '127.0.0.1',
        trustedCertificates: [],
        ticketSecret: undefined,
        dataFile: undefined,
        fallbackCuit: undefined,
        faults: undefined,
        latencyMs: 0,
        controls: true,
        logLevel: 'info',
      },
    });
  });

  it('reads every variable, paths relative to the working folder', () => {
    const faults = '{"rules":[{"service":"wsfe","kind":"http500","times":1}]}';
    const result = readSimulatorEnvironment(
      {
        PORT: '4000',
        HOST: '0.0.0.0',
        ARCA_SIMULATOR_TRUSTED_CERTS: 'a/cert.pem, /etc/b.pem,',
        ARCA_SIMULATOR_SECRET: 'secreto',
        ARCA_SIMULATOR_DATA_FILE: 'data/arca.jsonl',
        ARCA_SIMULATOR_FALLBACK_CUIT: '20111111112',
        AFIP_SANDBOX_FAULTS: faults,
        AFIP_SANDBOX_LATENCY_MS: '300',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
      },
      '/srv',
    );
    expect(result).toEqual({
      ok: true,
      value: {
        port: 4000,
        host: '0.0.0.0',
        trustedCertificates: ['/srv/a/cert.pem', '/etc/b.pem'],
        ticketSecret: 'secreto',
        dataFile: '/srv/data/arca.jsonl',
        fallbackCuit: '20111111112',
        faults,
        latencyMs: 300,
        controls: false,
        logLevel: 'warn',
      },
    });
  });

  it('names every variable with a bad value, one line each', () => {
    const result = readSimulatorEnvironment({
      PORT: '70000',
      ARCA_SIMULATOR_FALLBACK_CUIT: '20111111111',
      AFIP_SANDBOX_FAULTS: '{"rules":[{"kind":"boom"}]}',
      AFIP_SANDBOX_LATENCY_MS: '-1',
      LOG_LEVEL: 'loud',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(5);
    for (const name of [
      'PORT',
      'ARCA_SIMULATOR_FALLBACK_CUIT',
      'AFIP_SANDBOX_FAULTS',
      'AFIP_SANDBOX_LATENCY_MS',
      'LOG_LEVEL',
    ]) {
      expect(
        result.problems.some((problem) => problem.startsWith(name)),
        name,
      ).toBe(true);
    }
  });
});
