import type { ControlValidator } from './control-panel.ts';

// The generic validators of spec explore.md §5.1, with its messages word for word.

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

export const validateNonEmpty: ControlValidator = (value) => (isEmpty(value) ? 'cannot be empty' : false);

export const validateInteger: ControlValidator = (value) =>
  isEmpty(value) || (typeof value !== 'boolean' && /^-?\d+$/.test(String(value).trim()))
    ? false
    : 'is expected to be an integer';

export const validateNumber: ControlValidator = (value) =>
  isEmpty(value) || (typeof value !== 'boolean' && String(value).trim() !== '' && Number.isFinite(Number(value)))
    ? false
    : 'is expected to be a number';

export const validateMaxValue =
  (max: number): ControlValidator =>
  (value) =>
    !isEmpty(value) && Number(value) > max ? `Value cannot exceed ${max}` : false;

/** Runs validators in order and returns every message (Explore shows them all). */
export function validateControl(
  value: unknown,
  validators: readonly ControlValidator[] | undefined,
  formData?: Parameters<ControlValidator>[1],
): string[] {
  const errors: string[] = [];
  for (const validator of validators ?? []) {
    const message = validator(value, formData);
    if (message) errors.push(message);
  }
  return errors;
}
