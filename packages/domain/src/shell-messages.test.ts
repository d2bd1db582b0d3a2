import { describe, expect, it } from 'vitest';
import { formatMessage, type MessageCode, messages } from './messages';
import { fail } from './result';
import { failShell } from './result-core';
import { formatShellMessage, type ShellMessageCode, shellMessages } from './shell-messages';

const shellCodes = Object.keys(shellMessages) as ShellMessageCode[];

describe('the shell catalogue', () => {
  it('is part of the whole catalogue, code for code and text for text', () => {
    expect(shellCodes.length).toBeGreaterThan(50);
    for (const code of shellCodes) {
      expect(messages[code as MessageCode], code).toBe(shellMessages[code]);
    }
  });

  it('holds the texts the login form and the shell show', () => {
    expect(shellMessages['email.required']).toBe('Email válido requerido');
    expect(shellMessages['password.required']).toBe('Contraseña requerida');
    expect(shellMessages['session.expired']).toBe('Sesion vencida, vuelve a loguearte por favor');
    expect(shellMessages['client.network']).toBe(
      'No se pudo conectar con el servidor. Revisá tu conexión.',
    );
  });

  it('leaves out the texts of the other screens', () => {
    expect(Object.keys(messages).length).toBeGreaterThan(shellCodes.length * 3);
    expect('cuit.checkDigit' in shellMessages).toBe(false);
    expect('invoice.afipOutOfService' in shellMessages).toBe(false);
  });

  it('formats a template as formatMessage does', () => {
    const params = { code: 'InternalErrorException' };
    expect(formatShellMessage('login.serviceError', params)).toBe(
      formatMessage('login.serviceError', params),
    );
    expect(formatShellMessage('login.serviceError', params)).toContain('InternalErrorException');
    expect(formatShellMessage('email.invalid')).toBe('Email válido requerido');
  });

  it('fails a rule with the same result as fail', () => {
    expect(failShell('email', 'email.invalid')).toEqual(fail('email', 'email.invalid'));
    expect(failShell('password', 'login.serviceError', { code: 'X' })).toEqual(
      fail('password', 'login.serviceError', { code: 'X' }),
    );
  });
});
