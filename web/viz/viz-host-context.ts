import { createContext, useContext } from 'react';
import type { QueryFormData } from '../../core/viz/index.ts';

/** A chart the gallery draws (fixtures/example-charts' shape, handed over by the composition root). */
export interface GalleryExample {
  slice_name: string;
  viz_type: string;
  /** A table of the examples database; the gallery resolves it to the dataset's id. */
  dataset: string;
  params: Omit<QueryFormData, 'datasource'>;
  description?: string;
}

/** What the composition root gives the viz pages beyond the registry. */
export const GalleryExamplesContext = createContext<readonly GalleryExample[]>([]);

export function useGalleryExamples(): readonly GalleryExample[] {
  return useContext(GalleryExamplesContext);
}
