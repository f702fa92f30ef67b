import { badRequest } from '../../../../server/http/errors.ts';

/** A JSON text field must hold an object; anything else is a 400 naming the field. */
export function parseJsonObject(text: string, field: string): void {
  try {
    const v: unknown = JSON.parse(text);
    if (!v || typeof v !== 'object' || Array.isArray(v)) throw new Error();
  } catch {
    throw badRequest({ [field]: ['Field cannot be decoded by JSON.'] });
  }
}
