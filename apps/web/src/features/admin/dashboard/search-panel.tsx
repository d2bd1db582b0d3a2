import { messages, type User, type UserListIndex } from '@liqui/domain';
import { Button, Form, Inline, Select, Stack, TextField, useToast } from '@liqui/ui';
import { useState } from 'react';
import { useApi } from '../../../session/api-context';
import { CsvButton } from './csv-button';
import { searchFields, tabPageSizes } from './dashboard-tabs';
import { UserTable } from './user-table';

/** Matches per request of the search (decision: a screen's worth; 'Ver más resultados' goes on). */
export const searchPageSize = 50;

/** The search a page belongs to: its index and value. */
type ListQuery = { readonly index: UserListIndex; readonly value: string };

/**
 * 'Buscar Usuario' (Spec 03 §2 tab 6, §7 search indexes, §8): the field to search by (by default
 * the start of a name, an e-mail or a CUIT, case and accents aside: issue 25 item 8; or the exact
 * CUIT, e-mail, phone, Mercado Pago card id) and the value; 'Buscar' asks `GET /root/users` with
 * that index (the server normalises and folds) and shows 'Usuario encontrado' (success), 'No se
 * encontró el usuario' (nothing found, warning; and as the error when the call fails). The
 * matches show in a table with their CSV. Pages of {@link searchPageSize}: 'Ver más resultados'
 * asks the next one (a name prefix can match thousands), keeping those shown.
 */
export function SearchPanel() {
  const api = useApi();
  const toast = useToast();
  const [index, setIndex] = useState<UserListIndex>('texto');
  const [value, setValue] = useState('');
  const [isSearching, setSearching] = useState(false);
  const [results, setResults] = useState<readonly User[] | null>(null);
  const [next, setNext] = useState<{ query: ListQuery; last: string } | null>(null);

  const search = async (more?: { query: ListQuery; last: string }) => {
    setSearching(true);
    const query = more?.query ?? { index, value };
    try {
      const page = await api.call('listUsers', {
        query: { ...query, limit: searchPageSize, ...(more ? { last: more.last } : {}) },
      });
      setResults((shown) => (more ? [...(shown ?? []), ...page.users] : page.users));
      setNext(page.last === null ? null : { query, last: page.last });
      if (!more) {
        toast.show(
          page.users.length > 0
            ? { tone: 'positive', message: messages['userSearch.found'] }
            : { tone: 'caution', message: messages['userSearch.notFound'] },
        );
      }
    } catch (error) {
      if (!more) setResults(null);
      const fieldMessage = (error as { body?: { errors?: { message?: string }[] } }).body
        ?.errors?.[0]?.message;
      toast.show({ tone: 'critical', message: fieldMessage ?? messages['userSearch.notFound'] });
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
          {next === null ? null : (
            <Inline space="small">
              <Button variant="secondary" isPending={isSearching} onPress={() => void search(next)}>
                Ver más resultados
              </Button>
            </Inline>
          )}
        </Stack>
      )}
    </Stack>
  );
}
