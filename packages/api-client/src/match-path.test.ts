import { describe, expect, it } from 'vitest';
import { endpointList } from './contract';
import { MessageResponse } from './contract/common';
import { defineEndpoint } from './contract/define-endpoint';
import { matchPath } from './match-path';

function nameOf(method: 'GET' | 'POST' | 'PUT' | 'DELETE', pathname: string): string | undefined {
  return matchPath(method, pathname)?.endpoint.name;
}

describe('matchPath', () => {
  it('prefers /root/users/me over /root/users/{username}', () => {
    expect(nameOf('GET', '/root/users/me')).toBe('getMe');
    expect(nameOf('PUT', '/root/users/me')).toBe('updateMe');
    expect(matchPath('GET', '/root/users/ana%40example.com')).toMatchObject({
      endpoint: { name: 'getUserByUsername' },
      params: { username: 'ana@example.com' },
    });
    expect(matchPath('PUT', '/root/users/u-1')?.params).toEqual({ userId: 'u-1' });
  });

  it('prefers the adminlites list over /root/admindashboard/{userId}, with or without the slash', () => {
    expect(nameOf('GET', '/root/admindashboard/adminlites/')).toBe('listCompanies');
    expect(nameOf('GET', '/root/admindashboard/adminlites')).toBe('listCompanies');
    expect(matchPath('GET', '/root/admindashboard/company-user-1')).toMatchObject({
      endpoint: { name: 'getCompany' },
      params: { userId: 'company-user-1' },
    });
  });

  it('tells the literal invoice routes from /root/invoices/{userId}/{invoiceId}', () => {
    expect(nameOf('GET', '/root/invoices/afip/check')).toBe('checkInvoice');
    expect(matchPath('GET', '/root/invoices/admin/u-1')).toMatchObject({
      endpoint: { name: 'listUserInvoices' },
      params: { userId: 'u-1' },
    });
    expect(matchPath('GET', '/root/invoices/u-1/inv-9')).toMatchObject({
      endpoint: { name: 'getUserInvoice' },
      params: { userId: 'u-1', invoiceId: 'inv-9' },
    });
    expect(nameOf('GET', '/root/invoices/inv-9')).toBe('getInvoice');
  });

  it('decodes parameters, including a reason with spaces and accents', () => {
    expect(
      matchPath(
        'PUT',
        '/root/users/cancelPhotoAndSendEmail/u-1/Foto%20del%20DNI%20borrosa%20%C3%B1',
      ),
    ).toMatchObject({
      endpoint: { name: 'cancelPhotoAndSendEmail' },
      params: { userId: 'u-1', reason: 'Foto del DNI borrosa ñ' },
    });
  });

  it('matches by method and by whole segments', () => {
    expect(nameOf('DELETE', '/root/invoices/inv-9')).toBe('deleteInvoice');
    expect(nameOf('POST', '/root/users/me')).toBeUndefined();
    expect(nameOf('GET', '/root/users/me/extra/segment')).toBeUndefined();
    expect(nameOf('GET', '/root/invoicesX')).toBeUndefined();
    expect(nameOf('GET', '/root/invoices/')).toBe('listInvoices');
  });

  it('refuses empty and malformed parameters', () => {
    expect(nameOf('GET', '/root/batch//invoices')).toBeUndefined();
    expect(nameOf('GET', '/taxes/planes/%E0%A4%A')).toBeUndefined();
  });

  it('finds every endpoint of the contract from its own template', () => {
    for (const endpoint of endpointList) {
      const pathname = endpoint.path.replace(/\{([^}]+)\}/g, (_match, name: string) => `x-${name}`);
      expect(matchPath(endpoint.method, pathname)?.endpoint.name, pathname).toBe(endpoint.name);
    }
  });

  it('prefers an earlier literal segment when the literal counts tie', () => {
    const candidates = [
      defineEndpoint({
        name: 'a',
        method: 'GET',
        path: '/x/{p}/z',
        response: MessageResponse,
        sources: [],
        summary: '',
      }),
      defineEndpoint({
        name: 'b',
        method: 'GET',
        path: '/x/y/{q}',
        response: MessageResponse,
        sources: [],
        summary: '',
      }),
    ];
    expect(matchPath('GET', '/x/y/z', candidates)).toMatchObject({
      endpoint: { name: 'b' },
      params: { q: 'z' },
    });
  });
});
