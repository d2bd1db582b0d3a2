/**
 * A typed fetch client for the contract: one `call(name, options)` for every endpoint.
 */
import { array, is, validate } from 'superstruct';
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
} from './api-error';
import { buildUrl, type QueryValue } from './build-url';
import {
  type BodyOf,
  type EndpointName,
  endpoints,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
} from './contract';
import { FieldError } from './contract/common';
import type { AnyEndpoint } from './contract/define-endpoint';
import { isApiErrorCode } from './error-codes';

/**
 * Gives the session's identity token for the `Authorization` header, or nothing when signed out
 * (the call then goes without the header and the server answers 401).
 */
export type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;

/** The options of {@link createApiClient}. */
export type ApiClientOptions = {
  /** The API base, absolute (`https://liqui.example/api`) or relative (`/api`). */
  readonly baseUrl: string;
  /** The identity token, sent raw as `Authorization: <token>` (the server also takes `Bearer`). */
  readonly getToken: TokenProvider;
  /**
   * Called on every HTTP 401, before the {@link ApiError} is thrown: the app shows
   * 'Sesion vencida, vuelve a loguearte por favor', signs out and goes to /login (Spec 01 §4.4).
   */
  readonly onUnauthorized: () => void;
  /** The fetch to use. @default globalThis.fetch */
  readonly fetch?: typeof globalThis.fetch;
  /**
   * Check every successful answer against the endpoint's response struct and throw an
   * `ApiError` with code `response.invalid` when it does not fit. The package reads no
   * environment: pass `false` in production builds if the check is unwanted there.
   * @default true
   */
  readonly validateResponses?: boolean;
};

/** An object with no keys: `NoKeys extends T` holds when every key of `T` is optional. */
type NoKeys = Record<never, never>;

type ParamsOption<Name extends EndpointName> =
  ParamsOf<Name> extends undefined
    ? { readonly params?: undefined }
    : { readonly params: ParamsOf<Name> };

type QueryOption<Name extends EndpointName> =
  QueryOf<Name> extends undefined
    ? { readonly query?: undefined }
    : NoKeys extends QueryOf<Name>
      ? { readonly query?: QueryOf<Name> }
      : { readonly query: QueryOf<Name> };

type BodyOption<Name extends EndpointName> =
  BodyOf<Name> extends undefined ? { readonly body?: undefined } : { readonly body: BodyOf<Name> };

/**
 * The options of one call: `params` (required when the path has placeholders), `query`
 * (required when it has a required key), `body` (required when the call takes one) and an
 * optional abort `signal`.
 */
export type CallOptions<Name extends EndpointName> = ParamsOption<Name> &
  QueryOption<Name> &
  BodyOption<Name> & { readonly signal?: AbortSignal };

/** The rest arguments of `call`: the options may be left out when nothing in them is required. */
export type CallArgs<Name extends EndpointName> =
  NoKeys extends CallOptions<Name> ? [options?: CallOptions<Name>] : [options: CallOptions<Name>];

/** The client {@link createApiClient} returns. */
export type ApiClient = {
  /**
   * Calls one endpoint of the contract.
   *
   * @param name - the endpoint's name (`'getMe'`, `'updatePlan'`…).
   * @param options - see {@link CallOptions}.
   * @returns the parsed answer, typed by the endpoint's response struct.
   * @throws {@link ApiError} for an error answer (after `onUnauthorized` on 401), an answer that
   *   breaks the contract, or no answer; an aborted call rejects with the abort reason.
   */
  call<Name extends EndpointName>(name: Name, ...args: CallArgs<Name>): Promise<ResponseOf<Name>>;
};

type LooseCallOptions = {
  readonly params?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, QueryValue>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal;
};

type Parsed = { readonly isJson: true; readonly value: unknown } | { readonly isJson: false };

function parseJson(text: string): Parsed {
  if (text.trim() === '') return { isJson: false };
  try {
    return { isJson: true, value: JSON.parse(text) as unknown };
  } catch {
    return { isJson: false };
  }
}

function toErrorFromBody(status: number, parsed: Parsed): ApiError {
  if (parsed.isJson && typeof parsed.value === 'object' && parsed.value !== null) {
    const body = parsed.value as { message?: unknown; code?: unknown; errors?: unknown };
    if (isApiErrorCode(body.code) && typeof body.message === 'string' && body.message !== '') {
      return new ApiError({
        status,
        code: body.code,
        message: body.message,
        errors: is(body.errors, array(FieldError)) ? body.errors : undefined,
      });
    }
  }
  return new ApiError({
    status,
    code: 'response.unexpected',
    message: status === 401 ? SESSION_EXPIRED_MESSAGE : GENERIC_ERROR_MESSAGE,
  });
}

/**
 * Creates a client for the Liqui API. Each call builds the URL from the endpoint's template
 * (path parameters `encodeURIComponent`-encoded, `undefined`/`null` query values left out), sends
 * JSON with `Authorization: <token>`, and parses the JSON answer:
 *
 * - 2xx: the parsed body, checked against the response struct when `validateResponses` is on;
 * - 401: `onUnauthorized()`, then an {@link ApiError} with status 401;
 * - any other error status: an {@link ApiError} from the server's `{ message, code, errors? }`,
 *   or code `response.unexpected` with a generic Spanish message when the body is not the API's;
 * - no answer: an {@link ApiError} with status 0 and code `network.failed`.
 *
 * @param options - see {@link ApiClientOptions}.
 * @returns the {@link ApiClient}.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const validateResponses = options.validateResponses ?? true;

  async function call(name: EndpointName, callOptions: LooseCallOptions = {}): Promise<unknown> {
    const endpoint = endpoints[name] as AnyEndpoint;
    const url = buildUrl({
      baseUrl: options.baseUrl,
      template: endpoint.path,
      params: callOptions.params,
      query: callOptions.query,
    });
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = await options.getToken();
    if (token) headers.Authorization = token;
    const init: RequestInit = { method: endpoint.method, headers };
    if (endpoint.body !== undefined && callOptions.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(callOptions.body);
    }
    if (callOptions.signal) init.signal = callOptions.signal;

    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(url, init);
      text = await response.text();
    } catch (cause) {
      if (callOptions.signal?.aborted) throw callOptions.signal.reason ?? cause;
      throw new ApiError({
        status: 0,
        code: 'network.failed',
        message: NETWORK_ERROR_MESSAGE,
        cause,
      });
    }

    const parsed = parseJson(text);
    if (!response.ok) {
      if (response.status === 401) options.onUnauthorized();
      throw toErrorFromBody(response.status, parsed);
    }
    if (!parsed.isJson) {
      throw new ApiError({
        status: response.status,
        code: 'response.notJson',
        message: INVALID_RESPONSE_MESSAGE,
      });
    }
    if (validateResponses) {
      const [failure] = validate(parsed.value, endpoint.response);
      if (failure) {
        throw new ApiError({
          status: response.status,
          code: 'response.invalid',
          message: INVALID_RESPONSE_MESSAGE,
          errors: failure.failures().map((item) => ({
            path: item.path.join('.'),
            message: item.message,
          })),
          cause: failure,
        });
      }
    }
    return parsed.value;
  }

  return { call: call as ApiClient['call'] };
}
