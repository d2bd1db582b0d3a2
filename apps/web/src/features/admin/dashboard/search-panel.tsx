import { messages, USER_LIST_PAGE_SIZE, type User, type UserListIndex } from '@liqui/domain';
import { Button, Form, Inline, Select, Stack, TextField, useToast } from '@liqui/ui';
import { useState } from 'react';
import { useApi } from '../../../session/api-context';
import { CsvButton } from './csv-button';
import { searchFields, tabPageSizes } from './dashboard-tabs';
import { UserTable } from './user-table';

/**
 * 'Buscar Usuario' (Spec 03 §2 tab 6, §7 search indexes, §8): the field to search by (CUIT,
 * e-mail, phone, Mercado Pago card id) and the value; 'Buscar' asks `GET /root/users` with that
 * index (the server normalises: e-mail lower case, CUIT without dashes, phone digits) and shows
 * 'Usuario encontrado' (success), 'No se encontró el usuario' (nothing found, warning; and as the
 * error when the call fails). The matches show in a table with their CSV. Decision: one request
 * of up to 300 matches (an exact search; more would be a data problem, not a list).
 */
export function SearchPanel() {
  const api = useApi();
  const toast = useToast();
  const [index, setIndex] = useState<UserListIndex>('cuit');
  const [value, setValue] = useState('');
  const [isSearching, setSearching] = useState(false);
  const [results, setResults] = useState<readonly User[] | null>(null);

  const search = async () => {
    setSearching(true);
    try {
      const page = await api.call('listUsers', {
        query: { index, value, limit: USER_LIST_PAGE_SIZE },
      });
      setResults(page.users);
      toast.show(
        page.users.length > 0
          ? { tone: 'positive', message: messages['userSearch.found'] }
          : { tone: 'caution', message: messages['userSearch.notFound'] },
      );
    } catch {
      setResults(null);
      toast.show({ tone: 'critical', message: messages['userSearch.notFound'] });
    } finally {
      setSearching(false);
    }
  };

  return (
    <Stack space="large">
      <Form
        aria-label="Buscar usuario"
        onSubmit={(event) => {
          event.preventDefault();
          void search();
        }}
      >
        <Inline space="medium" alignY="bottom">
          <Select
            label="Buscar por"
            options={searchFields}
            value={index}
            onChange={(chosen) => {
              if (chosen !== null) setIndex(chosen as UserListIndex);
            }}
          />
          <TextField label="Valor" name="value" value={value} onChange={setValue} isRequired />
          <Button type="submit" isPending={isSearching}>
            Buscar
          </Button>
        </Inline>
      </Form>
      {results === null ? null : (
        <Stack space="medium">
          <Inline space="small">
            <CsvButton
              list="busqueda"
              label="Descargar CSV de la búsqueda"
              load={async () => results}
            />
          </Inline>
          <UserTable
            label="Resultado de la búsqueda"
            users={results}
            pageSizes={tabPageSizes}
            empty={messages['userSearch.notFound']}
          />
        </Stack>
      )}
    </Stack>
  );
}
