import { useState } from 'react';
import { t } from '../../../../web/i18n/t.ts';
import { EditorPopover } from '../popovers/editor-popover.tsx';
import { TimeRangeEditor } from '../popovers/time-range-editor.tsx';
import { NO_TIME_RANGE } from '../popovers/time-range-rules.ts';

/** A `time_range` control: the range as a button; the popover edits it (spec §2.8). */
export function TimeRangeControl({ value, onChange }: { value: unknown; onChange: (v: unknown) => void }) {
  const [open, setOpen] = useState(false);
  const text = typeof value === 'string' && value ? value : NO_TIME_RANGE;
  return (
    <EditorPopover
      label={t('Edit time range')}
      open={open}
      width={600}
      onOpenChange={setOpen}
      trigger={
        <button type="button" className="lp-input ex-time__trigger">
          {t(text)}
        </button>
      }
    >
      <TimeRangeEditor
        value={text}
        onApply={(v) => {
          onChange(v);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </EditorPopover>
  );
}
