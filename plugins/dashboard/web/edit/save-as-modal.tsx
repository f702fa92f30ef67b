// "Save as" (Superset's SaveModal, its "Save as" choice): a copy of the dashboard with the layout
// being edited, through `POST /api/v1/dashboard/<pk>/copy/`; its charts are shared unless "also
// copy (duplicate) charts" is ticked. The page then opens the copy.
import { useState } from 'react';
import { Button } from '../../../../web/components/button.tsx';
import { CheckboxField, TextInput } from '../../../../web/components/field.tsx';
import { Modal } from '../../../../web/components/modal.tsx';
import { t } from '../../../../web/i18n/t.ts';

export function SaveAsModal({
  initialTitle,
  onClose,
  onSave,
}: {
  initialTitle: string;
  onClose: () => void;
  /** Makes the copy; a rejection keeps the dialog open. */
  onSave: (title: string, duplicateSlices: boolean) => Promise<void>;
}) {
  const [title, setTitle] = useState(t('%s [copy]', initialTitle));
  const [duplicate, setDuplicate] = useState(false);
  const [busy, setBusy] = useState(false);
  const empty = !title.trim();
  const submit = async () => {
    if (empty) return;
    setBusy(true);
    try {
      await onSave(title.trim(), duplicate);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      busy={busy}
      title={t('Save dashboard')}
      footer={
        <>
          <Button onClick={onClose} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button
            variant="primary"
            onClick={() => void submit()}
            loading={busy}
            disabled={empty}
            data-test="save-as-confirm"
          >
            {t('Save')}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextInput
          label={t('Save as:')}
          value={title}
          required
          autoFocus
          errors={empty ? [t('Title is required')] : undefined}
          onChange={(e) => setTitle(e.target.value)}
          data-test="save-as-title"
        />
        <CheckboxField
          label={t('also copy (duplicate) charts')}
          checked={duplicate}
          onChange={(e) => setDuplicate(e.target.checked)}
          data-test="save-as-duplicate"
        />
      </form>
    </Modal>
  );
}
