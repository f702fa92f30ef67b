// The dashboard's properties (Superset's PropertiesModal): title, slug, owners, roles (only with
// DASHBOARD_RBAC), certification, colour scheme and the JSON metadata, validated before Apply.
// In edit mode Apply keeps the values for the next save; in view mode the caller saves at once.
import { useEffect, useId, useState } from 'react';
import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { FormModal } from '../../../../web/components/form-modal.tsx';
import { Field, TextInput } from '../../../../web/components/field.tsx';
import { MultiSelect, type MultiOption } from '../../../../web/components/multi-select.tsx';
import { JsonEditor } from '../../../../web/monaco/json-editor.tsx';
import type { DashboardMetadata } from '../../shared/metadata-types.ts';
import type { DashboardProperties } from './save-payload.ts';

interface RelatedAnswer {
  result: { value: number; text: string }[];
}

function useRelated(path: string, on: boolean): MultiOption[] {
  const [options, setOptions] = useState<MultiOption[]>([]);
  useEffect(() => {
    if (!on) return;
    let live = true;
    api.get<RelatedAnswer>(path, { page: 0, page_size: 100 }).then(
      (a) => live && setOptions(a.result.map((r) => ({ value: r.value, label: r.text }))),
      () => live && setOptions([]),
    );
    return () => {
      live = false;
    };
  }, [path, on]);
  return options;
}

/** Mounted when opened (its fields start from `initial`). The JSON metadata text's problem, or null when it is a JSON object. */
export function metadataError(text: string): string | null {
  if (!text.trim()) return null;
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? null : t('JSON metadata must be an object');
  } catch (err) {
    return t('JSON metadata is invalid: %s', err instanceof Error ? err.message : String(err));
  }
}

export interface PropertiesModalProps {
  open: boolean;
  onClose: () => void;
  initial: DashboardProperties;
  rbac: boolean;
  busy: boolean;
  submitLabel: string;
  onApply: (props: DashboardProperties) => void;
}

export function PropertiesModal({ open, onClose, initial, rbac, busy, submitLabel, onApply }: PropertiesModalProps) {
  const [props, setProps] = useState(initial);
  const [metadataText, setMetadataText] = useState(() => {
    const { positions: _positions, ...shown } = initial.metadata;
    return JSON.stringify(shown, null, 2);
  });
  const owners = useRelated('/api/v1/dashboard/related/owners', open);
  const roles = useRelated('/api/v1/dashboard/related/roles', open && rbac);
  const jsonError = metadataError(metadataText);
  const jsonId = useId();
  const set = <K extends keyof DashboardProperties>(key: K, value: DashboardProperties[K]) =>
    setProps((p) => ({ ...p, [key]: value }));
  const colorScheme = String(props.metadata.color_scheme ?? '');

  const submit = () => {
    if (jsonError) return;
    const parsed = (metadataText.trim() ? JSON.parse(metadataText) : {}) as DashboardMetadata;
    const metadata: DashboardMetadata = { ...parsed, color_scheme: colorScheme || undefined };
    if (!colorScheme) delete metadata.color_scheme;
    onApply({ ...props, metadata });
  };

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={t('Dashboard properties')}
      size="lg"
      busy={busy}
      submitLabel={submitLabel}
      onSubmit={submit}
      submitDisabled={Boolean(jsonError)}
      submitTestId="properties-modal-apply-button"
      formClassName="dash-props"
    >
      <h3 className="dash-props__section">{t('Basic information')}</h3>
      <div className="dash-props__grid">
        <TextInput
          label={t('Name')}
          value={props.dashboard_title}
          onChange={(e) => set('dashboard_title', e.target.value)}
          data-test="dashboard-title-input"
        />
        <TextInput
          label={t('URL slug')}
          value={props.slug ?? ''}
          hint={t('A readable URL for your dashboard')}
          onChange={(e) => set('slug', e.target.value)}
        />
      </div>
      <h3 className="dash-props__section">{t('Access')}</h3>
      <MultiSelect
        label={t('Owners')}
        options={owners}
        value={props.owners}
        hint={t('Owners is a list of users who can alter the dashboard.')}
        onChange={(v) => set('owners', v)}
      />
      {rbac && (
        <MultiSelect
          label={t('Roles')}
          options={roles}
          value={props.roles}
          hint={t('Roles is a list which defines access to the dashboard.')}
          onChange={(v) => set('roles', v)}
        />
      )}
      <h3 className="dash-props__section">{t('Colors')}</h3>
      <TextInput
        label={t('Color scheme')}
        value={colorScheme}
        placeholder="supersetColors"
        onChange={(e) => setProps((p) => ({ ...p, metadata: { ...p.metadata, color_scheme: e.target.value } }))}
      />
      <h3 className="dash-props__section">{t('Certification')}</h3>
      <div className="dash-props__grid">
        <TextInput
          label={t('Certified by')}
          value={props.certified_by}
          hint={t('Person or group that has certified this dashboard.')}
          onChange={(e) => set('certified_by', e.target.value)}
        />
        <TextInput
          label={t('Certification details')}
          value={props.certification_details}
          hint={t('Any additional detail to show in the certification tooltip.')}
          onChange={(e) => set('certification_details', e.target.value)}
        />
      </div>
      <h3 className="dash-props__section">{t('Advanced')}</h3>
      <Field
        id={jsonId}
        label={t('JSON metadata')}
        errors={jsonError ? [jsonError] : undefined}
        hint={t(
          'This JSON object is generated dynamically when clicking the save or overwrite button in the dashboard view.',
        )}
      >
        <JsonEditor
          id={jsonId}
          ariaLabel={t('JSON metadata')}
          value={metadataText}
          onChange={setMetadataText}
          height={260}
          invalid={Boolean(jsonError)}
          describedBy={jsonError ? `${jsonId}-error` : `${jsonId}-hint`}
          data-test="dashboard-metadata-editor"
        />
      </Field>
    </FormModal>
  );
}
