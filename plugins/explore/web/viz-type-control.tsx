import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { t } from '../../../web/i18n/t.ts';
import { useVizRegistry } from '../../../web/viz/viz-context.ts';
import { COMMON_VIZ_TYPES, type ExploreModel } from './explore-model.ts';
import { VizGalleryModal } from './viz-gallery-modal.tsx';

/** The chart type control (spec §2.6): tiles for the common types, the current one, 'View all charts'. */
export function VizTypeControl({ model }: { model: ExploreModel }) {
  const { formData } = useSnapshot(model.state);
  const registry = useVizRegistry();
  const [open, setOpen] = useState(false);
  const current = formData.viz_type;
  const tiles = [...COMMON_VIZ_TYPES.filter((v) => registry.has(v))] as string[];
  if (!tiles.includes(current)) tiles.unshift(current);
  return (
    <div className="ex-viz">
      <div className="ex-viz__tiles" role="radiogroup" aria-label={t('Chart type')}>
        {tiles.map((key) => {
          const meta = registry.get(key)?.metadata;
          return (
            <button
              key={key}
              type="button"
              role="radio"
              aria-checked={key === current}
              className={key === current ? 'ex-viz__tile ex-viz__tile--on' : 'ex-viz__tile'}
              onClick={() => key !== current && void model.setVizType(key)}
              title={meta?.description}
            >
              {meta?.thumbnail && <img src={meta.thumbnail} alt="" loading="lazy" />}
              <span>{meta ? t(meta.name) : key}</span>
            </button>
          );
        })}
      </div>
      <button type="button" className="ex-link" onClick={() => setOpen(true)}>
        {t('View all charts')}
      </button>
      <VizGalleryModal
        open={open}
        current={current}
        onClose={() => setOpen(false)}
        onChoose={(key) => {
          setOpen(false);
          if (key !== current) void model.setVizType(key);
        }}
      />
    </div>
  );
}
