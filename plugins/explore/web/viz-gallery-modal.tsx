import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { useMemo, useState } from 'react';
import { Button } from '../../../web/components/button.tsx';
import { Icon } from '../../../web/components/icons.tsx';
import { t } from '../../../web/i18n/t.ts';
import { useVizRegistry } from '../../../web/viz/viz-context.ts';
import { searchViz } from './viz-search.ts';

const RECOMMENDED_TAGS = ['Popular', 'ECharts', 'Advanced-Analytics'] as const;
type Selector = { kind: 'all' } | { kind: 'tag' | 'category'; value: string };

/** 'Select a visualization type' (spec §2.6): sidebar, 'Search all charts', thumbnails, detail pane. */
export function VizGalleryModal(props: GalleryProps) {
  return props.open ? <Gallery {...props} /> : null;
}

interface GalleryProps {
  open: boolean;
  current: string;
  onClose: () => void;
  onChoose: (key: string) => void;
}

function Gallery(props: GalleryProps) {
  const registry = useVizRegistry();
  const [selected, setSelected] = useState(props.current);
  const [query, setQuery] = useState('');
  const [selector, setSelector] = useState<Selector>({ kind: 'all' });
  const all = useMemo(
    () =>
      registry
        .list()
        .filter((p) => !p.metadata.deprecated)
        .map((p) => ({
          key: p.key,
          name: p.metadata.name,
          tags: p.metadata.tags,
          description: p.metadata.description,
          meta: p.metadata,
        })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [registry, registry.version],
  );
  const categories = [...new Set(all.map((v) => v.meta.category))].sort();
  const tags = [...new Set(all.flatMap((v) => v.tags))].filter((x) => !RECOMMENDED_TAGS.includes(x as never)).sort();
  const inSelector = all.filter((v) =>
    selector.kind === 'all'
      ? true
      : selector.kind === 'tag'
        ? v.tags.includes(selector.value)
        : v.meta.category === selector.value,
  );
  const shown = query ? searchViz(all, query) : inSelector;
  const detail = all.find((v) => v.key === selected);
  const side = (s: Selector, label: string) => {
    const on =
      s.kind === selector.kind && (s.kind === 'all' || (selector.kind !== 'all' && s.value === selector.value));
    return (
      <button
        key={`${s.kind}:${label}`}
        type="button"
        className={on && !query ? 'ex-gallery__side-item ex-gallery__side-item--on' : 'ex-gallery__side-item'}
        onClick={() => {
          setSelector(s);
          setQuery('');
        }}
      >
        {t(label)}
      </button>
    );
  };
  return (
    <Dialog.Root open={props.open} lazyMount unmountOnExit onOpenChange={(e) => !e.open && props.onClose()}>
      <Portal>
        <Dialog.Backdrop className="lp-modal-backdrop" />
        <Dialog.Positioner className="lp-modal-positioner">
          <Dialog.Content className="lp-modal ex-gallery">
            <header className="lp-modal__header">
              <Dialog.Title className="lp-modal__title">{t('Select a visualization type')}</Dialog.Title>
              <Dialog.CloseTrigger className="lp-icon-button" aria-label={t('Close')} title={t('Close')}>
                <Icon name="close" />
              </Dialog.CloseTrigger>
            </header>
            <div className="ex-gallery__body">
              <nav className="ex-gallery__side" aria-label={t('Chart categories')}>
                {side({ kind: 'all' }, 'All charts')}
                <h4>{t('Recommended tags')}</h4>
                {RECOMMENDED_TAGS.map((tag) => side({ kind: 'tag', value: tag }, tag))}
                <h4>{t('Category')}</h4>
                {categories.map((c) => side({ kind: 'category', value: c }, c))}
                <h4>{t('Tags')}</h4>
                {tags.map((tag) => side({ kind: 'tag', value: tag }, tag))}
              </nav>
              <div className="ex-gallery__main">
                <input
                  className="lp-input"
                  type="search"
                  placeholder={t('Search all charts')}
                  aria-label={t('Search all charts')}
                  value={query}
                  autoFocus
                  onChange={(e) => setQuery(e.target.value)}
                />
                <div className="ex-gallery__grid" role="listbox" aria-label={t('Charts')}>
                  {shown.map((v) => (
                    <button
                      key={v.key}
                      type="button"
                      role="option"
                      aria-selected={v.key === selected}
                      className={v.key === selected ? 'ex-gallery__card ex-gallery__card--on' : 'ex-gallery__card'}
                      onClick={() => setSelected(v.key)}
                      onDoubleClick={() => props.onChoose(v.key)}
                    >
                      <img src={v.meta.thumbnail} alt="" loading="lazy" />
                      <span>{t(v.name)}</span>
                    </button>
                  ))}
                  {shown.length === 0 && <p className="ex-muted">{t('No results')}</p>}
                </div>
              </div>
            </div>
            {detail && (
              <section className="ex-gallery__detail" aria-label={t('Chart details')}>
                <div className="ex-gallery__detail-text">
                  <h3>
                    {t(detail.name)}
                    {detail.meta.label && <span className="ex-badge">{t(detail.meta.label)}</span>}
                  </h3>
                  <div className="ex-gallery__tags">
                    {detail.tags.map((tag) => (
                      <span key={tag} className="ex-tag">
                        {t(tag)}
                      </span>
                    ))}
                  </div>
                  <p>{detail.description ? t(detail.description) : t('No description available.')}</p>
                </div>
                <div className="ex-gallery__examples">
                  {(detail.meta.exampleGallery.length ? detail.meta.exampleGallery : [{ url: detail.meta.thumbnail }])
                    .slice(0, 2)
                    .map((ex) => (
                      <img key={ex.url} src={ex.url} alt="" loading="lazy" />
                    ))}
                </div>
              </section>
            )}
            <footer className="lp-modal__footer">
              <Button onClick={props.onClose}>{t('Cancel')}</Button>
              <Button variant="primary" disabled={!selected} onClick={() => props.onChoose(selected)}>
                {t('Select')}
              </Button>
            </footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
