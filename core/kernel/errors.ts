export class PluginGraphError extends Error {
  override readonly name: string = 'PluginGraphError';
}

export class DuplicatePluginError extends PluginGraphError {
  override readonly name = 'DuplicatePluginError';
  constructor(readonly pluginId: string) {
    super(`Plugin '${pluginId}' is listed more than once`);
  }
}

export class MissingDependencyError extends PluginGraphError {
  override readonly name = 'MissingDependencyError';
  constructor(
    readonly pluginId: string,
    readonly dependency: string,
  ) {
    super(`Plugin '${pluginId}' depends on '${dependency}', which is not installed`);
  }
}

export class CyclicDependencyError extends PluginGraphError {
  override readonly name = 'CyclicDependencyError';
  constructor(readonly cycle: readonly string[]) {
    super(`Plugins depend on each other in a cycle: ${cycle.join(' -> ')}`);
  }
}
