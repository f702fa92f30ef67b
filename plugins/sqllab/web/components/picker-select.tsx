import { Portal } from '@ark-ui/react/portal';
import { createListCollection, Select } from '@ark-ui/react/select';
import { useMemo } from 'react';
import { t } from '../../../../web/i18n/t.ts';
import { SqlLabIcon } from './sqllab-icons.tsx';

export interface PickerOption {
  value: string;
  label: string;
  /** Shown small after the label (the backend of a database…). */
  hint?: string;
}

export interface PickerSelectProps {
  label: string;
  options: PickerOption[];
  value: string | null;
  onChange(value: string): void;
  placeholder: string;
  loading?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** An Ark UI select with a visible label, as the left bar's database and schema pickers use. */
export function PickerSelect({
  label,
  options,
  value,
  onChange,
  placeholder,
  loading,
  disabled,
  testId,
}: PickerSelectProps) {
  const collection = useMemo(
    () => createListCollection({ items: options, itemToString: (o) => o.label, itemToValue: (o) => o.value }),
    [options],
  );
  return (
    <Select.Root
      className="sqllab-picker"
      collection={collection}
      value={value === null ? [] : [value]}
      onValueChange={(e) => e.value[0] !== undefined && onChange(e.value[0])}
      disabled={disabled}
      positioning={{ sameWidth: true, gutter: 4 }}
      data-testid={testId}
    >
      <Select.Label className="sqllab-picker__label">{label}</Select.Label>
      <Select.Control>
        <Select.Trigger className="sqllab-picker__trigger">
          <Select.ValueText className="sqllab-picker__value" placeholder={loading ? t('Loading...') : placeholder} />
          <Select.Indicator className="sqllab-picker__indicator">
            <SqlLabIcon name="chevronDown" size={14} />
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Portal>
        <Select.Positioner className="sqllab-picker__positioner">
          <Select.Content className="sqllab-picker__content">
            {options.length === 0 && (
              <div className="sqllab-picker__empty">{loading ? t('Loading...') : t('No options')}</div>
            )}
            {collection.items.map((o) => (
              <Select.Item key={o.value} item={o} className="sqllab-picker__item">
                <Select.ItemText className="sqllab-picker__item-text">{o.label}</Select.ItemText>
                {o.hint && <span className="sqllab-picker__hint">{o.hint}</span>}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
      <Select.HiddenSelect />
    </Select.Root>
  );
}
