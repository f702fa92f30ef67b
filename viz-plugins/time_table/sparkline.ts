// A sparkline's SVG path in a width × height box (shared by the browser and the static drawing).
export function sparklinePath(
  values: readonly (number | null)[],
  min: number,
  max: number,
  width: number,
  height: number,
): string {
  if (values.length === 0) return '';
  const span = max - min || 1;
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  let d = '';
  let pen = false;
  values.forEach((v, i) => {
    if (v === null || !Number.isFinite(v)) {
      pen = false;
      return;
    }
    const x = (i * step).toFixed(1);
    const y = (height - ((Math.min(max, Math.max(min, v)) - min) / span) * height).toFixed(1);
    d += `${pen ? 'L' : 'M'}${x} ${y} `;
    pen = true;
  });
  return d.trim();
}
