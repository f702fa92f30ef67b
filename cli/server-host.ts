/**
 * The server host and its plugins, loaded only by the commands that run it (`serve`, `worker` and
 * the local commands). Loading it costs about a second and a half — the engines' drivers, Ink —
 * so commands that speak to a running server over HTTP (`loupe query …`) start without it.
 */
export async function loadServerHost() {
  const [{ createLoupe }, { SERVER_PLUGINS }, { progressReporter }] = await Promise.all([
    import('../server/host/create-loupe.ts'),
    import('../server/plugins.ts'),
    import('./views/progress-reporter.tsx'),
  ]);
  return { createLoupe, SERVER_PLUGINS, progressReporter };
}
