import type { ComponentProps } from 'react';
import { useSnapshot } from 'valtio';
import { TextArea, TextInput } from '../components/field.tsx';
import type { FormDialogState } from './form-dialog-model.ts';

/** A dialog model whose form fields are set one by one (see `formDialogActions`). */
interface FormModel<F> {
  state: FormDialogState<F>;
  set<K extends keyof F & string>(key: K, value: F[K]): void;
}

/** The value, errors, name and change handler of a text field of a dialog model's form. */
function useFormText<K extends string, F extends Record<K, string>>(model: FormModel<F>, field: K) {
  const snap = useSnapshot(model.state) as {
    form: Readonly<Record<K, string>>;
    errors: Record<string, readonly string[]>;
  };
  return {
    value: snap.form[field],
    errors: snap.errors[field],
    name: field,
    onChange: (ev: { target: { value: string } }) => model.set(field, ev.target.value as F[K]),
  };
}

type BoundProps<P, K, F> = Omit<P, 'value' | 'errors' | 'onChange'> & { model: FormModel<F>; field: K };

/** A text input bound to one field of a dialog model's form (named after the field unless `name` says otherwise). */
export function FormTextInput<K extends string, F extends Record<K, string>>({
  model,
  field,
  ...rest
}: BoundProps<ComponentProps<typeof TextInput>, K, F>) {
  return <TextInput {...useFormText(model, field)} {...rest} />;
}

/** A text area bound to one field of a dialog model's form. */
export function FormTextArea<K extends string, F extends Record<K, string>>({
  model,
  field,
  ...rest
}: BoundProps<ComponentProps<typeof TextArea>, K, F>) {
  return <TextArea {...useFormText(model, field)} {...rest} />;
}
