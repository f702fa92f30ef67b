import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { useState } from 'react';
import { listCategoricalSchemes, listSequentialSchemes, type ColorScheme } from '../../../../core/viz/color/index.ts';
import { t } from '../../../../web/i18n/t.ts';

function Swatches({ scheme, count = 10 }: { scheme: ColorScheme; count?: number }) {
  return (
    <span className="ex-swatches" aria-hidden="true">
      {scheme.colors.slice(0, count).map((c, i) => (
        <span key={i} style={{ background: c }} />
      ))}
    </span>
  );
}

/** The colour scheme picker (categorical or sequential schemes of the SDK's registries), featured first. */
export function ColorSchemeControl(props: {
  kind: 'categorical' | 'sequential';
  value: unknown;
  disabled?: boolean;
  onChange: (v: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const schemes = props.kind === 'sequential' ? listSequentialSchemes() : listCategoricalSchemes();
  const current = schemes.find((s) => s.id === props.value) ?? schemes[0];
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-start' }}>
      <Popover.Trigger className="lp-input ex-scheme__trigger" disabled={props.disabled} data-testid="color-scheme">
        {props.disabled ? (
          <span>{t('dashboard')}</span>
        ) : (
          current && (
            <>
              <span className="ex-scheme__label">{current.label}</span>
              <Swatches scheme={current} />
            </>
          )
        )}
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner className="ex-popover-positioner">
          <Popover.Content className="ex-popover ex-scheme__list" aria-label={t('Color Scheme')}>
            {schemes.map((s) => (
              <button
                key={s.id}
                type="button"
                className={s.id === current?.id ? 'ex-scheme__option ex-scheme__option--on' : 'ex-scheme__option'}
                onClick={() => {
                  props.onChange(s.id);
                  setOpen(false);
                }}
              >
                <span className="ex-scheme__label">{s.label}</span>
                <Swatches scheme={s} />
              </button>
            ))}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
