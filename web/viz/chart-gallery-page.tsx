import { useEffect, useRef, useState } from 'react';
import type { QueryFormData } from '../../core/viz/index.ts';
import type { PageProps } from '../app/web-plugin.ts';
import { EmptyState } from '../components/empty-state.tsx';
import { t } from '../i18n/t.ts';
import { ChartHost } from './chart-host.tsx';
import { ChartMessage } from './chart-error-boundary.tsx';
import { resolveDatasetIds } from './gallery-datasets.ts';
import { useGalleryExamples, type GalleryExample } from './viz-host-context.ts';
import { useVizRegistry } from './viz-context.ts';
import './chart-gallery.css';

type Datasets =
  { status: 'loading' } | { status: 'loaded'; ids: Map<string, number> } | { status: 'failed'; message: string };

/**
 * `/chart/gallery/`: every example chart drawn live through the chart host, one card each with
 * its name and viz_type; a card queries only once it scrolls into view.
 */
export default function ChartGalleryPage({ search }: PageProps) {
  const adHoc = search.get('form_data');
  return adHoc === null ? <Gallery /> : <AdHocChart formDataText={adHoc} />;
}

/**
 * `/chart/gallery/?form_data={…}`: one chart of Superset form_data (with `datasource` and
 * `viz_type`) drawn through the chart host, for any chart type the registry holds, runtime ones too.
 */
function AdHocChart({ formDataText }: { formDataText: string }) {
  let formData: QueryFormData | null = null;
  try {
    const parsed: unknown = JSON.parse(formDataText);
    if (parsed && typeof parsed === 'object' && typeof (parsed as QueryFormData).viz_type === 'string')
      formData = parsed as QueryFormData;
  } catch {
    formData = null;
  }
  return (
    <div className="viz-gallery">
      <header className="viz-gallery__header">
        <h1>{t('Chart gallery')}</h1>
      </header>
      {formData ? (
        <div className="viz-gallery__card viz-gallery__card--single" data-testid="gallery-card">
          <div className="viz-gallery__card-head">
            <span className="viz-gallery__name">{String(formData.slice_name ?? t('Chart'))}</span>
            <code className="viz-gallery__type">{formData.viz_type}</code>
          </div>
          <div className="viz-gallery__chart">
            <ChartHost vizType={formData.viz_type} formData={formData} height="100%" />
          </div>
        </div>
      ) : (
        <EmptyState size="big" title={t('The form data could not be read')} />
      )}
    </div>
  );
}

function Gallery() {
  const examples = useGalleryExamples();
  const registry = useVizRegistry();
  const [datasets, setDatasets] = useState<Datasets>({ status: 'loading' });

  useEffect(() => {
    if (examples.length === 0) return;
    let live = true;
    resolveDatasetIds(examples.map((e) => e.dataset)).then(
      (ids) => live && setDatasets({ status: 'loaded', ids }),
      (err: unknown) =>
        live && setDatasets({ status: 'failed', message: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [examples]);

  return (
    <div className="viz-gallery">
      <header className="viz-gallery__header">
        <h1>{t('Chart gallery')}</h1>
        <p className="viz-gallery__lede">
          {t('%s chart types, %s example charts', registry.list().length, examples.length)}
        </p>
      </header>
      {examples.length === 0 ? (
        <EmptyState
          size="big"
          title={t('No example charts yet')}
          description={t('Each chart type of the catalogue adds its example charts here.')}
        />
      ) : datasets.status === 'failed' ? (
        <EmptyState size="big" title={t('The example datasets could not be read')} description={datasets.message} />
      ) : (
        <ul className="viz-gallery__grid">
          {examples.map((example, i) => (
            <GalleryCard
              key={`${example.viz_type}:${i}`}
              example={example}
              datasetId={datasets.status === 'loaded' ? datasets.ids.get(example.dataset) : undefined}
              resolving={datasets.status === 'loading'}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

function GalleryCard({
  example,
  datasetId,
  resolving,
}: {
  example: GalleryExample;
  datasetId: number | undefined;
  resolving: boolean;
}) {
  const ref = useRef<HTMLLIElement>(null);
  const visible = useSeen(ref);
  const formData = {
    ...example.params,
    viz_type: example.viz_type,
    datasource: `${datasetId}__table`,
  } as QueryFormData;
  let body;
  if (resolving || !visible) body = <ChartMessage kind="loading">{t('Loading…')}</ChartMessage>;
  else if (datasetId === undefined)
    body = <ChartMessage kind="error">{t('The dataset %s does not exist', example.dataset)}</ChartMessage>;
  else body = <ChartHost vizType={example.viz_type} formData={formData} height="100%" />;
  return (
    <li ref={ref} className="viz-gallery__card" data-testid="gallery-card" data-viz-type={example.viz_type}>
      <div className="viz-gallery__card-head">
        <span className="viz-gallery__name">{example.slice_name}</span>
        <code className="viz-gallery__type">{example.viz_type}</code>
      </div>
      <div className="viz-gallery__chart">{body}</div>
    </li>
  );
}

/** True once the element has come near the viewport (and stays true: a drawn chart stays drawn). */
function useSeen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
