// The label → colour map a dashboard shares between its charts (Superset's LabelsColorMapSingleton):
// the first chart that colours a label fixes it for the others, and the dashboard saves the result
// as `map_label_colors` in its json_metadata. One instance per dashboard; Explore uses none.

export class LabelsColorMap {
  private readonly colors = new Map<string, string>();
  private readonly slices = new Map<number, Map<string, string>>();

  constructor(initial?: Record<string, string> | null) {
    for (const [label, color] of Object.entries(initial ?? {})) this.colors.set(label, color);
  }

  /** The colour a label already has on this dashboard. */
  get(label: string): string | undefined {
    return this.colors.get(label);
  }

  has(label: string): boolean {
    return this.colors.has(label);
  }

  /** Records that a chart drew `label` in `color` (the first colour of a label wins). */
  addSlice(label: string, color: string, sliceId: number): void {
    let slice = this.slices.get(sliceId);
    if (!slice) {
      slice = new Map();
      this.slices.set(sliceId, slice);
    }
    slice.set(label, color);
    if (!this.colors.has(label)) this.colors.set(label, color);
  }

  /** Forgets a chart's labels (it was removed or re-coloured); labels no other chart uses are dropped. */
  removeSlice(sliceId: number): void {
    const removed = this.slices.get(sliceId);
    this.slices.delete(sliceId);
    if (!removed) return;
    for (const label of removed.keys()) {
      const stillUsed = [...this.slices.values()].some((slice) => slice.has(label));
      if (!stillUsed) this.colors.delete(label);
    }
  }

  /** What the dashboard saves as `map_label_colors`. */
  toJSON(): Record<string, string> {
    return Object.fromEntries(this.colors);
  }
}
