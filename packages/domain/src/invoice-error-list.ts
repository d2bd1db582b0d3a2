/**
 * Helpers shared by the invoice validators (package-internal, not exported by `index.ts`).
 */
import { formatMessage, type MessageArgs, type MessageCode } from './messages';
import type { ValidationError } from './result';

/** Collects validation errors with their catalogue messages. */
export class InvoiceErrorList {
  readonly errors: ValidationError[] = [];

  add<C extends MessageCode>(path: string, code: C, ...args: MessageArgs<C>): void {
    this.errors.push({ path, code, message: formatMessage(code, ...args) });
  }

  addAll(errors: readonly ValidationError[]): void {
    this.errors.push(...errors);
  }

  has(path: string): boolean {
    return this.errors.some((error) => error.path === path);
  }
}

/** Whether a form value is missing: `null`, `undefined` or blank text. */
export function isBlank(value: unknown): boolean {
  return (
    value === null || value === undefined || (typeof value === 'string' && value.trim() === '')
  );
}

/** Whether `value` is one of `ids` (narrowing it to their type). */
export function isOneOf<T extends number | string>(value: unknown, ids: readonly T[]): value is T {
  return ids.includes(value as T);
}
